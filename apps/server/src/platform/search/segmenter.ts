import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

/**
 * Chinese word segmentation for the search index and its queries, one tokenizer for both so a
 * query finds the words the documents were cut into. jieba's search mode also emits the shorter
 * words inside long ones (中华人民共和国 → 中华, 人民, 共和国 …); with HMM on it keeps new words
 * such as 博客 or 好物 whole.
 */

let jieba: Jieba | undefined;
/** Loading the dictionary takes ~0.2 s, paid once, on first use (or by `warmUpSegmenter`). */
const cutter = () => (jieba ??= Jieba.withDict(dict));

export function warmUpSegmenter(): void {
  cutter();
}

const NOT_WORD = /[^\p{L}\p{N}]+/u;
const HAN = /\p{Script=Han}/u;

/** The words of a text, lower-cased, without punctuation or spaces, in order (repeats kept). */
export function segment(text: string): string[] {
  const words: string[] = [];
  if (!text) return words;
  for (const token of cutter().cutForSearch(text, true)) {
    // A token may carry punctuation ("node.js" arrives as node . js, but "c++" as c + +).
    for (const part of token.toLowerCase().split(NOT_WORD)) if (part) words.push(part);
  }
  return words;
}

/** Only the start of a very long query is read. */
export const MAX_QUERY_CHARS = 200;

/**
 * The terms a document is indexed under: its words, and every Chinese character of a longer word
 * on its own, so a one-character query (衣) finds 衣服, 大衣 and 衣橱 through the index instead of a
 * scan of every text.
 *
 * A word longer than a query can be (MAX_QUERY_CHARS) is left out, its characters kept: no search
 * could ever ask for it, and leaving it out keeps every term far below PostgreSQL's limit of 2,047
 * bytes a word (200 UTF-16 units are at most 600 bytes), which a pasted hash or base64 run used to
 * pass, making the whole article unsavable there.
 */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of segment(text)) {
    if (word.length <= MAX_QUERY_CHARS) terms.push(word);
    if (word.length > 1 && HAN.test(word)) {
      for (const char of word) if (HAN.test(char)) terms.push(char);
    }
  }
  return terms;
}

/** Words that say nothing on their own; dropped from a query that has other words too. */
const STOP_WORDS = new Set(
  (
    '的 了 和 与 及 或 是 在 我 你 他 她 它 我们 你们 他们 这 那 这个 那个 这些 那些 有 就 都 也 很 还 又 把 被 让 给 从 对 为 以 之 于 等 ' +
    '一个 一些 一下 什么 怎么 怎样 如何 为什么 哪些 哪个 吗 呢 吧 啊 呀 哦 嘛 着 过 得 地 个 不 没 没有 要 会 能 可以 ' +
    'a an the of to and or in on at for is are be with by from as it this that'
  ).split(' '),
);

/** At most this many distinct words of a query count (a pasted paragraph is not an error). */
export const MAX_QUERY_TERMS = 12;

/**
 * The distinct words of a query, stop words left out unless nothing else is left ('的' alone is
 * still searched). Empty when the query has no word at all (only spaces or punctuation).
 */
export function queryTerms(query: string): string[] {
  const words = [...new Set(segment(query.slice(0, MAX_QUERY_CHARS)))];
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_QUERY_TERMS);
}
