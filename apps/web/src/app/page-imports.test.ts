import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { chunksOf, markPageImports, pageScripts } from '../../page-scripts.ts';
import { pageImported, withPageImports } from './page-imports.ts';

const webRoot = path.resolve(import.meta.dirname, '../..');
const inApp = (file: string) => path.join(webRoot, file);

describe('the modules a server render loads on demand', () => {
  it('are told per render, however the renders interleave', async () => {
    const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
    const render = (pages: string[]) => async () => {
      for (const page of pages) {
        await tick();
        await pageImported(page, Promise.resolve({}));
      }
      return pages.length;
    };
    const [home, article] = await Promise.all([
      withPageImports(render(['src/home-page.tsx', 'src/article-card.tsx'])),
      withPageImports(render(['src/article-page.tsx', 'src/article-card.tsx', 'src/article-page.tsx'])),
    ]);
    expect(home).toEqual({ result: 2, pageImports: ['src/home-page.tsx', 'src/article-card.tsx'] });
    expect(article).toEqual({ result: 3, pageImports: ['src/article-page.tsx', 'src/article-card.tsx'] });
    // Outside a render, loading a module is just that.
    await expect(pageImported('src/x.tsx', Promise.resolve('module'))).resolves.toBe('module');
  });

  it("are marked in the server build: every import() of the app's modules names the module, nothing else changes", () => {
    const plugin = markPageImports(webRoot);
    const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;
    const source = [
      "const page = () => import('./pages/home-page.tsx');",
      'const layout = () => import("../app/layouts/user-layout.tsx");',
      "const chart = () => import('chart.js');",
    ].join('\n');
    const marked = transform(source, inApp('src/features/site/feature.ts'))!.code;
    expect(marked.split('\n')).toHaveLength(3); // the lines stay where the source map has them
    expect(marked).toContain(
      `__pageImported("src/features/site/pages/home-page.tsx", import('./pages/home-page.tsx'))`,
    );
    expect(marked).toContain(
      `__pageImported("src/features/app/layouts/user-layout.tsx", import("../app/layouts/user-layout.tsx"))`,
    );
    expect(marked).toContain("const chart = () => import('chart.js');");
    expect(marked).toMatch(/^import \{ pageImported as __pageImported \} from ".*src\/app\/page-imports\.ts";/);
    // Modules outside the app, and the app's modules without import(), are left as they are.
    expect(transform(source, path.join(webRoot, '../../node_modules/x/index.js'))).toBeUndefined();
    expect(transform('export const a = 1;', inApp('src/a.ts'))).toBeUndefined();
  });

  it('map, in the client build, to their chunk and its imports beyond the shell', () => {
    const chunk = (fileName: string, imports: string[], facade?: string, dynamic = false) =>
      ({
        type: 'chunk',
        fileName,
        imports,
        isDynamicEntry: dynamic,
        facadeModuleId: facade ? inApp(facade) : null,
      }) as unknown as Rollup.OutputChunk;
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', ['assets/libs.js']),
        chunk('assets/libs.js', []),
        chunk('assets/home-page.js', ['assets/card.js', 'assets/libs.js'], 'src/pages/home-page.tsx', true),
        chunk('assets/card.js', ['assets/tag.js', 'assets/libs.js']),
        chunk('assets/tag.js', []),
        chunk('assets/dep.js', [], 'node_modules/dep/index.js', true),
      ].map((c) => [c.fileName, c]),
    );
    expect(pageScripts(webRoot, chunksOf(bundle), new Set(['assets/index.js', 'assets/libs.js']))).toEqual({
      'src/pages/home-page.tsx': ['assets/home-page.js', 'assets/card.js', 'assets/tag.js'],
    });
  });
});
