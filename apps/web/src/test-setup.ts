import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/** Width queries answered for the window's width (jsdom's 1024 px, a test may change it); others never match. */
function matchesWidth(query: string): boolean {
  const widths = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (widths.length === 0) return false;
  return widths.every(([, side, px]) =>
    side === 'min' ? window.innerWidth >= Number(px) : window.innerWidth <= Number(px),
  );
}

// antd's responsive helpers (Grid, Flex gap detection, Result) query media features; jsdom has none.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: matchesWidth(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});
