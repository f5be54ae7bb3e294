import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { scriptJson } from './serialize.ts';

/** What the server rendered a public page with: React Router's loader data and the query cache. */
export interface SsrState {
  router: HydrationState;
  queries: DehydratedState;
}

const ELEMENT_ID = 'ssr-state';

/**
 * The state as JSON in the head: a `type="application/json"` script is data, never run, so the
 * Content-Security-Policy needs no inline script for it.
 */
export const ssrStateElement = (state: SsrState): string =>
  `<script type="application/json" id="${ELEMENT_ID}">${scriptJson(state)}</script>`;

/** The state the server wrote into this page; null on a page rendered in the browser only. */
export function readSsrState(doc: Document = document): SsrState | null {
  const text = doc.getElementById(ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as SsrState) : null;
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
