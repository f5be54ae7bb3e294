import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import { FriendLinkEvents } from './friend-link-events.ts';
import { adminFriendLinkRoutes, publicFriendLinkRoutes } from './friend-links.routes.ts';
import { FriendLinksService } from './friend-links.service.ts';

/**
 * Friend links (友链): the approved grid on /friends with its rules, anonymous applications, and
 * the administrator's review. Other modules hear of applications through `friendLinkEvents` (the
 * administrator's notification).
 */
export function friendLinksModule(
  platform: Platform,
): AppModule<{ friendLinks: FriendLinksService; friendLinkEvents: FriendLinkEvents }> {
  const friendLinkEvents = new FriendLinkEvents(platform.jobs);
  const friendLinks = new FriendLinksService({ db: platform.db, limiter: platform.limiter, events: friendLinkEvents });
  return {
    name: 'friend-links',
    tables: ['friend_links', 'friend_link_settings'],
    services: { friendLinks, friendLinkEvents },
    routes: [
      { prefix: '/api/public', access: 'anyone', plugin: publicFriendLinkRoutes(friendLinks) },
      { prefix: '/api/admin', access: 'admin', plugin: adminFriendLinkRoutes(friendLinks) },
    ],
  };
}
