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
