import { fillNonceSlots, NONCE_META, NONCE_SLOT } from './nonce-slot.ts';

/** What a render puts into the web app's index.html. */
export interface PageParts {
  theme: 'light' | 'dark';
  /** Escaped already. */
  title: string;
  /** The render's head: meta tags and styles (with nonce slots). */
  head: string;
  /** The hydration data (a JSON script: it takes no nonce), written after the head. */
  state: string;
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
  /** The template before the theme, before the head's slot, before </head>, before the app, after it. */
  private readonly pieces: readonly [string, string, string, string, string];

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
    this.pieces = pieces as unknown as PageShell['pieces'];
  }

  /**
   * The page's bytes, its nonce slots filled with `nonce`. Only the head has slots (the app's markup
   * is checked all the same); the hydration data, most of the head's size, is not searched. Each
   * part is written into the page's bytes as it is, not first joined into one string of the whole
   * page (a copy of it, ~100 kB in memory for a Chinese article, every render).
   */
  page(parts: PageParts, nonce: string): Buffer {
    const [beforeTheme, beforeAppHead, beforeHeadEnd, beforeApp, end] = this.pieces;
    const appHtml = parts.appHtml.includes(NONCE_SLOT) ? fillNonceSlots(parts.appHtml, nonce) : parts.appHtml;
    return utf8Of([
      beforeTheme,
      `data-theme="${parts.theme}"`,
      beforeAppHead,
      fillNonceSlots(`${NONCE_META}<title>${parts.title}</title>${parts.head}`, nonce),
      parts.state,
      beforeHeadEnd,
      parts.beforeHeadEnd,
      '</head>',
      beforeApp,
      appHtml,
      end,
    ]);
  }

  /** The client-only shell of /user/* and /admin/*: the page's theme, a loading title, what `head` holds, no app. */
  shell(theme: 'light' | 'dark', nonce: string, head = ''): Buffer {
    return this.page({ theme, title: '加载中…', head, state: '', beforeHeadEnd: '', appHtml: '' }, nonce);
  }
}

/** The UTF-8 bytes of strings one after another. */
function utf8Of(parts: readonly string[]): Buffer {
  let length = 0;
  for (const part of parts) length += Buffer.byteLength(part);
  const bytes = Buffer.allocUnsafe(length);
  let at = 0;
  for (const part of parts) at += bytes.write(part, at);
  return bytes;
}

/** The shell of a template, cut once for each template seen last (development transforms it per page). */
export function shellOf(): (template: string) => PageShell {
  let last: PageShell | undefined;
  return (template) => (last?.template === template ? last : (last = new PageShell(template)));
}
