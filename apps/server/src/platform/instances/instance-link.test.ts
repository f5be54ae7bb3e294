import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { testRedisUrl } from '../../test/test-app.ts';
import { localInstanceLink, redisInstanceLink, type InstanceLink } from './instance-link.ts';

const quietLog = { warn: () => undefined } as unknown as FastifyBaseLogger;

/** Counts the changes a link hears; `reached(n)` resolves once it has heard n (a message takes a moment). */
function listen(link: InstanceLink): { times: () => number; reached: (n: number) => Promise<void> } {
  let times = 0;
  const waiting: Array<{ n: number; resolve: () => void }> = [];
  link.changes.onChange(() => {
    times += 1;
    for (const w of waiting.filter((w) => w.n === times)) w.resolve();
  });
  return {
    times: () => times,
    reached: (n) => (times >= n ? Promise.resolve() : new Promise((resolve) => waiting.push({ n, resolve }))),
  };
}

describe('one process (no REDIS_URL)', () => {
  it('tells a change to every listener of the process at once', () => {
    const link = localInstanceLink();
    const first = vi.fn();
    const second = vi.fn();
    link.changes.onChange(first);
    link.changes.onChange(second);
    link.changes.announce();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('lets a key search its budget a minute and tells how long to wait after', async () => {
    const searches = localInstanceLink().windowLimiter('search', 3);
    const waits = [];
    for (let i = 0; i < 5; i++) waits.push(await searches.hit('10.0.0.1'));
    expect(waits.slice(0, 3)).toEqual([null, null, null]);
    for (const wait of waits.slice(3)) expect(wait).toBeGreaterThan(59);
    expect(await searches.hit('10.0.0.2')).toBeNull();
  });
});

describe.each(testRedisUrl ? [testRedisUrl] : [])('instances linked through Redis (%s)', (url) => {
  const links: InstanceLink[] = [];
  const link = async () => {
    const made = await redisInstanceLink(url, quietLog);
    links.push(made);
    return made;
  };
  afterEach(async () => {
    await Promise.all(links.splice(0).map((l) => l.close()));
  });

  it('tells a change written on one instance to the others, and to itself once', async () => {
    const [a, b, c] = [await link(), await link(), await link()];
    const [onA, onB, onC] = [listen(a), listen(b), listen(c)];
    a.changes.announce();
    expect(onA.times()).toBe(1);
    await Promise.all([onB.reached(1), onC.reached(1)]);
    b.changes.announce();
    await Promise.all([onA.reached(2), onC.reached(2)]);
    c.changes.announce();
    await Promise.all([onA.reached(3), onB.reached(3)]);
    // Each one's own message came back through the channel too, before the later ones (the
    // channel keeps order), and was not heard a second time.
    expect([onA.times(), onB.times(), onC.times()]).toEqual([3, 3, 3]);
  });

  it('holds one search budget across instances: of 60 simultaneous searches by one IP, exactly 20 pass', async () => {
    const budgets = [(await link()).windowLimiter('search', 20), (await link()).windowLimiter('search', 20)];
    const ip = `10.9.${Date.now() % 250}.${Math.floor(Math.random() * 250)}`;
    const waits = await Promise.all(Array.from({ length: 60 }, (_, i) => budgets[i % 2]!.hit(ip)));
    expect(waits.filter((w) => w === null)).toHaveLength(20);
    for (const wait of waits.filter((w) => w !== null)) {
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
    }
    // Budgets of other names, and other addresses, are counted apart.
    expect(await (await link()).windowLimiter('other', 20).hit(ip)).toBeNull();
    expect(await budgets[0]!.hit(`${ip}-other`)).toBeNull();
  });

  it('forgets what it keeps when its connection comes back, since it cannot know what it missed', async () => {
    const a = await link();
    const onA = listen(a);
    // Every subscriber connection is closed by the server (this file's links are the only ones
    // while it runs); the client connects again by itself.
    const admin = new Redis(url);
    try {
      await admin.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
      await onA.reached(1);
    } finally {
      admin.disconnect();
    }
    expect(onA.times()).toBe(1);
  });

  it('stops the start with a clear message when Redis cannot be reached', async () => {
    await expect(redisInstanceLink('redis://127.0.0.1:1', quietLog)).rejects.toThrow(/^无法连接 Redis（REDIS_URL）：/);
  });
});
