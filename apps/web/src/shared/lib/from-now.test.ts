import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import relativeTime from 'dayjs/plugin/relativeTime';
import { describe, expect, it } from 'vitest';
import { formatFromNow } from './from-now.ts';

dayjs.extend(relativeTime);

/** What the site showed with dayjs: the zh-cn locale's relative time, a future time counting as now. */
const dayjsFromNow = (iso: string, now: Date) => {
  const at = dayjs(iso);
  return (at.isAfter(now) ? dayjs(now) : at).locale('zh-cn').from(now);
};

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("formatFromNow (the comments' 3 分钟前)", () => {
  it('words a time as dayjs did, from seconds to years, around month ends and leap days', () => {
    const nows = ['2024-03-31T10:00:00Z', '2024-02-29T23:30:00Z', '2025-01-31T00:15:00Z', '2026-11-29T08:00:00Z'];
    const ages = [
      ...Array.from({ length: 200 }, (_, i) => i * SECOND),
      ...Array.from({ length: 200 }, (_, i) => i * 30 * SECOND),
      ...Array.from({ length: 100 }, (_, i) => i * 30 * MINUTE),
      ...Array.from({ length: 900 }, (_, i) => i * DAY + (i % 24) * HOUR),
      -5 * MINUTE, // a clock a little behind the server's
    ];
    const differences = nows.flatMap((nowIso) => {
      const now = new Date(nowIso);
      return ages
        .map((age) => new Date(now.getTime() - age).toISOString())
        .filter((iso) => formatFromNow(iso, now) !== dayjsFromNow(iso, now))
        .map((iso) => `${iso} at ${nowIso}: ${formatFromNow(iso, now)} / ${dayjsFromNow(iso, now)}`);
    });
    expect(differences).toEqual([]);
  });

  it("says how long ago in the site's words", () => {
    const now = new Date('2026-11-29T08:00:00Z');
    expect(formatFromNow('2026-11-29T07:59:50Z', now)).toBe('几秒前');
    expect(formatFromNow('2026-11-29T07:57:00Z', now)).toBe('3 分钟前');
    expect(formatFromNow('2026-11-29T05:00:00Z', now)).toBe('3 小时前');
    expect(formatFromNow('2026-11-20T08:00:00Z', now)).toBe('9 天前');
    expect(formatFromNow('2026-08-29T08:00:00Z', now)).toBe('3 个月前');
    expect(formatFromNow('2023-11-29T08:00:00Z', now)).toBe('3 年前');
    expect(formatFromNow('2026-11-29T08:01:00Z', now)).toBe('几秒前');
  });
});
