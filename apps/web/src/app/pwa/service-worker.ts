/** Spec 02 §9: the update banner shows 5 s. */
export const UPDATE_BANNER_SECONDS = 5;
/** A tab left open looks for a new version this often. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js (built by vite-plugin-pwa; production builds only) and calls `onUpdate` when a
 * new version is installed and waiting while this page is controlled by the old one. `apply`
 * activates it and reloads the page once the new worker has taken over.
 */
export function registerServiceWorker(onUpdate: (apply: () => void) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  let applying = false;
  container.addEventListener('controllerchange', () => {
    if (applying) window.location.reload();
  });
  const offer = (worker: ServiceWorker) =>
    onUpdate(() => {
      applying = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  container
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      if (registration.waiting && container.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          // Without a controller this is the first install, not an update.
          if (installing.state === 'installed' && container.controller) offer(installing);
        });
      });
      window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    })
    // No service worker (a private window, a browser that refuses it): the site works without one.
    .catch(() => undefined);
}
