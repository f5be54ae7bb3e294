import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime } from './format.ts';

describe('formatCount (spec 02 §9: ≥1000 → k, ≥10000 → 万, one decimal)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1001, '1k'],
    [1234, '1.2k'],
    [1299, '1.2k'],
    [9999, '9.9k'],
    [10000, '1万'],
    [12345, '1.2万'],
    [99999, '9.9万'],
    [100000, '10万'],
    [1234567, '123.4万'],
  ])('%i → %s', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });
});

describe('formatDate / formatDateTime (YYYY-MM-DD, local time)', () => {
  it('formats a date as YYYY-MM-DD with zero-padded month and day', () => {
    // A local time (no zone), so the day does not depend on where the tests run.
    expect(formatDate('2024-03-05T10:20:30')).toBe('2024-03-05');
    expect(formatDate('2023-12-31T23:59:59')).toBe('2023-12-31');
    expect(formatDate(new Date(2024, 0, 9, 8, 0).toISOString())).toBe('2024-01-09');
  });

  it('adds the 24-hour time for formatDateTime', () => {
    expect(formatDateTime('2024-03-05T09:07:30')).toBe('2024-03-05 09:07');
    expect(formatDateTime('2024-03-05T21:07:30')).toBe('2024-03-05 21:07');
  });

  it('formats nothing for a missing date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});
