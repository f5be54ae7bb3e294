import AhoCorasick from 'ahocorasick';

/**
 * Whether a comment contains one of the owner's listed words: one Aho–Corasick pass over the text,
 * so the time grows with the text, not with text × words. Case, full-width forms and spaces or
 * dots put between the characters ("加 微 信", "ＶＩＡＧＲＡ", "v.i.a.g.r.a") do not hide a word.
 *
 * Why `ahocorasick` and not mint-filter: mint-filter 4.0.3 misses a word that ends inside a
 * longer listed word (with 加微信号码 and 微信 listed, '加微信好友' passes); modern-ahocorasick 3
 * grows quadratically on Chinese text (40k characters: 0.5 s). This one is correct and linear.
 */
export class WordMatcher {
  private readonly automaton: AhoCorasick | null;

  constructor(words: readonly string[]) {
    const folded = [...new Set(words.map(fold).filter((w) => w.length > 0))];
    this.automaton = folded.length > 0 ? new AhoCorasick(folded) : null;
  }

  matches(text: string): boolean {
    return this.automaton !== null && this.automaton.search(fold(text)).length > 0;
  }
}

/** Characters put between the letters of a word to slip it past a filter (the joiners are invisible). */
const FILLERS = new Set([...' \t\n.·•・,，_-*~|/\\', '\u3000', '\u200c', '\u200d']);

/** NFKC (full-width → half-width), lower case, fillers removed: one pass after the normalisation. */
function fold(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFKC').toLowerCase()) if (!FILLERS.has(ch)) out += ch;
  return out;
}
