import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { advance, freezeDate, MINUTE, SECOND } from '../../test/clock.ts';
import { testDialects, type TestDialect } from '../../test/test-app.ts';
import { createDatabase, type DatabaseHandle, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrations/index.ts';
import { createScratchSchema } from '../db/scratch-schema.ts';
import { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { JobQueue, retryDelaySeconds, RetryLater, type JobContext } from './job-queue.ts';

const DAY = 24 * 60 * MINUTE;

const quiet = (): FastifyBaseLogger => {
  const noop = () => undefined;
  const log = {
    info: noop,
    warn: noop,
    error: noop,
    debug: noop,
    trace: noop,
    fatal: noop,
    silent: noop,
    level: 'silent',
  };
  return { ...log, child: () => quiet() } as unknown as FastifyBaseLogger;
};

/** A migrated database of its own; on PostgreSQL `another()` opens a second pool on it, as a second process would. */
async function openDatabase(dialect: TestDialect) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-jobs-'));
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  if (dialect === 'postgres')
    ({ url: databaseUrl, drop } = await createScratchSchema(process.env.TEST_DATABASE_URL!, 'jobs'));
  const handles: DatabaseHandle[] = [];
  const connect = () => {
    const handle = createDatabase({ databaseUrl, dataDir });
    handles.push(handle);
    return handle;
  };
  const main = connect();
  await migrateToLatest(main);
  return {
    main,
    another: () => (dialect === 'postgres' ? connect() : main),
    async close() {
      for (const handle of handles) await handle.destroy();
      await drop?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let kindSeq = 0;
/** A job kind no other test of the file uses (the database is shared by the tests of one dialect). */
const newKind = () => `test.kind-${++kindSeq}`;

/** Resolves when `resolve` is called: a handler that has to wait for the test, without timers. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe.each(testDialects)('the job queue (%s)', (dialect) => {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  let db: Db;
  beforeAll(async () => {
    database = await openDatabase(dialect);
    db = database.main.db;
  });
  afterAll(() => database?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const queueOn = (handle: DatabaseHandle = database.main) =>
    new JobQueue({ db: handle.db, dialect: handle.dialect, limiter: new RateLimiter(handle.db), log: quiet() });
  const rowsOf = (kind: string) => db.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('id').execute();

  it('runs a job queued in a transaction that committed, once; never one whose transaction rolled back', async () => {
    const queue = queueOn();
    const kind = newKind();
    const seen: unknown[] = [];
    queue.handle<{ n: number }>(kind, async (payload) => {
      seen.push(payload);
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await queue.enqueue(trx, kind, { n: 1 });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await db.transaction().execute((trx) => queue.enqueueMany(trx, kind, [{ n: 2 }, { n: 3 }]));

    expect(await queue.drain()).toBe(2);
    expect(seen).toEqual([{ n: 2 }, { n: 3 }]);
    expect(await queue.drain()).toBe(0);
    expect((await rowsOf(kind)).map((r) => [r.status, r.attempts])).toEqual([
      ['DONE', 1],
      ['DONE', 1],
    ]);
  });

  it('runs a job due later at its time, not before', async () => {
    freezeDate();
    const queue = queueOn();
    const kind = newKind();
    const seen: string[] = [];
    queue.handle<string>(kind, async (payload) => {
      seen.push(payload);
    });
    await queue.enqueue(db, kind, 'later', new Date(Date.now() + 10 * MINUTE));
    await queue.enqueue(db, kind, 'now');
    await queue.drain();
    expect(seen).toEqual(['now']);
    advance(10 * MINUTE - SECOND);
    await queue.drain();
    expect(seen).toEqual(['now']);
    advance(SECOND);
    await queue.drain();
    expect(seen).toEqual(['now', 'later']);
  });

  it('leaves a kind it has no handler for to a process that has one', async () => {
    const kind = newKind();
    const without = queueOn();
    without.handle(newKind(), async () => undefined);
    await without.enqueue(db, kind, 'x');
    expect(await without.drain()).toBe(0);
    const withHandler = queueOn();
    const seen: unknown[] = [];
    withHandler.handle(kind, async (p) => {
      seen.push(p);
    });
    expect(await withHandler.drain()).toBe(1);
    expect(seen).toEqual(['x']);
  });

  it('retries a failing job after 30 s, 1, 2 and 4 minutes, then marks it FAILED and says so once', async () => {
    freezeDate();
    const queue = queueOn();
    const kind = newKind();
    const tries: JobContext[] = [];
    const failed: [unknown, unknown][] = [];
    queue.handle<{ id: number }>(
      kind,
      async (_payload, context) => {
        tries.push(context);
        throw new Error(`try ${context.attempt} failed`);
      },
      { onFailed: async (payload, error) => void failed.push([payload, (error as Error).message]) },
    );
    await queue.enqueue(db, kind, { id: 7 });
    await queue.drain();
    expect(tries).toHaveLength(1);
    expect((await rowsOf(kind))[0]).toMatchObject({ status: 'QUEUED', attempts: 1, last_error: 'try 1 failed' });

    for (const delay of [30 * SECOND, MINUTE, 2 * MINUTE, 4 * MINUTE]) {
      const before = tries.length;
      advance(delay - SECOND);
      await queue.drain();
      expect(tries).toHaveLength(before);
      advance(SECOND);
      await queue.drain();
      expect(tries).toHaveLength(before + 1);
    }
    expect(tries.map((c) => [c.attempt, c.final])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, false],
      [5, true],
    ]);
    expect(failed).toEqual([[{ id: 7 }, 'try 5 failed']]);
    expect((await rowsOf(kind))[0]).toMatchObject({ status: 'FAILED', attempts: 5, last_error: 'try 5 failed' });

    advance(DAY);
    expect(await queue.drain()).toBe(0);
    expect(tries).toHaveLength(5);
  });

  it('takes the number of tries a kind sets', async () => {
    freezeDate();
    const queue = queueOn();
    const kind = newKind();
    let tries = 0;
    queue.handle(
      kind,
      async () => {
        tries += 1;
        throw new Error('no');
      },
      { maxAttempts: 2 },
    );
    await queue.enqueue(db, kind, {});
    await queue.drain();
    advance(30 * SECOND);
    await queue.drain();
    expect(tries).toBe(2);
    expect((await rowsOf(kind))[0]).toMatchObject({ status: 'FAILED', attempts: 2, max_attempts: 2 });
  });

  it('lets a handler put its job off until a time without counting the try', async () => {
    freezeDate();
    const queue = queueOn();
    const kind = newKind();
    const tries: number[] = [];
    let deferOnce = true;
    queue.handle(kind, async (_payload, context) => {
      tries.push(context.attempt);
      if (deferOnce) {
        deferOnce = false;
        throw new RetryLater(new Date(Date.now() + 5 * MINUTE));
      }
    });
    await queue.enqueue(db, kind, {});
    expect(await queue.drain()).toBe(0);
    expect((await rowsOf(kind))[0]).toMatchObject({ status: 'QUEUED', attempts: 0 });
    advance(5 * MINUTE - SECOND);
    await queue.drain();
    expect(tries).toEqual([1]);
    advance(SECOND);
    expect(await queue.drain()).toBe(1);
    expect(tries).toEqual([1, 1]);
    expect((await rowsOf(kind))[0]).toMatchObject({ status: 'DONE', attempts: 1 });
  });

  it('keeps a kind to its pace across every worker of the database, waiting without using up tries', async () => {
    freezeDate();
    const kind = newKind();
    const seen: number[] = [];
    const one = queueOn();
    const two = queueOn(database.another());
    for (const queue of [one, two])
      queue.handle<number>(
        kind,
        async (n) => {
          seen.push(n);
        },
        { perMinute: 2 },
      );
    await one.enqueueMany(db, kind, [1, 2, 3, 4, 5]);

    expect(await one.drain()).toBe(2);
    expect(await two.drain()).toBe(0);
    advance(MINUTE - SECOND);
    expect(await two.drain()).toBe(0);
    advance(SECOND);
    expect(await two.drain()).toBe(2);
    advance(MINUTE);
    expect(await one.drain()).toBe(1);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5]);
    expect((await rowsOf(kind)).map((r) => [r.status, r.attempts])).toEqual(Array(5).fill(['DONE', 1]));
  });

  it('gives the job of a worker that died mid-job to another once the lease has run out', async () => {
    freezeDate();
    const kind = newKind();
    const dead = queueOn();
    const started = deferred();
    const never = deferred();
    dead.handle(kind, async () => {
      started.resolve();
      await never.promise;
    });
    const alive = queueOn(database.another());
    const runs: number[] = [];
    alive.handle(kind, async (_payload, context) => {
      runs.push(context.attempt);
    });
    await dead.enqueue(db, kind, {});
    const deadPass = dead.drain();
    await started.promise;

    expect(await alive.drain()).toBe(0);
    advance(2 * MINUTE - SECOND);
    expect(await alive.drain()).toBe(0);
    advance(SECOND);
    expect(await alive.drain()).toBe(1);
    expect(runs).toEqual([2]);

    // The first worker coming back late changes nothing.
    never.resolve();
    await deadPass;
    expect((await rowsOf(kind))[0]).toMatchObject({ status: 'DONE', attempts: 2, locked_by: null });
  });

  it('runs each job once when two workers drain at the same time', async () => {
    const kind = newKind();
    const runs = new Map<number, number>();
    const queues = [queueOn(), queueOn(database.another())];
    for (const queue of queues)
      queue.handle<number>(kind, async (n) => {
        await new Promise((resolve) => setImmediate(resolve));
        runs.set(n, (runs.get(n) ?? 0) + 1);
      });
    const jobs = Array.from({ length: 200 }, (_, i) => i);
    await queues[0]!.enqueueMany(db, kind, jobs);
    const ran = await Promise.all(queues.map((q) => q.drain()));
    expect(ran[0]! + ran[1]!).toBe(200);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(jobs);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  });

  it('forgets finished jobs after a week and failed ones after a month', async () => {
    freezeDate();
    const queue = queueOn();
    const done = newKind();
    const failing = newKind();
    queue.handle(done, async () => undefined);
    queue.handle(
      failing,
      async () => {
        throw new Error('no');
      },
      { maxAttempts: 1 },
    );
    await queue.enqueue(db, done, {});
    await queue.enqueue(db, failing, {});
    await queue.drain();
    const kept = async () => [(await rowsOf(done)).length, (await rowsOf(failing)).length];

    advance(7 * DAY);
    await queue.prune();
    expect(await kept()).toEqual([1, 1]);
    advance(SECOND);
    await queue.prune();
    expect(await kept()).toEqual([0, 1]);
    advance(23 * DAY);
    await queue.prune();
    expect(await kept()).toEqual([0, 0]);
  });

  it('works in the background once started, until stopped', async () => {
    const queue = queueOn();
    const kind = newKind();
    const ran = deferred();
    const seen: string[] = [];
    queue.handle<string>(kind, async (payload) => {
      seen.push(payload);
      ran.resolve();
    });
    queue.start();
    await queue.enqueue(db, kind, 'in the background');
    await ran.promise;
    await queue.stop();
    expect(seen).toEqual(['in the background']);

    await queue.enqueue(db, kind, 'after the stop');
    expect(await queue.drain()).toBe(1);
    expect(seen).toEqual(['in the background', 'after the stop']);
  });
});

it('waits 30 s after the first failure, doubling up to an hour', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
});
