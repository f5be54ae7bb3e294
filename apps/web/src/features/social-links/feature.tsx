import { defineFeature } from '../../app/feature-manifest.ts';
import { loadSocialLinks } from './api.ts';

/** Social links (社交): /social-links, and the featured ones in the footer beside 联系. */
export const socialLinksFeature = defineFeature({
  name: 'social-links',
  routes: (context) => ({
    main: [
      {
        path: 'social-links',
        lazy: async () => ({ Component: (await import('./pages/social-links-page.tsx')).SocialLinksPage }),
        handle: { pageType: 'social-links', title: '社交' },
        loader: async () => {
          await loadSocialLinks(context.queryClient, context.api);
          return null;
        },
      },
    ],
  }),
  nav: {
    topBar: [{ path: '/social-links', label: '社交', order: 50 }],
    footer: [{ path: '/social-links', label: '联系', order: 20 }],
  },
});
