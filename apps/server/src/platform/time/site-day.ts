/**
 * Days as the site's readers live them: China has one time zone and no daylight saving, so a
 * site day is a UTC day shifted by eight hours. Counts "today", "this week" and per-day totals
 * all cut days here.
 */
const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The site day of an instant, as YYYY-MM-DD. */
export const siteDay = (at: Date = new Date()): string => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** Midnight of the instant's site day, as an ISO instant. */
export const startOfSiteDay = (at: Date = new Date()): string =>
  new Date(Date.parse(`${siteDay(at)}T00:00:00.000Z`) - OFFSET_MS).toISOString();

/** Monday 00:00 of the instant's site week, as an ISO instant. */
export const startOfSiteWeek = (at: Date = new Date()): string => {
  const midnight = Date.parse(startOfSiteDay(at));
  const weekday = (new Date(midnight + OFFSET_MS).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(midnight - weekday * DAY_MS).toISOString();
};

/** The last `n` site days, oldest first, ending with the instant's own day. */
export const lastSiteDays = (n: number, at: Date = new Date()): string[] =>
  Array.from({ length: n }, (_, i) => siteDay(new Date(at.getTime() - (n - 1 - i) * DAY_MS)));
