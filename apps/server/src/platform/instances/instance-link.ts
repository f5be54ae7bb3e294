import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type * as Ioredis from 'ioredis';
import type { Redis } from 'ioredis';
import { loadedOnFirstUse } from '../lazy-package.ts';
import { MemoryWindowLimiter } from '../rate-limit/memory-window.ts';
import { RedisWindowLimiter } from '../rate-limit/redis-window.ts';
import type { WindowLimiter } from '../rate-limit/window-limiter.ts';
import { LocalSiteChanges, type SiteChanges } from './site-changes.ts';

/**
 * What the instances of one site share beyond the database and the file store: the word that
 * public content changed, and the per-minute budgets kept out of the database. Without REDIS_URL a
 * process shares with itself only (one server, or instances whose pages expire within their TTL).
 */
export interface InstanceLink {
  changes: SiteChanges;
  /** A per-minute budget named `name` (its keys are kept apart from every other budget's). */
  windowLimiter(name: string, perMinute: number): WindowLimiter;
  close(): Promise<void>;
}

export function localInstanceLink(): InstanceLink {
  return {
    changes: new LocalSiteChanges(),
    windowLimiter: (_name, perMinute) => new MemoryWindowLimiter(perMinute),
    close: async () => undefined,
  };
}

/** Keys and the channel of this site in a Redis database (one Redis database per site). */
const PREFIX = 'lightweight-site:';
const CHANGES_CHANNEL = `${PREFIX}site-changed`;

/**
 * Changes told through a Redis channel. Each message carries the sender's id so an instance does
 * not hear its own write twice. After a lost connection an instance cannot know what it missed,
 * so it forgets everything it keeps once it is back.
 */
class RedisSiteChanges extends LocalSiteChanges {
  private readonly id = randomBytes(8).toString('hex');

  constructor(
    private readonly publisher: Redis,
    subscriber: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    super();
    subscriber.on('message', (channel: string, sender: string) => {
      if (channel === CHANGES_CHANNEL && sender !== this.id) this.heard();
    });
    let connectedBefore = false;
    subscriber.on('ready', () => {
      if (connectedBefore) this.heard();
      connectedBefore = true;
    });
  }

  override announce(): void {
    super.announce();
    this.publisher.publish(CHANGES_CHANNEL, this.id).catch((err: unknown) => {
      this.log.warn({ err }, 'could not tell the other instances of a change (Redis)');
    });
  }
}

/** ioredis, loaded when REDIS_URL is set: a single instance never loads it. */
const loadIoredis = loadedOnFirstUse<typeof Ioredis>('ioredis');

/**
 * The link through Redis (REDIS_URL). The start waits until the channel is listened to, so no
 * change is missed from the first request on, and stops with a clear message when Redis cannot be
 * reached; later outages are logged and retried by the client.
 */
export async function redisInstanceLink(url: string, log: FastifyBaseLogger): Promise<InstanceLink> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5000 };
  const { Redis: Client } = loadIoredis();
  const publisher = new Client(url, options);
  const subscriber = new Client(url, options);
  let lastError = 0;
  const warn = (err: unknown) => {
    // A Redis that is down fails every call: one line a minute is enough.
    if (Date.now() - lastError < 60_000) return;
    lastError = Date.now();
    log.warn({ err }, 'Redis (REDIS_URL) is not reachable; retrying');
  };
  publisher.on('error', warn);
  subscriber.on('error', warn);
  const changes = new RedisSiteChanges(publisher, subscriber, log);
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(CHANGES_CHANNEL);
  } catch (err) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new Error(`无法连接 Redis（REDIS_URL）：${err instanceof Error ? err.message : String(err)}`, {
      cause: err,
    });
  }
  return {
    changes,
    windowLimiter: (name, perMinute) => new RedisWindowLimiter(publisher, `${PREFIX}${name}:`, perMinute, warn),
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
