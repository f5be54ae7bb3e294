import type { CommentStats } from '@app/contract';
import { defineFeature, type SidebarBadge } from '../../app/feature-manifest.ts';

/**
 * Comments awaiting review, for the sidebar: refreshed every minute and when the window regains
 * focus. Its key is under ['admin', 'comments'], which the moderation screen invalidates after
 * every action (api.ts), so the count goes down as the administrator approves.
 */
const pendingCommentsBadge: SidebarBadge = (api) => ({
  queryKey: ['admin', 'comments', 'stats', 'pending'],
  queryFn: async () => (await api.get<CommentStats>('/admin/comments/stats')).pending,
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
  staleTime: 10_000,
});

/** /admin/comments: moderation, the comment settings, and the pending count on the sidebar. */
export const adminCommentsFeature = defineFeature({
  name: 'admin-comments',
  routes: () => ({
    admin: [
      {
        path: 'comments',
        handle: { title: '评论管理' },
        lazy: async () => ({ Component: (await import('./pages/admin-comments-page.tsx')).AdminCommentsPage }),
      },
    ],
  }),
  nav: {
    adminSidebar: [
      { group: 'content', path: '/admin/comments', label: '评论管理', order: 30, badge: pendingCommentsBadge },
    ],
  },
});
