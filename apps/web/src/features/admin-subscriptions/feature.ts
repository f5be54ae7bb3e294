import { defineFeature } from '../../app/feature-manifest.ts';

/** /admin/subscription (spec 01 §2's route name): e-mail subscriptions, custom notifications and their sending. */
export const adminSubscriptionsFeature = defineFeature({
  name: 'admin-subscriptions',
  routes: () => ({
    admin: [
      {
        path: 'subscription',
        handle: { title: '订阅管理' },
        lazy: async () => ({
          Component: (await import('./pages/admin-subscriptions-page.tsx')).AdminSubscriptionsPage,
        }),
      },
    ],
  }),
  nav: { adminSidebar: [{ group: 'subscriptions', path: '/admin/subscription', label: '订阅管理', order: 10 }] },
});
