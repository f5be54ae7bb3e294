import { describe, expect, it, vi } from 'vitest';
import { remembered } from './remembered.ts';

describe('remembered', () => {
  it('works an answer out once for the same arguments, apart for different ones', () => {
    const compute = vi.fn((a: string, b: number) => `${a}:${b * 2}`);
    const kept = remembered(compute);
    expect(kept('x', 1)).toBe('x:2');
    expect(kept('x', 1)).toBe('x:2');
    expect(kept('x', 2)).toBe('x:4');
    // Arguments are told apart, not run together ('a', ',b' is not 'a,', 'b').
    const joined = remembered((a: string, b: string) => [a, b]);
    expect(joined('a', ',b')).toEqual(['a', ',b']);
    expect(joined('a,', 'b')).toEqual(['a,', 'b']);
    const kind = remembered((v: number | string) => typeof v);
    expect([kind(1), kind('1')]).toEqual(['number', 'string']);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('drops what it holds once it holds `max` answers, so odd inputs cannot grow it', () => {
    const compute = vi.fn((n: number) => n + 1);
    const kept = remembered(compute, 2);
    kept(1);
    kept(2);
    kept(3); // full: forgets 1 and 2
    kept(3);
    kept(1);
    expect(compute.mock.calls.map(([n]) => n)).toEqual([1, 2, 3, 1]);
  });
});
