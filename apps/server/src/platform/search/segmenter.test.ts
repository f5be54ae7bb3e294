import { describe, expect, it } from 'vitest';
import { indexTerms, MAX_QUERY_CHARS, queryTerms } from './segmenter.ts';

describe('indexTerms', () => {
  it('leaves out a word longer than any query can hold, and keeps the words around it', () => {
    const longest = 'a'.repeat(MAX_QUERY_CHARS);
    const tooLong = 'b'.repeat(MAX_QUERY_CHARS + 1);
    const terms = indexTerms(`校验 ${tooLong} ${longest} 完成`);
    expect(terms).toEqual(expect.arrayContaining(['校验', '完成', longest]));
    expect(terms).not.toContain(tooLong);
    // The longest indexed word is one a query can still ask for.
    expect(queryTerms(longest)).toEqual([longest]);
  });

  it("keeps every term within PostgreSQL's 2,047 bytes a word, whatever the script", () => {
    const text = ['x'.repeat(3000), '好'.repeat(3000), 'é'.repeat(3000), '𠀀'.repeat(3000)].join(' ');
    for (const term of indexTerms(text)) expect(Buffer.byteLength(term)).toBeLessThanOrEqual(2047);
  });
});
