import type { FriendLink } from '@app/contract';
import { DurableEvents } from '../../platform/jobs/durable-events.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';

/**
 * What the friend-links module tells other modules:
 * - `applied`: a visitor applied for a link (PENDING) — the administrator's notification that an
 *   application awaits review.
 */
export type FriendLinkEvent = { type: 'applied'; link: FriendLink };

/** The module's events, durable: written in the transaction of the change (see DurableEvents). */
export class FriendLinkEvents extends DurableEvents<FriendLinkEvent> {
  constructor(jobs: JobQueue) {
    super(jobs, 'friend-links.event');
  }
}
