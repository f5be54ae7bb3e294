import { defineFeature } from '../../app/feature-manifest.ts';

/** /admin/files: the storage buckets and their files, uploads of any accepted type. */
export const adminFilesFeature = defineFeature({
  name: 'admin-files',
  routes: () => ({
    admin: [
      {
        path: 'files',
        handle: { title: '文件管理' },
        lazy: async () => ({ Component: (await import('./pages/admin-files-page.tsx')).AdminFilesPage }),
      },
    ],
  }),
  nav: { adminSidebar: [{ group: 'files', path: '/admin/files', label: '文件管理', order: 10 }] },
});
