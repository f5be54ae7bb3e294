import { vi } from 'vitest';

/** antd's TextArea, Table and Segmented measure themselves with ResizeObserver, which jsdom lacks. */
export function stubResizeObserver(): void {
  if ('ResizeObserver' in window) return;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
