import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageResult } from '@app/contract';
import { usePagedList, type PageAsked } from './use-paged-list.ts';

/** A list of `total` numbered rows, read a page at a time; `asked` records every page asked for. */
function rows(total: () => number) {
  const asked: PageAsked[] = [];
  const query = (p: PageAsked) =>
    queryOptions({
      queryKey: ['rows', p],
      queryFn: async (): Promise<PageResult<number>> => {
        asked.push(p);
        const all = Array.from({ length: total() }, (_, i) => i + 1);
        return {
          content: all.slice(p.page * p.size, (p.page + 1) * p.size),
          totalElements: all.length,
          totalPages: Math.ceil(all.length / p.size),
          page: p.page,
          size: p.size,
        };
      },
    });
  return { asked, query };
}

let client: QueryClient;
function wrapper({ children }: { children: ReactNode }) {
  client ??= new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

describe('usePagedList', () => {
  it('asks the server for page 0 when the screen shows page 1, and says how many there are', async () => {
    const { asked, query } = rows(() => 25);
    const { result } = renderHook(() => usePagedList(query, { unit: '条' }), { wrapper });
    await waitFor(() => expect(result.current.data?.content).toHaveLength(10));
    expect(asked).toEqual([{ page: 0, size: 10 }]);
    expect(result.current.pagination).toMatchObject({ current: 1, pageSize: 10, total: 25, showSizeChanger: false });
    expect((result.current.pagination.showTotal as (n: number) => string)(25)).toBe('共 25 条');
  });

  it('a new size starts again at the first page; every change of page tells onPage', async () => {
    const { asked, query } = rows(() => 45);
    const onPage = vi.fn();
    const { result } = renderHook(() => usePagedList(query, { unit: '条', sizes: [10, 20], onPage }), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    act(() => result.current.pagination.onChange!(3, 10));
    await waitFor(() => expect(result.current.data?.content[0]).toBe(21));
    act(() => result.current.pagination.onChange!(3, 20));
    await waitFor(() => expect(result.current.page).toBe(1));
    expect(asked).toEqual([
      { page: 0, size: 10 },
      { page: 2, size: 10 },
      { page: 0, size: 20 },
    ]);
    expect(onPage).toHaveBeenCalledTimes(2);
  });

  it('steps back to the last page there is when the rows of the page shown went away', async () => {
    let total = 21;
    const { query } = rows(() => total);
    const { result } = renderHook(() => usePagedList(query, { unit: '条' }), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    act(() => result.current.pagination.onChange!(3, 10));
    await waitFor(() => expect(result.current.data?.content).toEqual([21]));
    // The one row of page 3 is deleted and the list read again.
    total = 20;
    await act(() => client.invalidateQueries({ queryKey: ['rows'] }));
    await waitFor(() => expect(result.current.page).toBe(2));
    await waitFor(() => expect(result.current.data?.content[0]).toBe(11));
  });

  it('says why the table is empty: loading, failed, nothing matching, nothing at all', async () => {
    const texts = { failed: '加载失败', loading: '正在加载…', noMatch: '没有符合条件的', none: '还没有' };
    const { query } = rows(() => 0);
    const { result } = renderHook(() => usePagedList(query, { unit: '条' }), { wrapper });
    expect(result.current.emptyText(texts)).toBe('正在加载…');
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.emptyText(texts)).toBe('还没有');
    expect(result.current.emptyText(texts, true)).toBe('没有符合条件的');

    const failing = (p: PageAsked) =>
      queryOptions({
        queryKey: ['failing', p],
        queryFn: async (): Promise<PageResult<number>> => {
          throw new Error('网络错误');
        },
      });
    const broken = renderHook(() => usePagedList(failing, { unit: '条' }), { wrapper });
    await waitFor(() => expect(broken.result.current.error).toBeTruthy());
    expect(broken.result.current.emptyText(texts, true)).toBe('加载失败');
  });
});
