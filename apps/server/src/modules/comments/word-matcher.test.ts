import { describe, expect, it } from 'vitest';
import { WordMatcher } from './word-matcher.ts';

describe('WordMatcher', () => {
  it('matches nothing with no words, or with words made of spaces and dots only', () => {
    expect(new WordMatcher([]).matches('任何内容')).toBe(false);
    expect(new WordMatcher([' ', '..', '\u3000']).matches('任何 内容..')).toBe(false);
  });

  it('finds a listed word anywhere in the text', () => {
    const m = new WordMatcher(['代开发票', 'casino']);
    expect(m.matches('专业代开发票')).toBe(true);
    expect(m.matches('online casino here')).toBe(true);
    expect(m.matches('发票已开')).toBe(false);
    expect(m.matches('')).toBe(false);
  });

  it('sees through case, full-width forms, and spaces, dots or other fillers between the characters', () => {
    const m = new WordMatcher(['加微信', 'viagra']);
    for (const evasion of [
      '加 微 信',
      '加\u3000微\u3000信',
      '加.微.信',
      '加·微·信',
      '加_微-信',
      '加*微~信',
      '加\n微\n信',
      'ＶＩＡＧＲＡ',
      'ViAgRa',
      'v.i.a.g.r.a',
      'v i a g r a',
      'v/i\\a|g,r，a',
      '加\u200d微\u200c信',
    ])
      expect(m.matches(evasion), evasion).toBe(true);
    expect(m.matches('加个微博好友')).toBe(false);
  });

  it('folds the listed words the same way', () => {
    const m = new WordMatcher(['Ｖ Ｉ Ａ', '加 微 信']);
    expect(m.matches('via')).toBe(true);
    expect(m.matches('快加微信')).toBe(true);
  });

  it('finds a word ending inside a longer listed word', () => {
    // mint-filter 4.0.3 misses this one: the automaton follows 加微信号码 and must fall back to 微信.
    const m = new WordMatcher(['加微信号码', '微信']);
    expect(m.matches('加微信好友')).toBe(true);
    expect(m.matches('加微信号码')).toBe(true);
    expect(m.matches('微博')).toBe(false);
    const n = new WordMatcher(['abcd', 'bc']);
    expect(n.matches('abce')).toBe(true);
    expect(n.matches('abdc')).toBe(false);
  });

  it('matches words of every length among many', () => {
    const words = Array.from({ length: 1000 }, (_, i) => `违禁词${i}号`);
    const m = new WordMatcher(words);
    expect(m.matches('这里有违禁词999号')).toBe(true);
    expect(m.matches('这里有违禁词1000号')).toBe(false);
    expect(new WordMatcher(['😀😀']).matches('好😀😀好')).toBe(true);
  });
});

describe('WordMatcher on adversarial input of 100 kB', () => {
  // A slow (text × words) matcher would run past the test's time limit; Aho–Corasick takes
  // milliseconds. No timing is asserted: finishing is the test.
  const SIZE = 100_000;
  const fill = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
  const prefixes = Array.from({ length: 50 }, (_, i) => '啊'.repeat(i + 1) + '哦');
  const cases: [string, string[], string, boolean][] = [
    ['one CJK character against its near misses', prefixes, fill('啊'), false],
    ['one CJK character that ends in a match', prefixes, `${fill('啊')}哦`, true],
    ['one CJK character against itself', ['啊'.repeat(50)], fill('啊'), true],
    ['spaces and dots only', ['加微信'], fill(' .'), false],
    ['a word spread across fillers', ['加微信'], `加${fill(' ')}微${fill('.')}信`, true],
    ['http:// repeated', ['http://evil'], fill('http://'), false],
    ['www. repeated', ['www.evil'], fill('www.'), false],
    [
      'a thousand words of 50 characters',
      Array.from({ length: 1000 }, (_, i) => `${'a'.repeat(49)}${i}`),
      fill('a'),
      false,
    ],
  ];

  it.each(cases)('handles %s', (_, words, input, expected) => {
    expect(new WordMatcher(words).matches(input)).toBe(expected);
  });
});
