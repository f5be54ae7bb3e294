import { beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_HISTORY_KEY, useSearchHistory, withKeyword } from './history-store.ts';
import { requestOf, searchHref, searchStateFrom } from './search-params.ts';

describe('search history', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useSearchHistory.getState().load();
  });

  it('keeps the last 10 unique keywords, newest first', () => {
    let list: string[] = [];
    for (let i = 1; i <= 12; i++) list = withKeyword(list, `词${i}`);
    list = withKeyword(list, '词5');
    expect(list).toEqual(['词5', '词12', '词11', '词10', '词9', '词8', '词7', '词6', '词4', '词3']);
    expect(withKeyword(list, '   ')).toEqual(list);
  });

  it('stores the keywords in localStorage and removes one or all', () => {
    const history = useSearchHistory.getState();
    history.add('博客');
    history.add(' 好物 ');
    history.add('博客');
    expect(useSearchHistory.getState().keywords).toEqual(['博客', '好物']);
    expect(JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY)!)).toEqual(['博客', '好物']);
    useSearchHistory.getState().remove('博客');
    expect(useSearchHistory.getState().keywords).toEqual(['好物']);
    useSearchHistory.getState().clear();
    expect(useSearchHistory.getState().keywords).toEqual([]);
    expect(window.localStorage.getItem(SEARCH_HISTORY_KEY)).toBe('[]');
  });

  it('forgets a damaged stored value instead of failing', () => {
    window.localStorage.setItem(SEARCH_HISTORY_KEY, '{not json');
    useSearchHistory.getState().load();
    expect(useSearchHistory.getState().keywords).toEqual([]);
  });
});

describe('search address', () => {
  it('reads q, tab and page, and a path segment after search as the query', () => {
    expect(searchStateFrom(new URLSearchParams('q=%E5%8D%9A%E5%AE%A2&tab=products&page=3'))).toEqual({
      query: '博客',
      tab: 'products',
      page: 3,
    });
    expect(searchStateFrom(new URLSearchParams('tab=nope&page=-1'), '旅行')).toEqual({
      query: '旅行',
      tab: 'all',
      page: 1,
    });
  });

  it('asks the API for both kinds on 全部 and pages one kind on the other tabs (zero-based)', () => {
    expect(requestOf({ query: '咖啡', tab: 'all', page: 4 })).toEqual({ query: '咖啡', type: 'ALL', size: 6, page: 0 });
    expect(requestOf({ query: '咖啡', tab: 'articles', page: 2 })).toEqual({
      query: '咖啡',
      type: 'ARTICLE',
      size: 10,
      page: 1,
    });
    expect(requestOf({ query: '咖啡', tab: 'products', page: 1 })).toEqual({
      query: '咖啡',
      type: 'PRODUCT',
      size: 12,
      page: 0,
    });
  });

  it('builds the address of a search', () => {
    expect(searchHref('React 教程')).toBe('/search?q=React+%E6%95%99%E7%A8%8B');
    expect(searchHref('好物', 'products', 2)).toBe('/search?q=%E5%A5%BD%E7%89%A9&tab=products&page=2');
  });
});
