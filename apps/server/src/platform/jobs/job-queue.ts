import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DialectName } from '../db/database.ts';
import type { JobRow } from '../db/schema.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';

export interface JobContext {
  jobId: number;
  /** 1 for the first try. */
  attempt: number;
  /** This is the last try: a failure now marks the job FAILED. */
  final: boolean;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;

export interface JobKindOptions<P> {
  /** Tries before the job is marked FAILED (default 5). */
  maxAttempts?: number;
  /** At most this many runs of the kind a minute, counted across every server process. */
  perMinute?: number;
  /** Called once when the last try has failed (e.g. to show the failure to the administrator). */
  onFailed?: (payload: P, error: unknown) => Promise<void>;
}

/** Thrown by a handler that cannot run yet: the job waits until `at`, and the try is not counted. */
export class RetryLater extends Error {
  constructor(readonly at: Date) {
    super('retry later');
  }
}

const DEFAULT_MAX_ATTEMPTS = 5;
/** How long a claimed job stays a worker's: longer than any one job takes, short enough to recover from a crash. */
const LEASE_SECONDS = 120;
const BATCH = 10;
const POLL_MS = 2000;
const KEEP_DONE_DAYS = 7;
const KEEP_FAILED_DAYS = 30;

/** 30 s, 1 min, 2 min, 4 min … at most an hour. */
export const retryDelaySeconds = (attempt: number): number => Math.min(30 * 2 ** (attempt - 1), 3600);

const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000) || '未知错误';

interface Registered {
  handler: JobHandler<unknown>;
  options: JobKindOptions<unknown>;
}

/**
 * A durable job queue in the database. A module queues work inside the transaction of the write
 * it follows from (`enqueue(trx, …)`), so the work exists if and only if the write committed, and
 * a crash loses nothing. Workers claim due jobs with a lease (on PostgreSQL with `FOR UPDATE SKIP
 * LOCKED`, so several processes never take the same job), retry failures with a growing delay,
 * and mark a job FAILED after its last try. A job may run more than once (a worker that dies
 * after the work but before marking it done): handlers are written to be repeatable.
 */
export class JobQueue {
  private readonly kinds = new Map<string, Registered>();
  private readonly worker = `${process.pid}-${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private pass: Promise<void> | null = null;

  constructor(
    private readonly deps: {
      db: Db;
      dialect: DialectName;
      limiter: RateLimiter;
      log: FastifyBaseLogger;
      clock?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.clock?.() ?? new Date();
  }

  /** Registers the handler of a kind; one handler a kind. */
  handle<P>(kind: string, handler: JobHandler<P>, options: JobKindOptions<P> = {}): void {
    if (this.kinds.has(kind)) throw new Error(`job kind ${kind} already has a handler`);
    this.kinds.set(kind, { handler: handler as JobHandler<unknown>, options: options as JobKindOptions<unknown> });
  }

  /**
   * Queues a job through `db` — pass the transaction of the write it belongs to. It runs at
   * `runAt` (default now) once the transaction has committed.
   */
  async enqueue(db: Db, kind: string, payload: unknown, runAt?: Date): Promise<void> {
    await this.enqueueMany(db, kind, [payload], runAt);
  }

  async enqueueMany(db: Db, kind: string, payloads: unknown[], runAt?: Date): Promise<void> {
    if (payloads.length === 0) return;
    const now = this.now().toISOString();
    const maxAttempts = this.kinds.get(kind)?.options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    // SQLite takes at most 32,766 parameters a statement; 11 columns a row.
    for (let i = 0; i < payloads.length; i += 500) {
      await db
        .insertInto('jobs')
        .values(
          payloads.slice(i, i + 500).map((payload) => ({
            kind,
            payload: JSON.stringify(payload),
            status: 'QUEUED' as const,
            attempts: 0,
            max_attempts: maxAttempts,
            run_at: (runAt ?? this.now()).toISOString(),
            locked_until: null,
            locked_by: null,
            last_error: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    this.wakeSoon();
  }

  /** Starts the background worker of this process (polls, and wakes early after an enqueue). */
  start(): void {
    this.running = true;
    this.schedule(0);
  }

  /** Stops polling and waits for the job in hand. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pass;
  }

  /**
   * Runs every due job until none is left (jobs queued meanwhile included); returns how many ran.
   * The worker's pass, and what tests call instead of waiting for it.
   */
  async drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return ran;
      // A kind over its pace: the rest of its jobs in this batch wait for the next window, untried.
      const waiting = new Map<string, Date>();
      for (const job of batch) {
        const until = waiting.get(job.kind);
        if (until) {
          await this.release([job], until);
          continue;
        }
        const deferred = await this.run(job);
        if (deferred) waiting.set(job.kind, deferred);
        else ran += 1;
      }
    }
  }

  /** Forgets finished jobs after a week and failed ones after a month. */
  async prune(): Promise<void> {
    const day = 24 * 3600 * 1000;
    const now = this.now().getTime();
    await this.deps.db
      .deleteFrom('jobs')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('status', '=', 'DONE'),
            eb('updated_at', '<', new Date(now - KEEP_DONE_DAYS * day).toISOString()),
          ]),
          eb.and([
            eb('status', '=', 'FAILED'),
            eb('updated_at', '<', new Date(now - KEEP_FAILED_DAYS * day).toISOString()),
          ]),
        ]),
      )
      .execute();
  }

  private wakeSoon(): void {
    // After the enqueueing transaction has had a moment to commit.
    if (this.running) this.schedule(50);
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (!this.running) return;
    if (this.pass) {
      // A pass is under way; look again when it ends.
      this.schedule(POLL_MS);
      return;
    }
    this.pass = this.drain()
      .then(() => undefined)
      .catch((err: unknown) => this.deps.log.error({ err }, 'job worker pass failed'))
      .finally(() => {
        this.pass = null;
      });
    await this.pass;
    if (this.running) this.schedule(POLL_MS);
  }

  /** Takes up to a batch of due jobs of the kinds this process handles, each under a lease. */
  private async claim(): Promise<JobRow[]> {
    const kinds = [...this.kinds.keys()];
    if (kinds.length === 0) return [];
    const now = this.now();
    const nowIso = now.toISOString();
    const lease = new Date(now.getTime() + LEASE_SECONDS * 1000).toISOString();
    const { db, dialect } = this.deps;
    const dueJobs = () =>
      db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'QUEUED')
        .where('run_at', '<=', nowIso)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
        .where('kind', 'in', kinds)
        .orderBy('run_at')
        .orderBy('id');
    // The idle poll is a read: no write lock (SQLite) or row locks (PostgreSQL) when nothing is due.
    if (!(await dueJobs().limit(1).executeTakeFirst())) return [];
    const due = dueJobs()
      .limit(BATCH)
      .$if(dialect === 'postgres', (q) => q.forUpdate().skipLocked());
    const rows = await db
      .updateTable('jobs')
      .set((eb) => ({
        locked_until: lease,
        locked_by: this.worker,
        attempts: eb('attempts', '+', 1),
        updated_at: nowIso,
      }))
      .where('id', 'in', due)
      // Checked again on the row itself: a claim another worker committed meanwhile is not taken over.
      .where('status', '=', 'QUEUED')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
      .returningAll()
      .execute();
    return rows.sort((a, b) => a.run_at.localeCompare(b.run_at) || a.id - b.id);
  }

  /** Runs one claimed job; returns the time to wait until when its kind is over its pace. */
  private async run(job: JobRow): Promise<Date | null> {
    const kind = this.kinds.get(job.kind);
    if (!kind) return null;
    const payload: unknown = JSON.parse(job.payload);
    const context: JobContext = { jobId: job.id, attempt: job.attempts, final: job.attempts >= job.max_attempts };
    try {
      const overPace = await this.overPace(job.kind, kind.options.perMinute);
      if (overPace) throw new RetryLater(overPace);
      await kind.handler(payload, context);
      await this.finish(job, { status: 'DONE', last_error: null });
      return null;
    } catch (error) {
      if (error instanceof RetryLater) {
        await this.release([job], error.at);
        return error.at;
      }
      if (context.final) {
        this.deps.log.error({ err: error, job: job.id, kind: job.kind }, '后台任务多次失败，已放弃');
        await this.finish(job, { status: 'FAILED', last_error: errorText(error) });
        await kind.options
          .onFailed?.(payload, error)
          .catch((err: unknown) => this.deps.log.error({ err, job: job.id }, 'job failure hook failed'));
      } else {
        this.deps.log.warn(
          { err: error, job: job.id, kind: job.kind, attempt: job.attempts },
          '后台任务失败，稍后重试',
        );
        const retryAt = new Date(this.now().getTime() + retryDelaySeconds(job.attempts) * 1000);
        await this.finish(job, { status: 'QUEUED', last_error: errorText(error), run_at: retryAt.toISOString() });
      }
      return null;
    }
  }

  /** A time to wait until when the kind has had its runs this minute; counts this run otherwise. */
  private async overPace(kind: string, perMinute: number | undefined): Promise<Date | null> {
    if (!perMinute) return null;
    const hit = await this.deps.limiter.hit(`job-pace:${kind}`, 60, this.now());
    return hit.count > perMinute ? hit.windowEndsAt : null;
  }

  private async finish(
    job: JobRow,
    change: { status: JobRow['status']; last_error: string | null; run_at?: string },
  ): Promise<void> {
    await this.deps.db
      .updateTable('jobs')
      .set({ ...change, locked_until: null, locked_by: null, updated_at: this.now().toISOString() })
      .where('id', '=', job.id)
      .where('locked_by', '=', this.worker)
      .execute();
  }

  /** Gives claimed jobs back untried, due at `at`. */
  private async release(jobs: JobRow[], at: Date): Promise<void> {
    if (jobs.length === 0) return;
    await this.deps.db
      .updateTable('jobs')
      .set((eb) => ({
        attempts: eb('attempts', '-', 1),
        run_at: at.toISOString(),
        locked_until: null,
        locked_by: null,
        updated_at: this.now().toISOString(),
      }))
      .where(
        'id',
        'in',
        jobs.map((j) => j.id),
      )
      .where('locked_by', '=', this.worker)
      .execute();
  }
}
