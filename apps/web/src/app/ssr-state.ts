import { hashKey, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { scriptJson } from './serialize.ts';

/** What the server rendered a public page with: React Router's loader data and the query cache. */
export interface SsrState {
  router: HydrationState;
  queries: DehydratedState;
}

const ELEMENT_ID = 'ssr-state';

/**
 * A route's loader data that is a query's data (an article page's loader returns the article it put
 * in the query cache) travels once: in the query, with this reference in the loader's place.
 */
const QUERY_REFERENCE = '$query';
type QueryReference = { [QUERY_REFERENCE]: string };
const isQueryReference = (value: unknown): value is QueryReference =>
  typeof value === 'object' && value !== null && Object.keys(value).length === 1 && QUERY_REFERENCE in value;

type DehydratedQuery = DehydratedState['queries'][number];
/**
 * A query the server fetched without trouble travels as its key and its data: the dozen other
 * fields of its state are what every such query has, and the browser dates it anew anyway
 * (`queriesAsOf`). A page's state is mostly these; any other query travels whole.
 */
type CompactQuery = { key: QueryKey; data: unknown };
interface StateInPage {
  router: HydrationState;
  queries: (CompactQuery | DehydratedQuery)[];
  mutations: DehydratedState['mutations'];
}

const isPlainSuccess = ({ state }: DehydratedQuery) =>
  state.status === 'success' &&
  state.fetchStatus === 'idle' &&
  !state.isInvalidated &&
  state.error === null &&
  state.fetchFailureCount === 0 &&
  state.fetchMeta == null;

const plainSuccess = ({ key, data }: CompactQuery): DehydratedQuery => ({
  queryKey: key,
  queryHash: hashKey(key),
  dehydratedAt: 0,
  state: {
    data,
    dataUpdateCount: 1,
    dataUpdatedAt: 0,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: 'success',
    fetchStatus: 'idle',
  },
});

function inPage(state: SsrState): StateInPage {
  const hashOf = new Map<unknown, string>();
  for (const query of state.queries.queries)
    if (typeof query.state.data === 'object' && query.state.data !== null)
      hashOf.set(query.state.data, query.queryHash);
  const loaderData = Object.fromEntries(
    Object.entries(state.router.loaderData ?? {}).map(([id, data]) => {
      const hash = hashOf.get(data);
      return [id, hash === undefined ? data : ({ [QUERY_REFERENCE]: hash } satisfies QueryReference)];
    }),
  );
  return {
    router: { ...state.router, loaderData },
    queries: state.queries.queries.map((query) =>
      isPlainSuccess(query) ? { key: query.queryKey, data: query.state.data } : query,
    ),
    mutations: state.queries.mutations,
  };
}

function fromPage(state: StateInPage): SsrState {
  const queries = state.queries.map((query) => ('key' in query ? plainSuccess(query) : query));
  const dataOf = new Map(queries.map((query) => [query.queryHash, query.state.data]));
  const loaderData = Object.fromEntries(
    Object.entries(state.router.loaderData ?? {}).map(([id, data]) => [
      id,
      isQueryReference(data) ? dataOf.get(data[QUERY_REFERENCE]) : data,
    ]),
  );
  return { router: { ...state.router, loaderData }, queries: { queries, mutations: state.mutations } };
}

/**
 * The state as JSON in the head: a `type="application/json"` script is data, never run, so the
 * Content-Security-Policy needs no inline script for it.
 */
export const ssrStateElement = (state: SsrState): string =>
  `<script type="application/json" id="${ELEMENT_ID}">${scriptJson(inPage(state))}</script>`;

/** The state the server wrote into this page; null on a page rendered in the browser only. */
export function readSsrState(doc: Document = document): SsrState | null {
  const text = doc.getElementById(ELEMENT_ID)?.textContent;
  return text ? fromPage(JSON.parse(text) as StateInPage) : null;
}

/**
 * The server's queries, dated as of this page load. A public page may come from the page cache
 * (rendered up to a minute earlier), and the server's clock is not the browser's: hydrated with the
 * server's own times, data looks older than `staleTime` often enough, is refetched on mount, and
 * the first render, which must equal the server's HTML, already shows the refetch (the search
 * page's '（更新中…）') — React's hydration error #418. The page cache is emptied on every change,
 * so what the page holds is current when it arrives.
 */
export function queriesAsOf(state: DehydratedState, now: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'success' ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query,
    ),
  };
}
