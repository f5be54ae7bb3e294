import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';

const require = createRequire(import.meta.url);
const { renderIconDefinitionToSVGElement } = require('@ant-design/icons-svg/lib/helpers') as {
  renderIconDefinitionToSVGElement: (
    icon: IconDefinition,
    options?: { extraSVGAttrs?: Record<string, string> },
  ) => string;
};

/** `import right from 'icon-mask:RightOutlined'`: antd's icon as an SVG file, `{ url, name }`. */
const PREFIX = 'icon-mask:';
const RESOLVED = `\0${PREFIX}`;
const NAME = /^[A-Z][A-Za-z]+$/;

/** antd's icon as a picture of its own (a picture needs its namespace; antd's inline SVG has none). */
export function iconSvg(name: string): { svg: string; fileName: string; name: string } {
  const definition = (require(`@ant-design/icons-svg/lib/asn/${name}.js`) as { default: IconDefinition }).default;
  const svg = renderIconDefinitionToSVGElement(definition, {
    extraSVGAttrs: { xmlns: 'http://www.w3.org/2000/svg', fill: '#000' },
  }).replace(' focusable="false"', '');
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8);
  return { svg, name: definition.name, fileName: `assets/icon-${definition.name}-${definition.theme}-${hash}.svg` };
}

/**
 * Icons a public page shows but never changes (the pager's arrows, the footer's generic social
 * marks, a lock) as files drawn with CSS masks (`shared/ui/mask-icon.tsx`): the page's JavaScript
 * carries their address, not their path data, and the browser caches each file for good. Both
 * builds name the same content-hashed file, so the server renders what the browser hydrates; the
 * browser build writes it. In development (and tests) the address is a data: URL.
 */
export function iconMasks(): Plugin {
  let serving = false;
  let ssr = false;
  return {
    name: 'icon-masks',
    configResolved(config) {
      serving = config.command === 'serve';
      ssr = Boolean(config.build.ssr);
    },
    resolveId(source) {
      if (!source.startsWith(PREFIX)) return null;
      const name = source.slice(PREFIX.length);
      if (!NAME.test(name)) throw new Error(`icon-masks: ${source} is not an antd icon's name`);
      return RESOLVED + name;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const { svg, fileName, name } = iconSvg(id.slice(RESOLVED.length));
      const url = serving ? `data:image/svg+xml,${encodeURIComponent(svg)}` : `/${fileName}`;
      if (!serving && !ssr) this.emitFile({ type: 'asset', fileName, source: svg });
      return `export default ${JSON.stringify({ url, name })};`;
    },
  };
}
