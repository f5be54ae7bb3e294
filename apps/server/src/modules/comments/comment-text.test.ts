import { describe, expect, it } from 'vitest';
import { commentParts, countLinks } from './comment-text.ts';

const text = (t: string) => ({ type: 'text', text: t });
const link = (t: string, href = t) => ({ type: 'link', text: t, href });

describe('commentParts', () => {
  it('answers plain text as one part, and nothing for nothing', () => {
    expect(commentParts('没有链接的评论\n第二行')).toEqual([text('没有链接的评论\n第二行')]);
    expect(commentParts('')).toEqual([]);
  });

  it('finds http, https and www. addresses anywhere, with Chinese right before them', () => {
    expect(commentParts('见 https://a.cn/x?y=1#z 和 http://b.cn')).toEqual([
      text('见 '),
      link('https://a.cn/x?y=1#z'),
      text(' 和 '),
      link('http://b.cn', 'http://b.cn/'),
    ]);
    expect(commentParts('官网www.b.cn/path')).toEqual([text('官网'), link('www.b.cn/path', 'http://www.b.cn/path')]);
    expect(commentParts('HTTPS://A.CN/Path')).toEqual([link('HTTPS://A.CN/Path', 'https://a.cn/Path')]);
    expect(commentParts('WWW.B.CN')).toEqual([link('WWW.B.CN', 'http://www.b.cn/')]);
  });

  it('leaves out the punctuation that ends a sentence, Chinese or not', () => {
    expect(commentParts('https://a.cn/x。')).toEqual([link('https://a.cn/x'), text('。')]);
    expect(commentParts('看这里：https://a.cn/x，很有用')).toEqual([
      text('看这里：'),
      link('https://a.cn/x'),
      text('，很有用'),
    ]);
    expect(commentParts('(see https://a.cn/x).')).toEqual([text('(see '), link('https://a.cn/x'), text(').')]);
    expect(commentParts('https://a.cn/x?!')).toEqual([link('https://a.cn/x'), text('?!')]);
    expect(commentParts('地址是https://a.cn/路径')).toEqual([
      text('地址是'),
      link('https://a.cn/', 'https://a.cn/'),
      text('路径'),
    ]);
  });

  it('finds no address inside a word, nor a bare prefix or a host without a dot', () => {
    for (const plain of [
      'awww.b.cn',
      'xhttp://a.cn',
      '9https://a.cn',
      'http://',
      'https://',
      'www.',
      'http://localhost',
      'www..',
    ]) {
      expect(commentParts(plain), plain).toEqual([text(plain)]);
    }
    expect(commentParts('_www.b.cn')).toEqual([text('_'), link('www.b.cn', 'http://www.b.cn/')]);
  });

  it('ends an address at quotes, angle brackets, backquotes and spaces, and links nothing but http(s)', () => {
    expect(commentParts('<a href="https://a.cn/x">x</a>')).toEqual([
      text('<a href="'),
      link('https://a.cn/x'),
      text('">x</a>'),
    ]);
    expect(commentParts("https://a.cn/'onclick='x")).toEqual([link('https://a.cn/'), text("'onclick='x")]);
    expect(commentParts('`https://a.cn/x`')).toEqual([text('`'), link('https://a.cn/x'), text('`')]);
    for (const plain of [
      'javascript:alert(1)',
      'data:text/html,<b>',
      'vbscript:x',
      'file:///etc/passwd',
      'ftp://a.cn',
    ]) {
      expect(commentParts(plain), plain).toEqual([text(plain)]);
    }
  });

  it('keeps every character: the parts put together give the text back', () => {
    const samples = [
      'a https://a.cn b www.c.cn. c',
      'https://a.cnhttps://b.cn',
      '😀 www.b.cn 😀',
      'http://[::1]/ www.b.cn',
    ];
    for (const s of samples)
      expect(
        commentParts(s)
          .map((p) => p.text)
          .join(''),
        s,
      ).toBe(s);
  });
});

describe('countLinks', () => {
  it('counts the addresses a comment links', () => {
    expect(countLinks('没有链接')).toBe(0);
    expect(countLinks('https://a.cn www.b.cn http://c.cn/x。')).toBe(3);
    expect(countLinks('awww.b.cn javascript:alert(1) http://localhost')).toBe(0);
  });
});

describe('adversarial input of 100 kB', () => {
  // A slow (quadratic) scan of any of these would run past the test's time limit; a linear one
  // takes milliseconds. No timing is asserted: finishing is the test.
  const SIZE = 100_000;
  const fill = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
  const inputs: [string, string][] = [
    ['http:// repeated', fill('http://')],
    ['https:// repeated', fill('https://')],
    ['www. repeated', fill('www.')],
    ['dots', fill('.')],
    ['spaces', fill(' ')],
    ['one CJK character', fill('啊')],
    ['an address with a long tail of dots', `http://a.cn${fill('.')}`],
    ['addresses one after another', fill('http://a.cn/ ')],
    ['prefixes broken by CJK', fill('www.啊')],
  ];

  it.each(inputs)('splits %s', (_, input) => {
    const parts = commentParts(input);
    expect(parts.map((p) => p.text).join('')).toBe(input);
    expect(countLinks(input)).toBe(parts.filter((p) => p.type === 'link').length);
  });
});
