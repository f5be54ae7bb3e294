import { DurableEvents } from '../../platform/jobs/durable-events.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';

/**
 * What the users module tells other modules:
 * - `registered`: an account was created (ADMIN_NEW_USER), in the transaction that created it.
 */
export type UserEvent = {
  type: 'registered';
  user: { id: number; username: string; displayName: string; email: string; createdAt: string };
};

export class UserEvents extends DurableEvents<UserEvent> {
  constructor(jobs: JobQueue) {
    super(jobs, 'users.event');
  }
}
