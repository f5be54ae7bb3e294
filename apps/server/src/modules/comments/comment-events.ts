import type { FastifyBaseLogger } from 'fastify';
import type { CommentStatus } from '@app/contract';

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

export type CommentEventListener = (event: CommentEvent) => void | Promise<void>;

/** The module's event interface: listeners run after the write, and their failures never undo it. */
export class CommentEvents {
  private readonly listeners: CommentEventListener[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  subscribe(listener: CommentEventListener): () => void {
    this.listeners.push(listener);
    return () => {
      const i = this.listeners.indexOf(listener);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }

  async emit(events: CommentEvent[]): Promise<void> {
    for (const event of events)
      for (const listener of this.listeners) {
        try {
          await listener(event);
        } catch (err) {
          this.log.error({ err, event: event.type, commentId: event.comment.id }, 'comment event listener failed');
        }
      }
  }
}
