import { describe, expect, it } from 'vitest';
import { listCall, NO_FILTERS } from './subscription-filter.ts';

describe('listCall (spec 02 §7: one filter at a time, in the order keyword, status, type)', () => {
  it('no filter: GET /admin/subscriptions with the page', () => {
    expect(listCall(NO_FILTERS, 0, 10)).toEqual({ path: '/admin/subscriptions', params: { page: 0, size: 10 } });
  });

  it('the keyword wins over status and type, trimmed', () => {
    expect(listCall({ keyword: '  zhang ', status: 'PAUSED', type: 'USER_NEW_PRODUCT' }, 2, 20)).toEqual({
      path: '/admin/subscriptions/search',
      params: { keyword: 'zhang', page: 2, size: 20 },
    });
  });

  it('without a keyword (or only spaces) the status wins over the type', () => {
    expect(listCall({ keyword: '   ', status: 'PAUSED', type: 'USER_NEW_PRODUCT' }, 0, 10)).toEqual({
      path: '/admin/subscriptions/status/PAUSED',
      params: { page: 0, size: 10 },
    });
  });

  it('the type alone', () => {
    expect(listCall({ ...NO_FILTERS, type: 'ADMIN_NEW_COMMENT' }, 1, 10)).toEqual({
      path: '/admin/subscriptions/type/ADMIN_NEW_COMMENT',
      params: { page: 1, size: 10 },
    });
  });
});
