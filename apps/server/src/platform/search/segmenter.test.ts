import { describe, expect, it } from 'vitest';
import { indexTerms, looserTerms, MAX_QUERY_CHARS, parseQuery, queryTerms } from './segmenter.ts';

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

describe('indexTerms for what readers type (#23)', () => {
  it('indexes the beginnings of a longer Chinese word', () => {
    expect(indexTerms('优衣库')).toEqual(expect.arrayContaining(['优衣库', '优衣']));
    expect(queryTerms('优衣')).toEqual(['优衣']);
  });

  it('indexes letters and digits apart and together, also across a space', () => {
    expect(indexTerms('X100V')).toEqual(expect.arrayContaining(['x100v', 'x', '100', 'v', 'x100', '100v']));
    expect(indexTerms('iPhone 15 Pro')).toEqual(expect.arrayContaining(['iphone', '15', 'iphone15', 'pro']));
    expect(indexTerms('Win11')).toEqual(expect.arrayContaining(['win11', 'win', '11']));
    // A query asks for the word as typed; the documents hold both forms.
    expect(queryTerms('iPhone15')).toEqual(['iphone15']);
    expect(queryTerms('Win 11')).toEqual(['win', '11']);
  });

  it('folds apostrophes, joins dotted names and keeps symbol names whole', () => {
    expect(indexTerms("Levi's")).toEqual(expect.arrayContaining(['levis']));
    expect(queryTerms("Levi's")).toEqual(['levis']);
    expect(indexTerms('Node.js 与 ASP.NET')).toEqual(expect.arrayContaining(['nodejs', 'node', 'js', 'aspnet']));
    expect(queryTerms('Node.js')).toEqual(['nodejs']);
    expect(queryTerms('C++')).toEqual(['cplusplus']);
    expect(queryTerms('C#')).toEqual(['csharp']);
    // USB-C holds a 'c', but no C++.
    expect(indexTerms('USB-C')).not.toContain('cplusplus');
  });
});

describe('parseQuery', () => {
  it('keeps the content words of a sentence: no function words, no lone common characters', () => {
    expect(queryTerms('如何在周末做一杯好咖啡')).toEqual(['周末', '咖啡']);
    expect(queryTerms('怎么做红烧肉')).toEqual(expect.arrayContaining(['红烧肉']));
    expect(queryTerms('怎么做红烧肉')).not.toContain('做');
    // A lone character typed on its own, or beside another word, is what the reader asks for.
    expect(queryTerms('猫 喝水')).toEqual(['猫', '喝水']);
    expect(queryTerms('的')).toEqual(['的']);
    // A sentence of lone characters keeps them, still without its question words.
    expect(queryTerms('茶怎么泡')).toEqual(['茶', '泡']);
  });

  it('asks for the characters of an unknown word side by side', () => {
    expect(queryTerms('蕉下')).toEqual(['蕉 下']);
    expect(parseQuery('蕉下').highlights).toEqual(['蕉下']);
  });

  it('highlights names as they are written', () => {
    expect(parseQuery('C++').highlights).toEqual(['c++']);
    expect(parseQuery('Node.js').highlights).toEqual(['nodejs', 'node', 'js']);
    expect(parseQuery('iphone15').highlights).toEqual(['iphone15', 'iphone', '15']);
  });
});

describe('looserTerms', () => {
  it('offers the characters and letter runs of a query that found nothing, and nothing when that is not looser', () => {
    expect(looserTerms(['量子', '纠缠'])).toEqual(['量', '子', '纠', '缠']);
    expect(looserTerms(['rtx5090'])).toEqual(['rtx', '5090']);
    expect(looserTerms(['猫'])).toEqual([]);
  });
});
