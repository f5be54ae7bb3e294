import type { FastifyBaseLogger } from 'fastify';
import type { FriendLink } from '@app/contract';

/**
 * What the friend-links module tells other modules:
 * - `applied`: a visitor applied for a link (PENDING) — the administrator's notification that an
 *   application awaits review.
 */
export type FriendLinkEvent = { type: 'applied'; link: FriendLink };

export type FriendLinkEventListener = (event: FriendLinkEvent) => void | Promise<void>;

/** The module's event interface: listeners run after the write, and their failures never undo it. */
export class FriendLinkEvents {
  private readonly listeners: FriendLinkEventListener[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  subscribe(listener: FriendLinkEventListener): () => void {
    this.listeners.push(listener);
    return () => {
      const i = this.listeners.indexOf(listener);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }

  async emit(event: FriendLinkEvent): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(event);
      } catch (err) {
        this.log.error({ err, event: event.type, friendLinkId: event.link.id }, 'friend link event listener failed');
      }
    }
  }
}
