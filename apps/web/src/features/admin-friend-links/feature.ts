import { defineFeature } from '../../app/feature-manifest.ts';

/** /admin/friend-links: the friends' table, applications to review, and the rules shown on /friends. */
export const adminFriendLinksFeature = defineFeature({
  name: 'admin-friend-links',
  routes: () => ({
    admin: [
      {
        path: 'friend-links',
        handle: { title: '友链管理' },
        lazy: async () => ({
          Component: (await import('./pages/admin-friend-links-page.tsx')).AdminFriendLinksPage,
        }),
      },
    ],
  }),
  nav: { adminSidebar: [{ group: 'settings', path: '/admin/friend-links', label: '友链管理', order: 30 }] },
});
