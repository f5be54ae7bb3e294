import type { PageRequest, SubscriptionStatus, SubscriptionType } from '@app/contract';

/** What the administrator chose above the list; the screen keeps at most one set (choosing one clears the others). */
export interface SubscriptionFilters {
  keyword: string;
  status: SubscriptionStatus | null;
  type: SubscriptionType | null;
}

export const NO_FILTERS: SubscriptionFilters = { keyword: '', status: null, type: null };

/** One GET of the list: its path and query. */
export interface ListCall {
  path: string;
  params: PageRequest & { keyword?: string };
}

/**
 * Spec 02 §7: one filter applies at a time, in the order keyword, status, type; each has its own
 * call. `page` is the server's, zero-based.
 */
export function listCall(filters: SubscriptionFilters, page: number, size: number): ListCall {
  const paging = { page, size };
  const keyword = filters.keyword.trim();
  if (keyword) return { path: '/admin/subscriptions/search', params: { keyword, ...paging } };
  if (filters.status) return { path: `/admin/subscriptions/status/${filters.status}`, params: paging };
  if (filters.type) return { path: `/admin/subscriptions/type/${filters.type}`, params: paging };
  return { path: '/admin/subscriptions', params: paging };
}
