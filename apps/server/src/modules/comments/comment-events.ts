import type { CommentStatus } from '@app/contract';
import { DurableEvents } from '../../platform/jobs/durable-events.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';

/** A comment as the events carry it (no row leaves the module). */
export interface CommentEventComment {
  id: number;
  articleId: number;
  articleTitle: string;
  articleSlug: string;
  authorId: number;
  authorName: string;
  content: string;
  status: CommentStatus;
  createdAt: string;
}

/**
 * What the comments module tells other modules (the subscriptions' notifications):
 * - `created`: a comment was posted, whatever its status — an administrator's ADMIN_NEW_COMMENT
 *   (a pending one is what they need to hear about).
 * - `reply-published`: a reply became public (posted approved, or approved later) — the
 *   USER_COMMENT_REPLY of `recipientId`, the author of the comment answered (never oneself).
 * - `status-changed` and `deleted`: moderation and removal, for anything that mirrors comments.
 */
export type CommentEvent =
  | { type: 'created'; comment: CommentEventComment }
  | { type: 'reply-published'; comment: CommentEventComment; recipientId: number }
  | { type: 'status-changed'; comment: CommentEventComment; from: CommentStatus }
  | { type: 'deleted'; comment: CommentEventComment; by: 'author' | 'admin' };

/**
 * The module's events, durable: written in the transaction of the change, heard in the background
 * (see DurableEvents), so a crash between a comment and its notification loses nothing.
 */
export class CommentEvents extends DurableEvents<CommentEvent> {
  constructor(jobs: JobQueue) {
    super(jobs, 'comments.event');
  }
}
