import { describe, expect, it } from 'vitest';
import { SEARCH_TOTAL_MAX, searchSummary, searchTotalText } from './values/search.ts';

describe('search summary', () => {
  it('names what was found, articles first, and says when nothing was', () => {
    expect(searchSummary(12, 3)).toBe('找到 12 篇文章、3 件好物');
    expect(searchSummary(0, 3)).toBe('找到 3 件好物');
    expect(searchSummary(1, 0)).toBe('找到 1 篇文章');
    expect(searchSummary(0, 0)).toBe('没有找到相关内容');
  });

  it('shows a total whose counting stopped at the limit as "10000+"', () => {
    expect(searchTotalText(SEARCH_TOTAL_MAX, true)).toBe('10000+');
    expect(searchTotalText(SEARCH_TOTAL_MAX, false)).toBe('10000');
    expect(searchSummary(SEARCH_TOTAL_MAX, 7, { articles: true, products: false })).toBe(
      '找到 10000+ 篇文章、7 件好物',
    );
  });
});
