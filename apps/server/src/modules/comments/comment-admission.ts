import { createHash } from 'node:crypto';
import type { CommentSettings } from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { ActiveCommentSettings } from './comment-settings.ts';
import { countLinks } from './comment-text.ts';
import type { CommentsRepository } from './comments.repository.ts';

const MINUTE = 60;
const DAY = 24 * 60 * 60;

export type InitialStatus = 'APPROVED' | 'PENDING' | 'SPAM';

/**
 * The spam defence of a new comment, whatever the client sends: limits per account and per
 * address, the same text twice, and the status a comment starts with. Every counter is one atomic
 * database upsert, so parallel posts cannot slip past a limit, and the counts hold across processes.
 */
export class CommentAdmission {
  constructor(private readonly deps: { limiter: RateLimiter; repo: CommentsRepository }) {}

  /** Refuses a post over a limit (429) or repeating the author's own text of the last 24 hours (409). */
  async admit(userId: number, ip: string, content: string, settings: CommentSettings): Promise<void> {
    const { limiter } = this.deps;
    const tooFast = '评论太频繁，请稍后再试';
    const dayIsOver = '今天的评论次数已达上限，请明天再来';
    const counters = [
      { key: `comment:user:${userId}:minute`, window: MINUTE, limit: settings.perMinute, message: tooFast },
      { key: `comment:ip:${ip}:minute`, window: MINUTE, limit: settings.perMinute, message: tooFast },
      { key: `comment:user:${userId}:day`, window: DAY, limit: settings.perDay, message: dayIsOver },
      { key: `comment:ip:${ip}:day`, window: DAY, limit: settings.perDay, message: dayIsOver },
    ];
    // One counter after the other, in this order, each hit only when the ones before let the post
    // through. Parallel posts then stop at the same counter, so exactly the limit gets in: hit all
    // at once, one post could be counted over the limit by one counter and another by the next,
    // and fewer than the limit would pass. And a post refused for the minute does not spend the
    // day's allowance, nor an account's flood the allowance of everyone behind its address.
    for (const counter of counters) {
      const hit = await limiter.hit(counter.key, counter.window);
      if (hit.count > counter.limit)
        throw AppError.rateLimited((hit.windowEndsAt.getTime() - Date.now()) / 1000, counter.message);
    }

    const same = await limiter.hit(`comment:same:${userId}:${fingerprint(content)}`, DAY);
    if (same.count > 1) throw AppError.conflict('COMMENT_DUPLICATE');
  }

  /**
   * Where a new comment starts: spam words file it as SPAM; review words, too many links, a known
   * spammer or the moderation mode hold it for review; otherwise it is public at once.
   */
  async initialStatus(userId: number, content: string, active: ActiveCommentSettings): Promise<InitialStatus> {
    const { settings } = active;
    if (active.spamWords.matches(content)) return 'SPAM';
    if (active.reviewWords.matches(content)) return 'PENDING';
    if (countLinks(content) > settings.maxLinks) return 'PENDING';
    if (settings.moderation === 'ALL') return 'PENDING';
    const { repo } = this.deps;
    const spam = await repo.countByUserAndStatus(userId, 'SPAM');
    if (spam >= settings.spammerThreshold) return 'PENDING';
    if (settings.moderation === 'FIRST' && (await repo.countByUserAndStatus(userId, 'APPROVED')) === 0)
      return 'PENDING';
    return 'APPROVED';
  }
}

/** The same words count as the same text, however spaced or cased. */
function fingerprint(content: string): string {
  return createHash('sha256').update(content.toLowerCase().split(/\s+/).join(' ')).digest('base64url');
}
