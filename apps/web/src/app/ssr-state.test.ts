import { afterEach, describe, expect, it, vi } from 'vitest';
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client.ts';
import { queriesAsOf, readSsrState, ssrStateElement, type SsrState } from './ssr-state.ts';

describe('the server-rendered state in the page', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('travels as JSON that is never run, and comes back whole, a closing script tag in a title included', () => {
    const state: SsrState = {
      router: { loaderData: { home: { title: '</script><script>alert(1)</script>' } }, actionData: null, errors: null },
      queries: { mutations: [], queries: [] },
    };
    const element = ssrStateElement(state);
    expect(element).toMatch(/^<script type="application\/json" id="ssr-state">/);
    expect(element).not.toContain('</script><script>');
    document.head.innerHTML = element;
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(readSsrState()).toEqual(state);
  });

  it("carries a loader's data that is a query's data once, and gives it back to both", async () => {
    const server = createQueryClient();
    const article = { id: 7, title: '手冲咖啡', contentHtml: '<p>水温 92 度</p>'.repeat(50) };
    await server.prefetchQuery({ queryKey: ['article', 'pour-over'], queryFn: () => article });
    const state: SsrState = {
      router: {
        loaderData: { main: null, 'articles/:slug': server.getQueryData(['article', 'pour-over']), other: { n: 1 } },
        actionData: null,
        errors: null,
      },
      queries: dehydrate(server),
    };
    const element = ssrStateElement(state);
    expect(element.split('水温 92 度')).toHaveLength(51); // 50 times: once, not twice
    document.head.innerHTML = element;
    const read = readSsrState()!;
    expect(read.router.loaderData).toEqual({ main: null, 'articles/:slug': article, other: { n: 1 } });
    expect(read.queries.queries[0]!.state.data).toEqual(article);
  });

  it('carries a query fetched without trouble as its key and data, and one that failed whole', async () => {
    const server = createQueryClient();
    await server.prefetchQuery({ queryKey: ['tags', 'featured'], queryFn: () => [{ id: 1, name: '咖啡' }] });
    await server.prefetchQuery({
      queryKey: ['site', 'info'],
      queryFn: () => Promise.reject(new Error('站点信息暂不可用')),
      retry: false,
    });
    const queries = dehydrate(server, { shouldDehydrateQuery: () => true });
    const element = ssrStateElement({ router: { loaderData: {}, actionData: null, errors: null }, queries });
    expect(element.match(/dataUpdateCount/g)).toHaveLength(1); // the failed one's
    document.head.innerHTML = element;

    const browser = createQueryClient();
    hydrate(browser, queriesAsOf(readSsrState()!.queries, Date.now()));
    const tags = browser.getQueryCache().find({ queryKey: ['tags', 'featured'] })!;
    expect(tags.state).toMatchObject({ status: 'success', fetchStatus: 'idle', data: [{ id: 1, name: '咖啡' }] });
    expect(tags.isStaleByTime(60_000)).toBe(false);
    expect(browser.getQueryCache().find({ queryKey: ['site', 'info'] })!.state).toMatchObject({
      status: 'error',
      data: undefined,
    });
  });

  it('is null on a page rendered in the browser only', () => {
    expect(readSsrState()).toBeNull();
  });
});

describe('the server-rendered queries in the browser', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are fresh when the page arrives, however long ago the server (or its page cache) fetched them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ['search', '耳机'], queryFn: () => ({ hits: 1 }) });
    const rendered = dehydrate(server);
    // A page cached a while ago, or a browser whose clock is ahead of the server's.
    vi.setSystemTime(Date.now() + 5 * 60_000);

    const asServed = createQueryClient();
    hydrate(asServed, rendered);
    // With the server's times the browser would refetch on mount, and render that during hydration.
    expect(
      asServed
        .getQueryCache()
        .find({ queryKey: ['search', '耳机'] })!
        .isStaleByTime(60_000),
    ).toBe(true);

    const browser = createQueryClient();
    hydrate(browser, queriesAsOf(rendered, Date.now()));
    const query = browser.getQueryCache().find({ queryKey: ['search', '耳机'] })!;
    expect(query.state.data).toEqual({ hits: 1 });
    expect(query.isStaleByTime(60_000)).toBe(false);
  });
});
