import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { DEFAULT_COLOUR_THEME } from '@app/contract';
import { writeCompressedTwins } from './precompress.ts';

/** Where the server finds the sheet's address and the antd style paths it holds. */
export const STYLE_SHEET_MANIFEST = 'style-sheet.json';

/** The default colour's light and dark theme sheets, which the server entry reads instead of drawing them. */
const BUILT_THEME_SHEETS = 'theme-sheets.json';

/**
 * After the server build: writes the site's stylesheet, the styles of every antd component of the
 * public pages (`publicStyleSheet` in src/app/public-styles.tsx, run from the built server entry),
 * to dist/client/assets/site-<hash>.css with its .br and .gz twins, and dist/server/style-sheet.json
 * for the server. Pages then link one cacheable file instead of carrying ~0.3 MB of styles each.
 * Also draws the default colour's theme sheets into dist/server/theme-sheets.json: the first page
 * of a new site then links them without drawing them (~150 ms of its first request).
 */
export function styleSheet(distDir: string): Plugin {
  return {
    name: 'style-sheet',
    apply: 'build',
    async closeBundle() {
      const entry = (await import(pathToFileURL(path.join(distDir, 'server', 'entry-server.js')).href)) as {
        publicStyleSheet(): { css: string; paths: string[] };
        themeStyleSheet(mode: 'light' | 'dark', primary: string): { href: string; css: string; keys: Set<string> };
      };
      const { css, paths } = entry.publicStyleSheet();
      const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10);
      const name = `site-${hash}.css`;
      const file = path.join(distDir, 'client', 'assets', name);
      await fs.writeFile(file, css);
      await writeCompressedTwins(file);
      await fs.writeFile(
        path.join(distDir, 'server', STYLE_SHEET_MANIFEST),
        JSON.stringify({ href: `/assets/${name}`, paths }),
      );
      const themes = (['light', 'dark'] as const).map((mode) => {
        const sheet = entry.themeStyleSheet(mode, DEFAULT_COLOUR_THEME.primary);
        return { mode, primary: DEFAULT_COLOUR_THEME.primary, href: sheet.href, css: sheet.css, keys: [...sheet.keys] };
      });
      await fs.writeFile(path.join(distDir, 'server', BUILT_THEME_SHEETS), JSON.stringify(themes));
    },
  };
}
