import { describe, expect, it } from 'vitest';
import { truncateUrl, URL_DISPLAY_MAX } from './truncate-url.ts';

describe('truncateUrl (spec 02 §9: the admin table shows 50 characters of an address)', () => {
  it('keeps an address of up to 50 characters as it is', () => {
    expect(URL_DISPLAY_MAX).toBe(50);
    const fifty = `https://example.com/${'a'.repeat(30)}`;
    expect(fifty).toHaveLength(50);
    expect(truncateUrl(fifty)).toBe(fifty);
    expect(truncateUrl('mailto:me@example.com')).toBe('mailto:me@example.com');
  });

  it('cuts a longer one to its first 50 characters and an ellipsis', () => {
    const long = `https://example.com/${'a'.repeat(30)}bcdef`;
    expect(truncateUrl(long)).toBe(`https://example.com/${'a'.repeat(30)}…`);
    expect([...truncateUrl(long)]).toHaveLength(51);
  });

  it('counts characters, not UTF-16 units (a Chinese path or an emoji is one each)', () => {
    const chinese = `https://例子.cn/${'博'.repeat(40)}`;
    expect(truncateUrl(chinese)).toBe(`https://例子.cn/${'博'.repeat(36)}…`);
    const emoji = `https://e.cn/${'😀'.repeat(40)}`;
    expect(truncateUrl(emoji)).toBe(`https://e.cn/${'😀'.repeat(37)}…`);
  });
});
