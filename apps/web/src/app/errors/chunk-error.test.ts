import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-error.ts';

describe('isChunkLoadError', () => {
  it.each([
    [
      'Chromium',
      new TypeError('Failed to fetch dynamically imported module: https://site.test/assets/settings-page-3f2a.js'),
    ],
    ['Firefox', new TypeError('error loading dynamically imported module: https://site.test/assets/a.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/admin-layout-9c1d.css')],
    ['webpack-style name', Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' })],
  ])('recognises a %s chunk failure', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('recognises a chunk failure given as text', () => {
    expect(isChunkLoadError('Failed to fetch dynamically imported module: /assets/x.js')).toBe(true);
  });

  it.each([
    ['a render error', new TypeError("Cannot read properties of undefined (reading 'map')")],
    ['a plain fetch failure', new TypeError('Failed to fetch')],
    ['an API error', new Error('请求失败')],
    ['null', null],
    ['undefined', undefined],
    ['an object', { status: 500 }],
  ])('does not treat %s as a chunk failure', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

/** A Storage that lives only in the test. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

describe('reloadOnceForChunkError', () => {
  const T0 = new Date('2025-03-01T08:00:00.000Z').getTime();

  it('reloads on the first chunk failure', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(memoryStorage(), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again within 10 s, so a missing file cannot loop', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    const storage = memoryStorage();
    const reload = vi.fn();

    expect(reloadOnceForChunkError(storage, reload)).toBe(true);
    vi.setSystemTime(T0 + 1_000);
    expect(reloadOnceForChunkError(storage, reload)).toBe(false);
    vi.setSystemTime(T0 + 9_999);
    expect(reloadOnceForChunkError(storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once 10 s have passed (a later deployment)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    const storage = memoryStorage();
    const reload = vi.fn();

    reloadOnceForChunkError(storage, reload);
    vi.setSystemTime(T0 + 10_000);
    expect(reloadOnceForChunkError(storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    vi.setSystemTime(T0 + 12_000);
    expect(reloadOnceForChunkError(storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('remembers the reload in the storage it is given, which survives the reload', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    const storage = memoryStorage();
    reloadOnceForChunkError(storage, vi.fn());
    expect(storage.length).toBe(1);

    // A fresh page after the reload sees the same session storage.
    const afterReload = vi.fn();
    vi.setSystemTime(T0 + 2_000);
    expect(reloadOnceForChunkError(storage, afterReload)).toBe(false);
    expect(afterReload).not.toHaveBeenCalled();

    // Another tab (its own storage) is not held back.
    const otherTab = vi.fn();
    expect(reloadOnceForChunkError(memoryStorage(), otherTab)).toBe(true);
    expect(otherTab).toHaveBeenCalledTimes(1);
  });

  it('uses sessionStorage by default', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(undefined, reload)).toBe(true);
    expect(sessionStorage.length).toBe(1);
    expect(reloadOnceForChunkError(undefined, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
