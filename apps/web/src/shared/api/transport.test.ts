import { describe, expect, it } from 'vitest';
import { parseBody, requestUri } from './transport.ts';

describe('requestUri', () => {
  it('joins the base, the path and the query, leaving out undefined and null values', () => {
    expect(requestUri('/api', { url: '/public/articles' })).toBe('/api/public/articles');
    expect(
      requestUri('/api', { url: '/public/articles', params: { page: 0, size: 10, tag: undefined, sort: null } }),
    ).toBe('/api/public/articles?page=0&size=10');
    expect(requestUri('/api', { url: '/x?a=1', params: { b: 2 } })).toBe('/api/x?a=1&b=2');
    expect(requestUri('/api', { url: '/x', params: {} })).toBe('/api/x');
  });

  it('encodes what a query needs encoded, and keeps commas, colons and spaces (as +) readable', () => {
    expect(
      requestUri('', { url: '/s', params: { query: '咖啡 & 茶', ids: '1,2', at: '10:30', p: '$5', f: true } }),
    ).toBe('/s?query=%E5%92%96%E5%95%A1+%26+%E8%8C%B6&ids=1,2&at=10:30&p=$5&f=true');
    expect(requestUri('', { url: '/s', params: { q: 'a=b#c/d?e' } })).toBe('/s?q=a%3Db%23c%2Fd%3Fe');
    expect(requestUri('', { url: '/s', params: { when: new Date('2024-01-02T03:04:05.000Z') } })).toBe(
      '/s?when=2024-01-02T03:04:05.000Z',
    );
  });
});

describe('parseBody', () => {
  it('parses JSON, keeps other text, and gives nothing for an empty body', () => {
    expect(parseBody('{"success":true,"data":[1]}')).toEqual({ success: true, data: [1] });
    expect(parseBody('<html>Bad Gateway</html>')).toBe('<html>Bad Gateway</html>');
    expect(parseBody('')).toBeUndefined();
  });
});
