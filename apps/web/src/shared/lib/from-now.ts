/**
 * '3 分钟前', as dayjs's relativeTime plugin words it in its zh-cn locale (its thresholds, its
 * rounding, its calendar months), without loading dayjs into every page: `from-now.test.ts`
 * compares the two over seconds to years. A time slightly ahead of this clock counts as now.
 */
export function formatFromNow(iso: string, now = new Date()): string {
  const at = Math.min(new Date(iso).getTime(), now.getTime());
  const seconds = (now.getTime() - at) / 1000;
  const round = Math.round;
  if (round(seconds) <= 44) return '几秒前';
  if (round(seconds) <= 89) return '1 分钟前';
  const minutes = round(seconds / 60);
  if (minutes <= 44) return `${minutes} 分钟前`;
  if (minutes <= 89) return '1 小时前';
  const hours = round(seconds / 3600);
  if (hours <= 21) return `${hours} 小时前`;
  if (hours <= 35) return '1 天前';
  const days = round(seconds / 86_400);
  if (days <= 25) return `${days} 天前`;
  if (days <= 45) return '1 个月前';
  const months = monthsBetween(now, new Date(at));
  if (round(months) <= 10) return `${round(months)} 个月前`;
  if (round(months) <= 17) return '1 年前';
  return `${round(months / 12)} 年前`;
}

/** `date` moved by `count` calendar months, its day of the month kept or, past the month's end, its last day. */
function addMonths(date: Date, count: number): Date {
  const moved = new Date(date);
  moved.setDate(1);
  moved.setMonth(moved.getMonth() + count);
  const lastDay = new Date(moved.getFullYear(), moved.getMonth() + 1, 0).getDate();
  moved.setDate(Math.min(date.getDate(), lastDay));
  return moved;
}

/** Calendar months from `earlier` to `later`, with the fraction of the month around it (dayjs's monthDiff, from moment.js). */
function monthsBetween(later: Date, earlier: Date): number {
  if (later.getDate() < earlier.getDate()) return -monthsBetween(earlier, later);
  const whole = (earlier.getFullYear() - later.getFullYear()) * 12 + (earlier.getMonth() - later.getMonth());
  const anchor = addMonths(later, whole).getTime();
  const before = earlier.getTime() < anchor;
  const nextAnchor = addMonths(later, whole + (before ? -1 : 1)).getTime();
  return -(whole + (earlier.getTime() - anchor) / Math.abs(nextAnchor - anchor)) || 0;
}
