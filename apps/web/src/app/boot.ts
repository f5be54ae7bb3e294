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

/** A later task (a message, which no timer clamps), so the browser may paint and answer input between. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * How long one task may add links before it gives way, in ms (a phone's CPU is ~4× slower). Each
 * link starts its fetch at once: the ~40 of a page took one task of 50–185 ms on this machine's
 * Chromium slowed four times, and Lighthouse counted it as blocking.
 */
const LINKS_SLICE_MS = 4;

async function start() {
  const [entry, ...imports] = named('app-scripts');
  // All fetched at once, not one round trip per level of imports.
  let sliceStart = performance.now();
  for (const href of [...imports, ...named('page-scripts')]) {
    if (performance.now() - sliceStart > LINKS_SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // The entry's files are run one at a time, each in a task of its own, in the order the build
  // names them (each runs what it imports first, as it would inside the entry's): run together with
  // the entry, they were one task of ~250 ms on a CPU slowed four times under Lighthouse (whose
  // DevTools connection makes the libraries' file alone take ~200 of it; ~60 without one).
  for (const href of imports) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
  if (entry) await import(/* @vite-ignore */ entry);
}

// After the next frame: its callback runs before the browser draws it, a task queued there runs
// after. A page opened in the background draws nothing until it is shown: it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => void start()));
else void start();
