import { describe, expect, it } from 'vitest';
import { daysSince, formatCount, formatDate, formatDateTime, siteYear } from './format.ts';

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

describe('formatDate / formatDateTime (YYYY-MM-DD, Beijing time on the server and in every browser)', () => {
  it('formats a date as YYYY-MM-DD with zero-padded month and day, in Beijing time', () => {
    expect(formatDate('2024-03-05T02:20:30Z')).toBe('2024-03-05');
    expect(formatDate('2024-01-08T23:00:00Z')).toBe('2024-01-09');
  });

  it('turns the day at midnight in Beijing, not at midnight UTC (the server and a browser in China agree)', () => {
    expect(formatDate('2023-12-31T15:59:59Z')).toBe('2023-12-31');
    expect(formatDate('2023-12-31T16:00:00Z')).toBe('2024-01-01');
    expect(daysSince('2024-01-01T15:00:00Z', new Date('2024-01-01T16:30:00Z'))).toBe(1);
    expect(siteYear(new Date('2024-12-31T16:00:00Z'))).toBe(2025);
  });

  it('adds the 24-hour time for formatDateTime', () => {
    expect(formatDateTime('2024-03-05T01:07:30Z')).toBe('2024-03-05 09:07');
    expect(formatDateTime('2024-03-05T13:07:30Z')).toBe('2024-03-05 21:07');
  });

  it('formats nothing for a missing date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});
