import type { RateLimitSettings } from '../../config.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Hit, RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';

/** The window in which the failures of an account, and of one source on it, add up. */
const FAILURE_WINDOW_SECONDS = 15 * 60;
const BACKOFF_BASE_SECONDS = 30;
const BACKOFF_MAX_SECONDS = 15 * 60;
/**
 * While an account is over its free failures, each of its two lanes (sources new to it, sources
 * that have failed on it) admits one attempt per this many seconds: the owner's wait at most.
 */
const LOCKED_ACCOUNT_PACE_SECONDS = 60;

const TOO_MANY_FROM_SOURCE = '登录失败次数过多，请稍后再试';
const tooManyOnAccount = (seconds: number) => `该账号登录失败次数过多，请 ${seconds} 秒后再试`;

/** How long a source waits after its `n`th attempt on an account in the window: nothing in the free ones. */
function backoffAfter(n: number, free: number): number {
  return n < free ? 0 : Math.min(BACKOFF_BASE_SECONDS * 2 ** (n - free), BACKOFF_MAX_SECONDS);
}

function refusal(until: Date, now: Date, message: (seconds: number) => string): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return AppError.rateLimited(seconds, message(seconds));
}

/** What an attempt has taken so far, to give back when it is not charged after all. */
class Taken {
  private readonly undo: (() => Promise<void>)[] = [];

  constructor(private readonly limiter: RateLimiter) {}

  /** A place in a budget: given back by one. */
  place(key: string, hit: Hit): void {
    this.undo.push(() => this.limiter.refund(key, hit));
  }

  /** A slot this attempt opened (count 1): freed whole. */
  slot(key: string): void {
    this.undo.push(() => this.limiter.reset(key));
  }

  async giveBack(): Promise<void> {
    for (const undo of [...this.undo].reverse()) await undo();
  }
}

/** An admitted attempt; the caller reports how the password check went. */
export interface LoginAttempt {
  /** The right password: the source's budget is not charged, the account's failures are forgotten. */
  succeeded(): Promise<void>;
  /** The check never gave an answer (an error): nothing is charged. */
  cancel(): Promise<void>;
}

/**
 * Who may try a password now. Every limit is reserved before the slow password check, one atomic
 * counter at a time in the database (so simultaneous requests, in any number of processes, cannot
 * all slip under it), and given back when the attempt is refused by a later limit or succeeds:
 *
 * 1. the source's budget: failures per IP per minute, whatever the accounts;
 * 2. the source's backoff on this account (per login name and IP): after the free failures, each
 *    further attempt doubles the wait before the next one, 30 s up to 15 minutes;
 * 3. the account's soft lock (per login name, known or not, so it reveals nothing): once it is over
 *    its free failures in the window, it admits one attempt per minute from sources that have not
 *    failed on it and one from sources that have, so a guesser with many addresses is slowed down
 *    to a crawl while the owner, trying from an address of their own, waits a minute at most
 *    (unless the guesser brings a new address every minute to take the first lane's attempt).
 *
 * A wrong password keeps everything the attempt took: it counts as a failure everywhere.
 */
export class LoginLimits {
  constructor(private readonly deps: { limiter: RateLimiter; limits: RateLimitSettings }) {}

  /** Admits an attempt or throws 429 having charged nothing. */
  async admit(login: string, ip: string, now = new Date()): Promise<LoginAttempt> {
    const name = login.trim().toLowerCase();
    // An IP holds no '|', so the first one separates it from the login name.
    const source = `${ip}|${name}`;
    const keys = {
      ip: `login-ip:${ip}`,
      source: `login-source:${source}`,
      sourceWait: `login-source-wait:${source}`,
      account: `login-account:${name}`,
    };
    const { limiter } = this.deps;
    const taken = new Taken(limiter);
    let held: Hit;
    try {
      held = await this.admitFromSource(keys.ip, taken, now);
      const n = await this.admitOnAccountFromSource(keys.source, keys.sourceWait, taken, now);
      await this.admitOnAccount(keys.account, name, n === 1, taken, now);
    } catch (error) {
      await taken.giveBack();
      throw error;
    }
    return {
      succeeded: async () => {
        await limiter.refund(keys.ip, held);
        for (const key of [keys.source, keys.sourceWait, keys.account]) await limiter.reset(key);
      },
      cancel: () => taken.giveBack(),
    };
  }

  private async admitFromSource(key: string, taken: Taken, now: Date): Promise<Hit> {
    const hit = await this.deps.limiter.hit(key, 60, now);
    taken.place(key, hit);
    if (hit.count > this.deps.limits.loginIpFailuresPerMinute) {
      throw refusal(hit.windowEndsAt, now, () => TOO_MANY_FROM_SOURCE);
    }
    return hit;
  }

  /** The source's place among its attempts on the account in the window (1 = its first). */
  private async admitOnAccountFromSource(key: string, waitKey: string, taken: Taken, now: Date): Promise<number> {
    const { limiter, limits } = this.deps;
    const free = limits.loginAccountFreeFailures;
    const hit = await limiter.hit(key, FAILURE_WINDOW_SECONDS, now);
    taken.place(key, hit);
    const wait = backoffAfter(hit.count, free);
    if (wait > 0) {
      // The wait starts with this attempt, held in a slot the next one must find free: of several
      // simultaneous attempts past the free ones only the one that opens the slot gets through.
      const slot = await limiter.hit(waitKey, wait, now);
      if (slot.count === 1) taken.slot(waitKey);
      else if (hit.count > free) throw refusal(slot.windowEndsAt, now, tooManyOnAccount);
    }
    return hit.count;
  }

  private async admitOnAccount(key: string, name: string, newSource: boolean, taken: Taken, now: Date): Promise<void> {
    const { limiter, limits } = this.deps;
    const hit = await limiter.hit(key, FAILURE_WINDOW_SECONDS, now);
    taken.place(key, hit);
    if (hit.count <= limits.loginAccountFreeFailures) return;
    // Two lanes, so the sources that keep failing cannot crowd out one trying for the first time.
    const laneKey = `login-account-pace:${newSource ? 'new' : 'retry'}:${name}`;
    const slot = await limiter.hit(laneKey, LOCKED_ACCOUNT_PACE_SECONDS, now);
    if (slot.count !== 1) throw refusal(slot.windowEndsAt, now, tooManyOnAccount);
    taken.slot(laneKey);
  }
}
