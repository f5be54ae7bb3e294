import type { CommentPart } from '@app/contract';

/**
 * A comment's text as parts: plain runs and the web addresses in it. Written as one forward scan
 * (each character is looked at a bounded number of times), not as a regular expression, so no
 * comment can make it slow; the contract already cut the text to 1,000 characters.
 */

const STARTS = ['https://', 'http://', 'www.'] as const;
/** Trailing characters that end a sentence rather than an address ("见 https://a.cn。" / "(https://a.cn)"). */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', "'", '"', ')', ']', '}']);

/** ASCII letters and digits: an address must not start in the middle of a word ("awww.x" is not one). */
const isWordChar = (c: string | undefined): boolean => c !== undefined && /^[0-9A-Za-z]$/.test(c);

/** What may appear in an address: printable ASCII but quotes and angle brackets (CJK text ends it). */
const isUrlChar = (c: string): boolean => {
  const code = c.charCodeAt(0);
  return code > 0x20 && code < 0x7f && c !== '"' && c !== '<' && c !== '>' && c !== '`' && c !== "'";
};

function startAt(text: string, i: number): string | undefined {
  if (isWordChar(text[i - 1])) return undefined;
  for (const s of STARTS) {
    if (text.length - i >= s.length && text.slice(i, i + s.length).toLowerCase() === s) return s;
  }
  return undefined;
}

/**
 * The run of address characters beginning at i, and the address it makes (none when it is no
 * address: then the whole run is plain text, so no character is scanned twice).
 */
function addressAt(text: string, i: number, prefix: string): { end: number; href?: string } {
  let end = i + prefix.length;
  while (end < text.length && isUrlChar(text[end]!)) end += 1;
  const runEnd = end;
  while (end > i + prefix.length && TRAILING.has(text[end - 1]!)) end -= 1;
  if (end === i + prefix.length) return { end: runEnd };
  const raw = text.slice(i, end);
  try {
    const url = new URL(prefix === 'www.' ? `http://${raw}` : raw);
    return url.hostname.includes('.') ? { end, href: url.href } : { end: runEnd };
  } catch {
    return { end: runEnd };
  }
}

export function commentParts(text: string): CommentPart[] {
  const parts: CommentPart[] = [];
  let plainFrom = 0;
  let i = 0;
  while (i < text.length) {
    const prefix = startAt(text, i);
    if (!prefix) {
      i += 1;
      continue;
    }
    const found = addressAt(text, i, prefix);
    if (found.href !== undefined) {
      if (i > plainFrom) parts.push({ type: 'text', text: text.slice(plainFrom, i) });
      parts.push({ type: 'link', text: text.slice(i, found.end), href: found.href });
      plainFrom = found.end;
    }
    i = found.end;
  }
  if (plainFrom < text.length) parts.push({ type: 'text', text: text.slice(plainFrom) });
  return parts;
}

/** How many addresses a comment holds (the link limit counts these). */
export const countLinks = (text: string): number => commentParts(text).filter((p) => p.type === 'link').length;
