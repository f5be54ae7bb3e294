import path from 'node:path';
import type { Plugin } from 'vite';

/** The module that starts the app once the page is painted. */
const BOOT = 'src/app/boot.ts';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Client build: the page's HTML loads one small script, src/app/boot.ts (a chunk of its own), and
 * names the app's files instead of loading them: the entry script and the `modulepreload` links
 * Vite writes become `<meta name="app-scripts">` (the entry first), which the boot script loads
 * after the first paint. The stylesheets stay where they are: the first paint waits for them.
 */
export function paintFirst(webRoot: string): Plugin {
  const boot = path.join(webRoot, BOOT);
  return {
    name: 'paint-first',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: boot, name: 'boot' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const bootFile = Object.values(bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.facadeModuleId === boot,
        )?.fileName;
        const entry = ENTRY_SCRIPT.exec(html);
        if (!bootFile || !entry)
          throw new Error('paint-first: the HTML has no entry script, or the boot chunk is missing');
        const preloads = [...html.matchAll(MODULE_PRELOAD)];
        const scripts = [entry[1], ...preloads.map((link) => link[1])].join(' ');
        return html
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace(
            '</head>',
            `<meta name="app-scripts" content="${scripts}">` +
              `<script type="module" crossorigin fetchpriority="low" src="/${bootFile}"></script>\n</head>`,
          );
      },
    },
  };
}
