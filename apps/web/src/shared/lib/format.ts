/**
 * Dates are shown in China's time, on the server and in every browser alike: formatted in each
 * one's own zone, a page rendered by the server (UTC) read one day and hydrated in a browser in
 * China another between 0:00 and 8:00 Beijing time — a hydration error and a wrong date.
 */
/** China's time (Asia/Shanghai) is UTC+8 all year (no daylight saving since 1991). */
const SITE_UTC_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;
// A fixed offset, not Intl with the zone's name: asked at every call, that was a good part of a
// server render's time where a page shows dozens of dates.
/** The moment as a Date whose UTC fields read Beijing's clock. */
const inSiteZone = (date: string | Date) => new Date(new Date(date).getTime() + SITE_UTC_OFFSET_MS);
const twoDigits = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getUTCFullYear()}-${twoDigits(d.getUTCMonth() + 1)}-${twoDigits(d.getUTCDate())}`;

export const formatDate = (iso: string | null | undefined): string => (iso ? dayOf(inSiteZone(iso)) : '');
export const formatDateTime = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const at = inSiteZone(iso);
  return `${dayOf(at)} ${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())}`;
};
export { formatFromNow } from './from-now.ts';
/** The current year in Beijing time (the footer's ©), the same on the server and in the browser. */
export const siteYear = (now = new Date()): number => inSiteZone(now).getUTCFullYear();
/** Beijing's days since the epoch: days between two dates counted at midnight in Beijing. */
const siteDay = (date: string | Date) => Math.floor(inSiteZone(date).getTime() / DAY_MS);
export const daysSince = (iso: string, now = new Date()): number => Math.max(0, siteDay(now) - siteDay(iso));

const oneDecimal = (n: number) => (Math.floor(n * 10) / 10).toFixed(1).replace(/\.0$/, '');

/** Spec 02 §9: 1000 or more as k, 10000 or more as 万, one decimal (1234 → '1.2k', 12345 → '1.2万'). */
export const formatCount = (n: number): string =>
  n >= 10_000 ? `${oneDecimal(n / 10_000)}万` : n >= 1000 ? `${oneDecimal(n / 1000)}k` : String(n);
