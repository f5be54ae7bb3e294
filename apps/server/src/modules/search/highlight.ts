import type { HighlightedText } from '@app/contract';

/** Characters of a snippet: enough for two lines of a result card. */
export const SNIPPET_CHARS = 120;
/** How much of the text before the first match the snippet keeps. */
const SNIPPET_LEAD = 24;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern for all the words, longest first so 博客园 wins over 博客; null without words. */
function pattern(terms: string[]): RegExp | null {
  const words = [...new Set(terms.filter(Boolean))].sort((a, b) => b.length - a.length);
  return words.length > 0 ? new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'giu') : null;
}

/** The text in pieces, every odd-numbered piece a match of one of the words (case ignored). */
export function highlight(text: string, terms: string[]): HighlightedText {
  const re = pattern(terms);
  return re ? text.split(re) : [text];
}

/**
 * A window of the text around its first match, highlighted; the start of the text when nothing in
 * it matches (the match was in the title or the tags). Cut ends are marked with '…'.
 */
export function snippet(text: string, terms: string[], length = SNIPPET_CHARS): HighlightedText {
  const flat = text.replace(/\s+/g, ' ').trim();
  const re = pattern(terms);
  const first = re ? flat.search(re) : -1;
  const start = first > SNIPPET_LEAD ? first - SNIPPET_LEAD : 0;
  const end = Math.min(flat.length, start + length);
  const window = `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
  return highlight(window, terms);
}
