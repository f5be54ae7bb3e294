import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards (and
 * at once for a page rendered in the browser only). Output that depends on "now" — '3 分钟前' —
 * waits for true, or the hydrated text would differ from the server's and React would report it.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
