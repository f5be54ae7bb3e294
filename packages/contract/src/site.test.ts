import { describe, expect, it } from 'vitest';
import { titleParameters } from './values/site.ts';

describe('titleParameters (spec 01 §2 page titles)', () => {
  it('takes the route parameters id, slug and username, and no others', () => {
    expect(
      titleParameters('/articles/hello', '', { slug: 'hello', id: '42', username: 'alice', tab: 'x', other: 'y' }),
    ).toEqual({
      slug: 'hello',
      id: '42',
      username: 'alice',
    });
  });

  it('skips route parameters that are missing or empty', () => {
    expect(titleParameters('/products', '', { slug: undefined, id: '' })).toEqual({});
  });

  it('takes the query parameters q, query, search, page, p, category, cat, and no others', () => {
    const search = '?page=2&p=3&category=上衣&cat=shoes&utm_source=mail&sort=name,asc';
    expect(titleParameters('/products', search)).toEqual({ page: '2', p: '3', category: '上衣', cat: 'shoes' });
  });

  it('accepts the query string with or without the leading ?', () => {
    expect(titleParameters('/articles', 'page=4')).toEqual({ page: '4' });
  });

  it('uses q as the search query', () => {
    expect(titleParameters('/search', '?q=%E5%8D%9A%E5%AE%A2')).toEqual({ q: '博客', query: '博客' });
  });

  it('uses search as the search query when q is absent', () => {
    expect(titleParameters('/articles', '?search=react')).toEqual({ search: 'react', query: 'react' });
  });

  it('keeps an explicit query parameter', () => {
    expect(titleParameters('/search', '?query=vitest')).toEqual({ query: 'vitest' });
  });

  it("uses the path segment after 'search' as the query, decoded", () => {
    expect(titleParameters('/search/%E5%8D%9A%E5%AE%A2', '')).toEqual({ query: '博客' });
    expect(titleParameters('/search/博客', '')).toEqual({ query: '博客' });
    expect(titleParameters('/articles/search/hello%20world', '?page=1')).toEqual({ query: 'hello world', page: '1' });
  });

  it('keeps a segment that cannot be decoded as it is', () => {
    expect(titleParameters('/search/100%', '')).toEqual({ query: '100%' });
  });

  it("has no query for a bare 'search' segment without parameters", () => {
    expect(titleParameters('/search', '')).toEqual({});
    expect(titleParameters('/search/', '')).toEqual({});
  });

  it("does not treat a segment that merely contains 'search' as the search segment", () => {
    expect(titleParameters('/research/notes', '')).toEqual({});
    expect(titleParameters('/pages/searching', '')).toEqual({});
  });

  it('puts route and query parameters together', () => {
    expect(titleParameters('/products/red-shirt', '?cat=tops', { slug: 'red-shirt' })).toEqual({
      slug: 'red-shirt',
      cat: 'tops',
    });
  });
});
