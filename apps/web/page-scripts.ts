import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * A page's own scripts are named in its HTML (`<meta name="page-scripts">`), so the boot script (src/app/boot.ts)
 * fetches them beside the shell instead of discovering them only once the shell has run and asked
 * for the page's code (router.tsx, loadMatchedRoutes): one round trip less before a page is usable.
 *
 * Two halves. The client build writes, for every module the app loads on demand (`import()` of a
 * page or a layout), the files it takes that the shell has not already loaded: dist/page-scripts.json
 * (`pageScripts`). The server build marks each such `import()` in the app's code, so that a render
 * knows which of them it ran (`markPageImports`, src/app/page-imports.ts); the server names the files
 * of those (platform/ssr/page-routes.ts).
 */

/** Where the client build leaves the map, beside dist/client (never served). */
export const PAGE_SCRIPTS_FILE = 'page-scripts.json';

/** A module's name in both builds: its path from the web app's folder, `src/features/…/x-page.tsx`. */
const nameOf = (webRoot: string, file: string) => path.relative(webRoot, file).split(path.sep).join('/');

type Chunk = Rollup.OutputChunk;

/** The chunks of a bundle by file name. */
export const chunksOf = (bundle: Rollup.OutputBundle): ReadonlyMap<string, Chunk> =>
  new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));

/** `from` and every chunk it imports, directly or not, short of those in `beyond`. */
export function importedChunks(
  chunks: ReadonlyMap<string, Chunk>,
  from: readonly string[],
  beyond: ReadonlySet<string> = new Set(),
): Set<string> {
  const reached = new Set<string>();
  const queue = [...from];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const chunk = chunks.get(name);
    if (!chunk || reached.has(name) || beyond.has(name)) continue;
    reached.add(name);
    queue.push(...chunk.imports);
  }
  return reached;
}

/**
 * Every module loaded on demand → its chunk and the chunks that one imports, minus `shell` (what every
 * page loads first: bundleParts in vite.config.ts).
 */
export function pageScripts(
  webRoot: string,
  chunks: ReadonlyMap<string, Chunk>,
  shell: ReadonlySet<string>,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const chunk of chunks.values())
    if (chunk.isDynamicEntry && chunk.facadeModuleId?.startsWith(path.join(webRoot, 'src') + path.sep))
      result[nameOf(webRoot, chunk.facadeModuleId)] = [...importedChunks(chunks, [chunk.fileName], shell)];
  return result;
}

/** `import('./pages/x-page.tsx')` with a relative, literal path to a module of the app. */
const APP_IMPORT = /\bimport\(\s*(['"])(\.{1,2}\/[^'"\n]+\.tsx?)\1\s*\)/g;

/**
 * Server build: each `import()` of a module of the app (src/) tells the render it runs in which module
 * it loads, by the name the client build's map uses.
 */
export function markPageImports(webRoot: string): Plugin {
  const collector = path.join(webRoot, 'src/app/page-imports.ts');
  return {
    name: 'mark-page-imports',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(path.join(webRoot, 'src') + path.sep) || id === collector || !code.includes('import(')) return;
      const marked = code.replace(APP_IMPORT, (whole, _quote: string, specifier: string) => {
        const name = nameOf(webRoot, path.resolve(path.dirname(id), specifier));
        return `__pageImported(${JSON.stringify(name)}, ${whole})`;
      });
      if (marked === code) return;
      // On the first line, so that the lines of the module stay where its source map has them.
      return {
        code: `import { pageImported as __pageImported } from ${JSON.stringify(collector)};${marked}`,
        map: null,
      };
    },
  };
}
