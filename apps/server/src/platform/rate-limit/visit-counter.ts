import { createHash } from 'node:crypto';
import type { RateLimiter } from './rate-limiter.ts';

const VISIT_WINDOW_SECONDS = 30 * 60;
const BOTS =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|headless|preview|monitor|curl|wget|python-requests/i;

export interface Visitor {
  ip: string;
  userAgent: string | undefined;
}

/**
 * Whether a visit should count (a view, a click): once per visitor (IP + browser) and item in 30
 * minutes, and never for a known bot or a request without a browser.
 */
export async function countsAsVisit(limiter: RateLimiter, scope: string, visitor: Visitor): Promise<boolean> {
  if (!visitor.userAgent || BOTS.test(visitor.userAgent)) return false;
  const who = createHash('sha256').update(`${visitor.ip}|${visitor.userAgent}`).digest('hex').slice(0, 32);
  const hit = await limiter.hit(`${scope}:${who}`, VISIT_WINDOW_SECONDS);
  return hit.count === 1;
}
