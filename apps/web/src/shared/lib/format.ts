import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';

dayjs.extend(relativeTime);
dayjs.extend(utc);
dayjs.locale('zh-cn');

/**
 * Dates are shown in China's time, on the server and in every browser alike: formatted in each
 * one's own zone, a page rendered by the server (UTC) read one day and hydrated in a browser in
 * China another between 0:00 and 8:00 Beijing time — a hydration error and a wrong date.
 */
/** China's time (Asia/Shanghai) is UTC+8 all year (no daylight saving since 1991). */
const SITE_UTC_OFFSET_MINUTES = 8 * 60;
// A fixed offset, not the timezone plugin: it asks Intl for the zone at every call, a good part of
// a server render's time where a page shows dozens of dates.
const inSiteZone = (date: string | Date) => dayjs.utc(date).utcOffset(SITE_UTC_OFFSET_MINUTES);

export const formatDate = (iso: string | null | undefined): string => (iso ? inSiteZone(iso).format('YYYY-MM-DD') : '');
export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? inSiteZone(iso).format('YYYY-MM-DD HH:mm') : '';
/** '3 分钟前'; a time slightly ahead of this clock counts as now, not '几秒后'. */
export const formatFromNow = (iso: string, now = new Date()): string => {
  const at = dayjs(iso);
  return (at.isAfter(now) ? dayjs(now) : at).from(now);
};
/** The current year in Beijing time (the footer's ©), the same on the server and in the browser. */
export const siteYear = (now = new Date()): number => inSiteZone(now).year();
export const daysSince = (iso: string, now = new Date()): number =>
  Math.max(0, inSiteZone(now).startOf('day').diff(inSiteZone(iso).startOf('day'), 'day'));

const oneDecimal = (n: number) => (Math.floor(n * 10) / 10).toFixed(1).replace(/\.0$/, '');

/** Spec 02 §9: 1000 or more as k, 10000 or more as 万, one decimal (1234 → '1.2k', 12345 → '1.2万'). */
export const formatCount = (n: number): string =>
  n >= 10_000 ? `${oneDecimal(n / 10_000)}万` : n >= 1000 ? `${oneDecimal(n / 1000)}k` : String(n);
