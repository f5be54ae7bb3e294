/**
 * The one script a page's HTML loads (apps/web/paint-first.ts puts it there): it starts the app once
 * the browser has painted the server's HTML. The app's files (the entry and what it imports, named
 * in `<meta name="app-scripts">` by the build) and the page's own code (`<meta name="page-scripts">`,
 * named by the server) are fetched from then on. Announced in the HTML, the ~170 kB of scripts were
 * fetched at once with the stylesheets and the page's first image, and on a phone's slow connection
 * they took most of the bandwidth the first paint waited for; the page reads without them.
 */
const named = (name: string) =>
  (document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '').split(' ').filter(Boolean);

function start() {
  const [entry, ...imports] = named('app-scripts');
  // All at once, not one round trip per level of imports.
  for (const href of [...imports, ...named('page-scripts')]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (entry) void import(/* @vite-ignore */ entry);
}

// After the next frame: its callback runs before the browser draws it, a task queued there runs
// after. A page opened in the background draws nothing until it is shown: it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
