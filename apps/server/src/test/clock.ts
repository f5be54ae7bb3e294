import { vi } from 'vitest';

export const SECOND = 1000;
export const MINUTE = 60_000;

/**
 * Freezes Date only (at `at`, now by default), so database and network I/O keep their real
 * timers. A file that freezes the clock calls `vi.useRealTimers()` after each test.
 */
export function freezeDate(at = Date.now()): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

/** Moves the frozen clock forward. */
export const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
