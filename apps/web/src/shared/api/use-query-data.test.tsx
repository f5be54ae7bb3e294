import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQueryData } from './use-query-data.ts';

const siteInfo = queryOptions({ queryKey: ['site', 'info'] as const, queryFn: async () => ({ siteName: '新名字' }) });

function SiteName() {
  return <p>{useQueryData(siteInfo)?.siteName ?? '（无）'}</p>;
}

const withCache = (queryClient: QueryClient) => (
  <QueryClientProvider client={queryClient}>
    <SiteName />
  </QueryClientProvider>
);

describe('useQueryData', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('on the server, reads what the loaders put in the cache, and only reads it', () => {
    vi.stubEnv('SSR', true);
    const queryClient = new QueryClient();
    queryClient.setQueryData(siteInfo.queryKey, { siteName: '轻量博客' });
    expect(renderToString(withCache(queryClient))).toBe('<p>轻量博客</p>');
    // Nothing in the cache: nothing drawn, and no query made for it (useQuery would add one).
    const empty = new QueryClient();
    expect(renderToString(withCache(empty))).toBe('<p>（无）</p>');
    expect(empty.getQueryCache().getAll()).toEqual([]);
  });

  it('in the browser, is the query: it shows a new answer in the cache', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData(siteInfo.queryKey, { siteName: '轻量博客' });
    render(withCache(queryClient));
    expect(screen.getByText('轻量博客')).toBeInTheDocument();
    act(() => queryClient.setQueryData(siteInfo.queryKey, { siteName: '改过的名字' }));
    expect(await screen.findByText('改过的名字')).toBeInTheDocument();
  });
});
