import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { tidyLines } from '../text/trim.ts';
import markdownIt, { type Env, type MarkdownIt } from 'markdown-it';
import { LRUCache } from 'lru-cache';
import type { HighlighterCore } from 'shiki/core';
import { uploadedImageSize, uploadedImageSrcset } from '@app/contract';
import {
  CODE_THEMES,
  LANGUAGE_LABELS,
  loadHighlighter,
  loadLanguage,
  resolveLanguage,
  type LanguageName,
} from './highlighter.ts';
import type { RenderingStore } from './kept-renderings.ts';

export interface Heading {
  level: number;
  text: string;
  id: string;
}

export interface RenderedMarkdown {
  html: string;
  /** h2–h4, for the table of contents. */
  headings: Heading[];
  /** The visible text, for reading time and search. */
  text: string;
  /** The text outside headings, for excerpts. */
  bodyText: string;
}

// Never `//host`: a protocol-relative address leaves the site while looking like an on-site path.
const SAFE_LINK = /^(?!\/\/)(https?:|mailto:|tel:|\/|#|\.{1,2}\/|[^:]*$)/i;
const SAFE_IMAGE = /^(https?:|\/(?!\/))/i;
/**
 * What a rendering depends on besides the text: this renderer (raise the number when this file or
 * highlighter.ts changes what they make) and the versions of markdown-it and Shiki. It is part of
 * every kept rendering's digest, so an upgrade renders every document afresh.
 */
const RENDERER_VERSION = (() => {
  const require = createRequire(import.meta.url);
  const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
  return `1 markdown-it@${version('markdown-it')} shiki@${version('shiki')}`;
})();

/** The widest an image is shown in an article's or product's text column. */
const ARTICLE_COLUMN_PX = 860;

/** Heading anchors keep Chinese: '安装 Node.js' → '安装-nodejs'. */
const anchorOf = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-')
    .slice(0, 80) || 'section';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A code block under a bar naming its language, with a 复制 button. The button is plain markup:
 * the public pages' one click listener on the article (`RenderedMarkdown` on the web) copies the
 * block's text, so it works as soon as the page is hydrated, with no script of its own.
 */
const codeBlock = (label: string, code: string) =>
  `<div class="code-block"><div class="code-block-bar"><span class="code-block-lang">${escapeHtml(label)}</span>` +
  `<button type="button" class="code-copy">复制</button></div>${code}</div>\n`;

/**
 * Markdown → HTML that is safe to show: raw HTML is not passed through (so no script, no event
 * handlers), links only http/https/mailto/tel or on-site, images only http(s) or on-site; external
 * links open in a new tab without the opener; code highlighted by Shiki.
 */
export class MarkdownRenderer {
  private readonly md: MarkdownIt;
  /**
   * Documents already rendered, by their text: an article or product is read far more often than
   * it changes, and its code blocks make a render cost milliseconds (Shiki). Bounded by the
   * characters kept; what is given back is shared, so callers only read it.
   */
  private readonly rendered: LRUCache<string, RenderedMarkdown>;

  private constructor(
    private readonly highlighter: HighlighterCore,
    memoChars: number,
    private readonly store: RenderingStore | null,
  ) {
    this.rendered = new LRUCache<string, RenderedMarkdown>({
      maxSize: memoChars,
      sizeCalculation: (r) => Math.max(1, r.html.length + r.text.length + r.bodyText.length),
    });
    this.md = markdownIt({ html: false, linkify: true, typographer: false, breaks: false });
    this.md.validateLink = (url) => SAFE_LINK.test(url.trim());

    const defaultImage = this.md.renderer.rules.image!;
    this.md.renderer.rules.image = (tokens, idx, options, env, self) => {
      const token = tokens[idx]!;
      const src = String(token.attrGet('src') ?? '');
      if (!SAFE_IMAGE.test(src)) return escapeHtml(token.content);
      token.attrSet('loading', 'lazy');
      token.attrSet('decoding', 'async');
      // An upload knows its size: the space is kept before it loads (no layout shift), and the
      // browser picks among copies that exist, for the width it is shown at (the column, or less).
      const size = uploadedImageSize(src);
      if (size) {
        token.attrSet('width', String(size.width));
        token.attrSet('height', String(size.height));
        const srcset = uploadedImageSrcset(src);
        const shown = Math.min(size.width, ARTICLE_COLUMN_PX);
        if (srcset) {
          token.attrSet('srcset', srcset);
          token.attrSet('sizes', `(max-width: ${shown}px) 100vw, ${shown}px`);
        }
      }
      return defaultImage(tokens, idx, options, env, self);
    };

    this.md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
      const token = tokens[idx]!;
      if (/^https?:/i.test(String(token.attrGet('href') ?? ''))) {
        token.attrSet('target', '_blank');
        token.attrSet('rel', 'noopener noreferrer nofollow');
      }
      return self.renderToken(tokens, idx, options);
    };

    this.md.renderer.rules.fence = (tokens, idx, _options, env) => {
      const token = tokens[idx]!;
      const lang = resolveLanguage(token.info);
      // A language whose grammar is not loaded yet is shown plain this once (see `render`).
      const loaded = lang !== null && highlighter.getLoadedLanguages().includes(lang);
      if (lang && !loaded) (env as RenderEnv | undefined)?.missing?.add(lang);
      const code = loaded
        ? highlighter.codeToHtml(token.content, { lang, themes: CODE_THEMES, defaultColor: 'light' })
        : `<pre class="code-plain"><code>${escapeHtml(token.content)}</code></pre>`;
      return codeBlock(lang ? LANGUAGE_LABELS[lang] : token.info.trim().split(/\s/)[0]!.slice(0, 20) || '文本', code);
    };

    this.md.core.ruler.push('heading_ids', (state) => {
      const used = new Map<string, number>();
      const taken = new Set<string>();
      const headings: Heading[] = [];
      state.tokens.forEach((token, i) => {
        if (token.type !== 'heading_open') return;
        const inline = state.tokens[i + 1];
        const text =
          inline?.children
            ?.filter((c) => c.type === 'text' || c.type === 'code_inline')
            .map((c) => c.content)
            .join('') ?? '';
        const base = anchorOf(text);
        let n = used.get(base) ?? 0;
        let id = n === 0 ? base : `${base}-${n}`;
        // A heading may read like a suffixed one ('a', 'a', 'a-1'): skip ids already given.
        while (taken.has(id)) id = `${base}-${++n}`;
        used.set(base, n + 1);
        taken.add(id);
        token.attrSet('id', id);
        const level = Number(token.tag.slice(1));
        if (level >= 2 && level <= 4) headings.push({ level, text, id });
      });
      (state.env as RenderEnv).headings = headings;
    });
  }

  /**
   * `memoChars`: how much rendered text is kept in memory for documents rendered again (8 M
   * characters: ~16 MB); `store`: where what readers see is kept beyond that and across restarts
   * (the site's database, kept-renderings.ts).
   */
  static async create({
    memoChars = 8_000_000,
    store = null,
  }: { memoChars?: number; store?: RenderingStore | null } = {}): Promise<MarkdownRenderer> {
    return new MarkdownRenderer(await loadHighlighter(), memoChars, store);
  }

  /**
   * Renders with the grammars loaded so far: a code block in a language not loaded yet is shown
   * plain, the result is not kept, and the grammar starts loading. What readers see goes through
   * `renderHighlighted`; this serves what needs the text (excerpts, search) or may be plain once.
   */
  render(markdown: string): RenderedMarkdown {
    const { result, missing } = this.attempt(markdown);
    for (const lang of missing) void loadLanguage(this.highlighter, lang).catch(() => undefined);
    return result;
  }

  /**
   * Renders with every code block highlighted: a language the rendering found no grammar for is
   * loaded, and the document rendered again (once per language and process; a kept document costs
   * a lookup). What readers are shown is also kept in the store, so it is rendered once, not once
   * per process; `keep: false` for what is seen once (an editor's preview, a mail).
   */
  async renderHighlighted(markdown: string, { keep = true }: { keep?: boolean } = {}): Promise<RenderedMarkdown> {
    const key = digestOf(markdown);
    const remembered = this.rendered.get(key);
    if (remembered) return remembered;
    const kept = await this.store?.get(key);
    if (kept) {
      this.rendered.set(key, kept);
      return kept;
    }
    let attempt = this.attempt(markdown, key);
    if (attempt.missing.size > 0) {
      await Promise.all([...attempt.missing].map((lang) => loadLanguage(this.highlighter, lang)));
      attempt = this.attempt(markdown, key);
    }
    if (keep && attempt.missing.size === 0) await this.store?.put(key, attempt.result);
    return attempt.result;
  }

  /** The kept rendering, or a new one (kept when every code block in it was highlighted). */
  private attempt(
    markdown: string,
    key = digestOf(markdown),
  ): { result: RenderedMarkdown; missing: ReadonlySet<LanguageName> } {
    const known = this.rendered.get(key);
    if (known) return { result: known, missing: new Set() };
    const missing = new Set<LanguageName>();
    const env: RenderEnv = { missing };
    const html = this.md.render(markdown, env);
    const result = { html, headings: env.headings ?? [], ...plainText(this.md, markdown) };
    if (missing.size === 0) this.rendered.set(key, result);
    return { result, missing };
  }
}

/** A document's key in the renderer's memory and store: its text and the renderer's version. */
const digestOf = (markdown: string) =>
  createHash('sha256').update(RENDERER_VERSION).update('\0').update(markdown).digest('base64');

/** What one rendering collects: the headings, and the languages it had no grammar for yet. */
interface RenderEnv extends Env {
  headings?: Heading[];
  missing?: Set<LanguageName>;
}

/**
 * The readable text of a Markdown document without parsing it: ~50× faster than markdown-it,
 * which matters for indexing 100k articles and for the snippets of every search. Code blocks,
 * link targets, image addresses, HTML tags and syntax marks go; link texts and image descriptions
 * stay. Good enough to search and quote, not to render.
 *
 * Linear time whatever the input: one pass over the lines, one over the characters, and only
 * regular expressions that cannot backtrack (a body of blank lines, brackets or `<` once froze the
 * server through a pattern that could).
 */
export function markdownText(markdown: string): string {
  const kept: string[] = [];
  let fence: { mark: string; length: number } | null = null;
  for (const line of markdown.split('\n')) {
    const opening = fenceOf(line);
    if (fence) {
      if (opening && opening.mark === fence.mark && opening.length >= fence.length && opening.rest.trim() === '')
        fence = null;
      continue;
    }
    if (opening) {
      fence = opening;
      kept.push(' ');
      continue;
    }
    kept.push(isTableRule(line) ? ' ' : line.replace(BLOCK_MARK, ''));
  }
  return inlineText(kept.join('\n'))
    .replace(/\*\*|__|~~|[*`|]/g, (mark) => (mark === '|' ? ' ' : ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Heading, quote and list marks at a line's start (anchored, each quantifier followed by another kind of character). */
const BLOCK_MARK = /^ {0,3}(?:#{1,6}|>+|[-*+]|\d{1,9}[.)])[ \t]+/;

/** A fence line (``` or ~~~, three or more, indented at most 3 spaces): its mark, length and the rest. */
function fenceOf(line: string): { mark: string; length: number; rest: string } | null {
  let i = 0;
  while (i < 3 && line[i] === ' ') i += 1;
  const mark = line[i];
  if (mark !== '`' && mark !== '~') return null;
  let end = i;
  while (line[end] === mark) end += 1;
  return end - i >= 3 ? { mark, length: end - i, rest: line.slice(end) } : null;
}

/** A table's rule line: only pipes, colons, dashes and spaces, with a run of three dashes. */
const isTableRule = (line: string): boolean => line.includes('---') && /^[\s|:-]*$/.test(line);

/**
 * Links and images keep their text (`[text](target)` → text, `![alt](src)` → alt), HTML tags
 * become a space. Where each `)`, `>` and line end is comes from one backward pass, so no
 * bracket ever scans ahead: an unclosed one costs one look-up.
 */
function inlineText(text: string): string {
  const n = text.length;
  const nextClose = new Int32Array(n + 1).fill(-1);
  const nextGt = new Int32Array(n + 1).fill(-1);
  const nextNewline = new Int32Array(n + 1).fill(-1);
  for (let i = n - 1; i >= 0; i--) {
    nextClose[i] = text[i] === ')' ? i : nextClose[i + 1]!;
    nextGt[i] = text[i] === '>' ? i : nextGt[i + 1]!;
    nextNewline[i] = text[i] === '\n' ? i : nextNewline[i + 1]!;
  }
  const out: string[] = [];
  // Where in `out` the innermost `[` (with its `!`) still waiting for `](` is.
  let open: { at: number; image: boolean } | null = null;
  for (let i = 0; i < n; i++) {
    const ch = text[i]!;
    if (ch === '[') {
      const image = out.length > 0 && out[out.length - 1] === '!';
      open = { at: out.length - (image ? 1 : 0), image };
      out.push(ch);
    } else if (ch === ']' && open && text[i + 1] === '(' && nextClose[i + 2]! !== -1) {
      // The link's text stays; its brackets, its `!` and its target go (emptied in place: no shifting).
      out[open.at] = '';
      if (open.image) out[open.at + 1] = '';
      open = null;
      i = nextClose[i + 2]!;
    } else if (ch === '<') {
      const gt = nextGt[i + 1]!;
      const newline = nextNewline[i + 1]!;
      if (gt > i + 1 && (newline === -1 || gt < newline)) {
        out.push(' ');
        i = gt;
      } else out.push(ch);
    } else {
      if (ch === ']') open = null;
      out.push(ch);
    }
  }
  return out.join('');
}

/** The readable text of a Markdown document (no syntax, no code blocks). */
function plainText(md: MarkdownIt, markdown: string): { text: string; bodyText: string } {
  const all: string[] = [];
  const body: string[] = [];
  let inHeading = false;
  for (const token of md.parse(markdown, {})) {
    if (token.type === 'heading_open') inHeading = true;
    if (token.type === 'heading_close') inHeading = false;
    if (token.type === 'inline') {
      // A line break inside a paragraph or a list item separates words as a space does.
      const line = (token.children ?? [])
        .map((c) =>
          c.type === 'text' || c.type === 'code_inline'
            ? c.content
            : c.type === 'softbreak' || c.type === 'hardbreak'
              ? '\n'
              : '',
        )
        .join('');
      all.push(line);
      if (!inHeading) body.push(line);
    }
  }
  return { text: tidyLines(all), bodyText: tidyLines(body) };
}

/** ~400 Chinese characters or ~200 Latin words a minute; at least one minute. */
export function readingMinutes(text: string): number {
  const cjk = (text.match(/[\u4e00-\u9fff]/g) ?? []).length;
  const words = (text.replace(/[\u4e00-\u9fff]/g, ' ').match(/[A-Za-z0-9]+/g) ?? []).length;
  return Math.max(1, Math.round(cjk / 400 + words / 200));
}

/** An excerpt from the text: the first ~`max` characters, cut at a sentence end when one is near. */
export function excerptOf(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const end = Math.max(cut.lastIndexOf('。'), cut.lastIndexOf('！'), cut.lastIndexOf('？'), cut.lastIndexOf('. '));
  return end > max * 0.6 ? cut.slice(0, end + 1) : `${cut}…`;
}
