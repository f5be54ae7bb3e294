import type { Page } from '@playwright/test';

/**
 * The server's HTML has been hydrated: what is typed from now on reaches the page's forms. A page's
 * code loads once the page is painted (apps/web/src/app/boot.ts). hydrateRoot marks its container at once,
 * but hydrates in a transition (entry-client.tsx), a few milliseconds at a time: the page is only
 * hydrated once React has taken the app's outermost element too, which it does last. (Before it,
 * the root may hold `<link rel="preload">` elements React rendered for images: React leaves those.)
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const taken = (node: Element | null | undefined, prefix: string) =>
      !!node && Object.keys(node).some((key) => key.startsWith(prefix));
    const outermost = [...(root?.children ?? [])].find((child) => child.tagName !== 'LINK');
    return taken(root, '__reactContainer$') && taken(outermost, '__reactFiber$');
  });
}

/**
 * The scripts a page's HTML names: the one it loads (the boot script), the shell's entry and the
 * files it imports (the template's `app-scripts`), and the files of the page's own code
 * (`page-scripts`, from the server), which the boot script fetches once the page is painted
 * (apps/web/paint-first.ts, apps/web/page-scripts.ts).
 */
export function scriptsNamedIn(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const loaded = [...head.matchAll(/<script\b[^>]*? src="([^"]+)"/g)].map((m) => m[1]!);
  const named = [...head.matchAll(/<meta name="(?:app|page)-scripts" content="([^"]*)"/g)].flatMap((m) =>
    m[1]!.split(' '),
  );
  return [...loaded, ...named];
}

/**
 * The file of the zod package (apps/web/vite.config.ts gives it a group of its own: `zod-<hash>.js`),
 * not a module of ours whose name starts with zod (shared/lib/zod-rule.ts holds no zod).
 */
export const ZOD_FILE = /\/zod-[\w-]{8}\.js$/;

export interface DownloadedScript {
  /** Its path on the site. */
  file: string;
  /** The bytes that travelled, compressed as the browser took them. */
  bytes: number;
}

/**
 * The scripts a visit to `url` downloads until the page is hydrated and the network is quiet. In a
 * fresh context (an empty cache, the service worker blocked) that is a first visit: measured this
 * way by e2e/bundle-budget.spec.ts and by `npm run bench:site`.
 */
export async function scriptsOfVisit(page: Page, url: string): Promise<DownloadedScript[]> {
  const finished: Promise<DownloadedScript>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script')
      finished.push(
        request.sizes().then((sizes) => ({ file: new URL(request.url()).pathname, bytes: sizes.responseBodySize })),
      );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return Promise.all(finished);
}
