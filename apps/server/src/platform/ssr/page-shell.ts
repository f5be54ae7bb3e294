import { fillNonceSlots, NONCE_META, NONCE_SLOT } from './nonce-slot.ts';

/** What a render puts into the web app's index.html. */
export interface PageParts {
  theme: 'light' | 'dark';
  /** Escaped already. */
  title: string;
  /** The render's head: meta tags, styles (with nonce slots), the hydration state. */
  head: string;
  /** Before the template's own </head>: the page's scripts (page-routes.ts, pageScriptsMeta). */
  beforeHeadEnd: string;
  appHtml: string;
}

const THEME_ATTRIBUTE = 'data-theme="light"';
const MARKERS = [THEME_ATTRIBUTE, '<!--app-head-->', '</head>', '<!--app-html-->'] as const;

/**
 * The web app's index.html cut once at the places a page fills (the theme, the head, the end of
 * the head, the app), so that a page is joined from its parts: replaced one marker after another,
 * every step copied the whole page (~100 kB in memory for a Chinese article), and a replacement
 * string reads `$'` and `$&` in an article as patterns, not as text.
 */
export class PageShell {
  private readonly pieces: readonly string[];

  constructor(readonly template: string) {
    const pieces: string[] = [];
    let rest = template;
    for (const marker of MARKERS) {
      const at = rest.indexOf(marker);
      if (at < 0) throw new Error(`index.html 缺少 ${marker}`);
      pieces.push(rest.slice(0, at));
      rest = rest.slice(at + marker.length);
    }
    pieces.push(rest);
    this.pieces = pieces;
  }

  /** The page, its nonce slots filled with `nonce` (the app's markup has none; the head does). */
  page(parts: PageParts, nonce: string): string {
    const [beforeTheme, beforeAppHead, beforeHeadEnd, beforeApp, end] = this.pieces;
    const appHtml = parts.appHtml.includes(NONCE_SLOT) ? fillNonceSlots(parts.appHtml, nonce) : parts.appHtml;
    return (
      beforeTheme +
      `data-theme="${parts.theme}"` +
      beforeAppHead +
      fillNonceSlots(`${NONCE_META}<title>${parts.title}</title>${parts.head}`, nonce) +
      beforeHeadEnd +
      parts.beforeHeadEnd +
      '</head>' +
      beforeApp +
      appHtml +
      end
    );
  }

  /** The client-only shell of /user/* and /admin/*: the page's theme, a loading title, no app. */
  shell(theme: 'light' | 'dark', nonce: string): string {
    return this.page({ theme, title: '加载中…', head: '', beforeHeadEnd: '', appHtml: '' }, nonce);
  }
}

/** The shell of a template, cut once for each template seen last (development transforms it per page). */
export function shellOf(): (template: string) => PageShell {
  let last: PageShell | undefined;
  return (template) => (last?.template === template ? last : (last = new PageShell(template)));
}
