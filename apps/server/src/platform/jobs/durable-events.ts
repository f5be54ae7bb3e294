import type { Db } from '../db/database.ts';
import type { JobQueue } from './job-queue.ts';

export type DurableEventListener<E> = (event: E) => void | Promise<void>;

/**
 * A module's events, kept in the job queue: `emit` writes them inside the transaction of the
 * change they tell of, so they are heard if and only if the change committed, even across a
 * crash. Listeners run in the background, each whatever the others do; when one fails the event
 * is tried again later (every listener again), so a listener must be repeatable — the subscriptions' notifications are, by
 * their event keys.
 */
export class DurableEvents<E> {
  private readonly listeners: DurableEventListener<E>[] = [];

  constructor(
    private readonly jobs: JobQueue,
    /** The job kind, e.g. `comments.event`. */
    private readonly topic: string,
  ) {
    jobs.handle<E>(topic, async (event) => {
      // Every listener hears the event, whatever another one does; any failure retries the event.
      const failures: unknown[] = [];
      for (const listener of this.listeners) {
        try {
          await listener(event);
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) throw new AggregateError(failures, `${topic}: ${failures.length} 个监听器失败`);
    });
  }

  subscribe(listener: DurableEventListener<E>): () => void {
    this.listeners.push(listener);
    return () => {
      const i = this.listeners.indexOf(listener);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }

  /** Pass the transaction of the write the events tell of. */
  async emit(trx: Db, events: E[]): Promise<void> {
    await this.jobs.enqueueMany(trx, this.topic, events);
  }
}
