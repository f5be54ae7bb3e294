import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The modules of the app a server render loaded on demand (its pages and layouts), by name
 * (`src/features/…/x-page.tsx`): the server links their scripts in the page's head, so the browser
 * fetches them at once (apps/web/page-scripts.ts). The server build routes every such `import()`
 * through `pageImported`; renders run concurrently, each collects its own.
 */
const currentRender = new AsyncLocalStorage<Set<string>>();

export function pageImported<T>(name: string, module: Promise<T>): Promise<T> {
  currentRender.getStore()?.add(name);
  return module;
}

/** Runs a render, and tells the modules it loaded on demand. */
export async function withPageImports<T>(render: () => Promise<T>): Promise<{ result: T; pageImports: string[] }> {
  const loaded = new Set<string>();
  const result = await currentRender.run(loaded, render);
  return { result, pageImports: [...loaded] };
}
