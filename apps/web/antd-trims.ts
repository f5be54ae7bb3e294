import path from 'node:path';
import type { Plugin } from 'vite';

const SHIMS = path.join(import.meta.dirname, 'src/shared/antd-trims');

const BUTTON_AND_TAG_TOKENS = ['antd/es/button/style/token.js', 'antd/es/tag/style/index.js'];

/**
 * Imports of antd modules that every page loads, each for one small thing, that bring a heavy
 * module along; the build gives them our copy of that one thing instead (both builds, so the
 * server renders what the browser hydrates):
 * - Button's and Tag's style tokens import the colour picker's colour class and its presets'
 *   `isBright`, which bring the Collapse component and @rc-component/color-picker;
 * - ConfigProvider imports the tooltip's UniqueProvider (@rc-component/trigger) for an option the
 *   site does not use;
 * - and, for the CPU of every server render rather than weight: ConfigProvider deep-merges antd's
 *   form messages anew on every render (it gets a `merge` that keeps its result), and its
 *   MotionWrapper reads the theme's tokens to learn what the site never changes (animations on).
 * `antd-trims.test.ts` checks that the copies still stand for antd's (the same results, the same
 * import lines in antd's files).
 */
export const ANTD_TRIMS: { importers: string[]; source: string; replacement: string }[] = [
  {
    importers: BUTTON_AND_TAG_TOKENS,
    source: '../../color-picker/color',
    replacement: path.join(SHIMS, 'colour-picker-parts.ts'),
  },
  {
    importers: BUTTON_AND_TAG_TOKENS,
    source: '../../color-picker/components/ColorPresets',
    replacement: path.join(SHIMS, 'colour-picker-parts.ts'),
  },
  {
    importers: ['antd/es/config-provider/index.js'],
    source: '../tooltip/UniqueProvider',
    replacement: path.join(SHIMS, 'unique-provider.tsx'),
  },
  {
    importers: ['antd/es/config-provider/index.js'],
    source: './MotionWrapper',
    replacement: path.join(SHIMS, 'motion-wrapper.tsx'),
  },
  {
    importers: ['antd/es/config-provider/index.js'],
    source: '@rc-component/util',
    replacement: path.join(SHIMS, 'remembered-merge.ts'),
  },
];

export function antdTrims(): Plugin {
  return {
    name: 'antd-trims',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const trim = ANTD_TRIMS.find(
        (candidate) =>
          candidate.source === source && candidate.importers.some((file) => importer.endsWith(`/node_modules/${file}`)),
      );
      return trim?.replacement ?? null;
    },
  };
}
