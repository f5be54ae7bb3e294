import { defineFeature } from '../../app/feature-manifest.ts';

/**
 * E-mail subscriptions, the reader's side: the mails' unsubscribe link lands on /unsubscribe
 * (public, no sign-in); the 订阅 tab of /user/settings comes through index.ts.
 */
export const subscriptionsFeature = defineFeature({
  name: 'subscriptions',
  routes: (context) => ({
    main: [
      {
        path: 'unsubscribe',
        lazy: async () => ({ Component: (await import('./pages/unsubscribe-page.tsx')).UnsubscribePage }),
        // The loader's code comes with it, not with the manifest every page loads.
        loader: async (args) => (await import('./unsubscribe-loader.ts')).loadUnsubscribe(context.api)(args),
        // A personal link, kept out of search results; rendering it unsubscribes, so the server
        // renders it each time (a cached page would skip that for the next click).
        handle: { title: '取消订阅', meta: () => ({ noindex: true }), uncached: true, query: ['token'] },
      },
    ],
  }),
});
