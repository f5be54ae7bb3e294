import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS, PUBLIC_PRODUCT_PAGE_SIZE } from '@app/contract';
import { productListParamsFrom, productListSearch } from './list-params.ts';

const parse = (query: string) => productListParamsFrom(new URLSearchParams(query));
const change = (query: string, changes: Parameters<typeof productListSearch>[1]) =>
  productListSearch(new URLSearchParams(query), changes).toString();

describe('productListParamsFrom (/products?category=&sort=&page=)', () => {
  it('without parameters: the first page, the server order (featured first), every category', () => {
    expect(parse('')).toEqual({ page: 0, size: PUBLIC_PRODUCT_PAGE_SIZE, sortKey: 'default' });
  });

  it('reads the category slug, and `cat` as its alias', () => {
    expect(parse('category=shoes').category).toBe('shoes');
    expect(parse('cat=shoes').category).toBe('shoes');
    expect(parse('category=shoes&cat=bags').category).toBe('shoes');
    expect(parse('category=&cat=bags').category).toBe('bags');
    expect(parse('category=%20').category).toBeUndefined();
    expect('category' in parse('category=')).toBe(false);
  });

  it.each([
    ['newest', PRODUCT_SORTS.newest],
    ['priceAsc', 'price,asc'],
    ['priceDesc', 'price,desc'],
    ['popular', PRODUCT_SORTS.popular],
  ])('sort=%s asks the server for %s', (key, sort) => {
    expect(parse(`sort=${key}`)).toMatchObject({ sortKey: key, sort });
  });

  it('an unknown sort is the default order, with no sort sent', () => {
    for (const q of ['sort=price', 'sort=createdAt,desc', 'sort=']) {
      const p = parse(q);
      expect(p.sortKey).toBe('default');
      expect('sort' in p).toBe(false);
    }
  });

  it('page is 1-based in the address and zero-based on the server; nonsense is the first page', () => {
    expect(parse('page=1').page).toBe(0);
    expect(parse('page=3').page).toBe(2);
    for (const q of ['page=0', 'page=-4', 'page=abc', 'page=']) expect(parse(q).page).toBe(0);
  });
});

describe('productListSearch (the address after a change)', () => {
  it('choosing a category writes `category`, drops `cat` and the page, keeps the order', () => {
    expect(change('cat=bags&sort=priceAsc&page=3', { category: 'shoes' })).toBe('sort=priceAsc&category=shoes');
    expect(change('category=bags&page=2', { category: null })).toBe('');
  });

  it('a new order starts at the first page; the default order leaves the address', () => {
    expect(change('category=shoes&page=4', { sort: 'popular' })).toBe('category=shoes&sort=popular');
    expect(change('sort=popular', { sort: 'default' })).toBe('');
  });

  it('paging keeps the category (alias too) and the order; page 1 is not written', () => {
    expect(change('cat=shoes&sort=priceDesc', { page: 2 })).toBe('sort=priceDesc&category=shoes&page=2');
    expect(change('category=shoes&page=2', { page: 1 })).toBe('category=shoes');
  });
});
