import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import { adminPageRoutes, publicPageRoutes } from './pages.routes.ts';
import { PagesService } from './pages.service.ts';

/** Custom pages (about, privacy …) written in Markdown. */
export function pagesModule(platform: Platform): AppModule<{ pages: PagesService }> {
  const pages = new PagesService({ db: platform.db, markdown: platform.markdown });
  return {
    name: 'pages',
    tables: ['pages'],
    services: { pages },
    routes: [
      { prefix: '/api/public', access: 'anyone', plugin: publicPageRoutes(pages) },
      { prefix: '/api/admin', access: 'admin', plugin: adminPageRoutes(pages) },
    ],
  };
}
