import fs from 'node:fs';
import type * as JiebaModule from '@node-rs/jieba';
import { loadedOnFirstUse, packageFile } from '../lazy-package.ts';

/**
 * Word segmentation for the search index and its queries, one tokenizer for both so a query finds
 * the words the documents were cut into. jieba's search mode also emits the shorter words inside
 * long ones (中华人民共和国 → 中华, 人民, 共和国 …); with HMM on it keeps new words such as 博客 or
 * 好物 whole. Around jieba, Latin names are put back together the way readers type them:
 * "Levi's" is levis, "Node.js" nodejs, "C++" cplusplus, and "iPhone 15" is also iphone15.
 *
 * Every step here walks the text once (no regular expression with nested quantifiers sees user
 * input), so a 100 kB document or query costs time in proportion to its length.
 */

const jiebaModule = loadedOnFirstUse<typeof JiebaModule>('@node-rs/jieba');
let jieba: JiebaModule.Jieba | undefined;
/**
 * Loading jieba and its dictionary takes ~0.1 s and ~45 MB, paid once, on first use (or by
 * `warmUpSegmenter`): a site that is only read never pays it, one searched or written pays it once.
 * The dictionary's text is read here and let go once jieba has built its own: the package's
 * `dict.js` would also read its keyword weights (idf.txt, unused here) and keep both, 11 MB for good.
 */
const cutter = () => (jieba ??= jiebaModule().Jieba.withDict(fs.readFileSync(packageFile('@node-rs/jieba/dict.txt'))));

export function warmUpSegmenter(): void {
  cutter();
}

const NOT_WORD = /[^\p{L}\p{N}]+/u;
const HAN = /\p{Script=Han}/u;
const HAN_ONLY = /^\p{Script=Han}+$/u;
const LATIN_OR_DIGITS = /^[a-z0-9]+$/;
const isDigit = (char: string) => char >= '0' && char <= '9';

/**
 * Names whose symbols are part of them: indexed as one word each, so 'C++' is not 'c' (and no
 * longer matches USB-C), and highlighted as written.
 */
const SYMBOL_NAMES: ReadonlyMap<string, string> = new Map([
  ['c++', 'cplusplus'],
  ['c#', 'csharp'],
  ['f#', 'fsharp'],
]);
const SYMBOL_SPELLING = new Map([...SYMBOL_NAMES].map(([spelled, word]) => [word, spelled]));

/** Apostrophes inside a Latin name fold away: Levi's → levis. */
const APOSTROPHES = new Set(["'", '’', '‘', '`']);

/**
 * One word of the text, and the pieces it was made of: the parts of a name joined across an
 * apostrophe or a dot (node + js), the runs of letters and digits (iphone + 15). Documents are
 * indexed under the pieces too; a query asks for the whole word only.
 */
interface Word {
  text: string;
  pieces: string[];
}

/** A jieba token as it reaches the joining step: lower-cased, punctuation kept for the joins. */
function tokens(text: string): string[] {
  const out: string[] = [];
  for (const token of cutter().cutForSearch(text, true)) out.push(token.toLowerCase());
  return out;
}

/** The runs of letters and the runs of digits of a Latin word, and each two neighbouring runs joined. */
function letterDigitPieces(word: string): string[] {
  const runs: string[] = [];
  let start = 0;
  for (let i = 1; i <= word.length; i++) {
    if (i === word.length || isDigit(word[i]!) !== isDigit(word[i - 1]!)) {
      runs.push(word.slice(start, i));
      start = i;
    }
  }
  if (runs.length < 2) return [];
  const pairs = runs.slice(1).map((r, i) => runs[i]! + r);
  return [...runs, ...pairs.filter((p) => p !== word)];
}

/**
 * The words of a text in order: jieba's tokens without punctuation or spaces, symbol names and
 * Latin names across an apostrophe or a dot joined into one, each with its pieces.
 */
function words(text: string): Word[] {
  const raw = tokens(text);
  const out: Word[] = [];
  for (let i = 0; i < raw.length; i++) {
    const token = raw[i]!;
    const symbolName = SYMBOL_NAMES.get(token) ?? symbolNameAt(raw, i);
    if (symbolName) {
      out.push({ text: symbolName, pieces: [] });
      if (!SYMBOL_NAMES.has(token)) i++; // 'c' followed by '#'
      continue;
    }
    if (LATIN_OR_DIGITS.test(token)) {
      // A Latin name across apostrophes and dots: levi ' s, node . js, asp . net.
      const parts = [token];
      while (
        i + 2 < raw.length &&
        (APOSTROPHES.has(raw[i + 1]!) || raw[i + 1] === '.') &&
        LATIN_OR_DIGITS.test(raw[i + 2]!) &&
        !isDigit(raw[i + 2]![0]!)
      ) {
        parts.push(raw[i + 2]!);
        i += 2;
      }
      const word = parts.join('');
      const pieces = parts.length > 1 ? parts : [];
      out.push({ text: word, pieces: [...pieces, ...letterDigitPieces(word)] });
      continue;
    }
    for (const part of token.split(NOT_WORD)) if (part) out.push({ text: part, pieces: [] });
  }
  return out;
}

/** 'c' then '#' when jieba cut them apart: the symbol name they spell, else undefined. */
const symbolNameAt = (raw: string[], i: number) =>
  i + 1 < raw.length ? SYMBOL_NAMES.get(raw[i]! + raw[i + 1]!) : undefined;

/** The words of a text, lower-cased, without punctuation or spaces, in order (repeats kept). */
export function segment(text: string): string[] {
  return text ? words(text).map((w) => w.text) : [];
}

/** Only the start of a very long query is read. */
export const MAX_QUERY_CHARS = 200;

/**
 * The terms a document is indexed under, in order:
 *
 * - its words, and the pieces of a joined name (node.js: nodejs, node, js; iphone15: iphone, 15);
 * - a word of letters followed by a number ("iPhone 15", "Win 11") also as one word (iphone15), so
 *   a reader who types them together finds it;
 * - the beginnings of a longer Chinese word (优衣库: 优衣), so a reader who types the start of a
 *   brand or a word finds it;
 * - every Chinese character of a longer word on its own, side by side, so a one-character query
 *   (衣) finds 衣服, 大衣 and 衣橱 through the index instead of a scan of every text, and the
 *   characters of an unknown word match where they stand next to each other.
 *
 * A word longer than a query can be (MAX_QUERY_CHARS) is left out, its characters kept: no search
 * could ever ask for it, and leaving it out keeps every term far below PostgreSQL's limit of 2,047
 * bytes a word (200 UTF-16 units are at most 600 bytes), which a pasted hash or base64 run used to
 * pass, making the whole article unsavable there.
 */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  const push = (term: string) => {
    if (term.length <= MAX_QUERY_CHARS) terms.push(term);
  };
  const list = text ? words(text) : [];
  for (const [i, word] of list.entries()) {
    push(word.text);
    for (const piece of word.pieces) push(piece);
    const next = list[i + 1];
    if (next && endsWithLetter(word.text) && /^[0-9]+$/.test(next.text) && LATIN_OR_DIGITS.test(word.text))
      push(word.text + next.text);
    if (word.text.length > 1 && HAN.test(word.text)) {
      const chars = [...word.text];
      if (chars.length <= PREFIXED_WORD_MAX && HAN_ONLY.test(word.text))
        for (let n = 2; n < chars.length; n++) push(chars.slice(0, n).join(''));
      for (const char of chars) if (HAN.test(char)) terms.push(char);
    }
  }
  return terms;
}

/** Words up to this long are also indexed by their beginnings (brands and compounds; longer runs are not words a reader types the start of). */
const PREFIXED_WORD_MAX = 8;

const endsWithLetter = (word: string) => word.length > 0 && !isDigit(word[word.length - 1]!);

/**
 * Words that say nothing on their own: the function words and the question words of a sentence
 * (如何, 怎么, 一个 …). Dropped from a query that has other words too.
 */
const STOP_WORDS = new Set(
  (
    '的 了 和 与 及 或 是 在 我 你 他 她 它 我们 你们 他们 这 那 这个 那个 这些 那些 有 就 都 也 很 还 又 把 被 让 给 从 对 为 以 之 于 等 ' +
    '一个 一些 一下 一杯 一种 一点 一次 一样 一篇 一天 什么 怎么 怎么办 怎样 怎么样 如何 为什么 哪些 哪个 哪里 有没有 是不是 能不能 ' +
    '吗 呢 吧 啊 呀 哦 嘛 着 过 得 地 个 不 没 没有 要 会 能 可以 想 请问 好用 好看 值得 适合 推荐 ' +
    'a an the of to and or in on at for is are be with by from as it this that how what'
  ).split(' '),
);

/**
 * A query piece (between spaces) at least this long is a sentence: a single character standing
 * alone in it (做, 好, 穿) is a common verb or adjective of the sentence, not what it is about.
 */
const SENTENCE_CHARS = 4;

/** At most this many distinct words of a query count (a pasted paragraph is not an error). */
export const MAX_QUERY_TERMS = 12;

export interface ParsedQuery {
  /**
   * What a document must hold: index terms, each either one word or several separated by a space,
   * which must stand side by side in that order (the characters of a word jieba does not know).
   */
  terms: string[];
  /** The words to mark in titles and snippets, as they are written in a text. */
  highlights: string[];
}

/**
 * The distinct content words of a query: stop words, and single characters inside a sentence, left
 * out unless nothing else is left ('的' alone is still searched); two or more single characters in
 * a row (an unknown word jieba cut into characters, 蕉下 → 蕉 下) are one term, matched side by
 * side. Empty when the query has no word at all (only spaces or punctuation).
 */
export function parseQuery(query: string): ParsedQuery {
  const all: string[] = [];
  /** Not stop words, lone characters of a sentence included (what is left when they are all there is). */
  const meaningful: string[] = [];
  const content: string[] = [];
  /** The parts a joined name was written in (node.js: node, js), to highlight. */
  const parts = new Map<string, string[]>();
  for (const piece of query.slice(0, MAX_QUERY_CHARS).split(/\s+/)) {
    const found = piece ? words(piece) : [];
    for (const w of found) if (w.pieces.length > 0) parts.set(w.text, w.pieces);
    const pieceWords = found.map((w) => w.text);
    const sentence = [...piece].length >= SENTENCE_CHARS;
    for (let i = 0; i < pieceWords.length; i++) {
      const word = pieceWords[i]!;
      all.push(word);
      if (STOP_WORDS.has(word)) continue;
      if (isSingleHan(word)) {
        // A run of single characters that are not stop words: one unknown word.
        let end = i + 1;
        while (end < pieceWords.length && isSingleHan(pieceWords[end]!) && !STOP_WORDS.has(pieceWords[end]!)) end++;
        if (end - i > 1) {
          const run = pieceWords.slice(i, end).join(' ');
          content.push(run);
          meaningful.push(run);
          all.push(...pieceWords.slice(i + 1, end));
          i = end - 1;
          continue;
        }
        meaningful.push(word);
        if (sentence) continue;
      }
      meaningful.push(word);
      content.push(word);
    }
  }
  const chosen = content.length > 0 ? content : meaningful.length > 0 ? meaningful : all;
  const terms = [...new Set(chosen)].slice(0, MAX_QUERY_TERMS);
  return { terms, highlights: [...new Set(terms.flatMap((t) => highlightsOf(t, parts.get(t) ?? [])))] };
}

const isSingleHan = (word: string) => word.length === 1 && HAN.test(word);

/**
 * How a term is written in a text: side-by-side characters joined, a symbol name with its symbols,
 * a joined name also in the parts it was typed in (node.js) or its letters and digits (iphone15
 * is often written iPhone 15).
 */
function highlightsOf(term: string, typedParts: string[]): string[] {
  if (term.includes(' ')) return [term.replaceAll(' ', '')];
  const spelled = SYMBOL_SPELLING.get(term);
  if (spelled) return [spelled];
  return [term, ...(typedParts.length > 0 ? typedParts : letterDigitPieces(term))];
}

/** The query's terms (see `parseQuery`). */
export const queryTerms = (query: string) => parseQuery(query).terms;

/**
 * Looser terms for a query that found nothing, to suggest what comes closest: the characters of
 * its Chinese terms (stop words left out) and the letter and digit runs of its Latin ones. Empty
 * when that asks for nothing new.
 */
export function looserTerms(terms: string[]): string[] {
  const looser = new Set<string>();
  for (const term of terms) {
    for (const char of term.replaceAll(' ', '')) if (HAN.test(char) && !STOP_WORDS.has(char)) looser.add(char);
    if (LATIN_OR_DIGITS.test(term)) for (const piece of letterDigitPieces(term)) looser.add(piece);
  }
  const fresh = [...looser].filter((t) => !terms.includes(t));
  return fresh.length > 0 ? [...looser].slice(0, MAX_QUERY_TERMS) : [];
}
