import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import type { SiteService } from '../site/site.service.ts';
import { adminPageRoutes, publicPageRoutes } from './pages.routes.ts';
import { PagesService } from './pages.service.ts';
import { createStarterPages } from './starter-pages.ts';

/** Custom pages (about, privacy …) written in Markdown. */
export function pagesModule(platform: Platform, deps: { site: SiteService }): AppModule<{ pages: PagesService }> {
  const pages = new PagesService({ db: platform.db, markdown: platform.markdown });
  return {
    name: 'pages',
    tables: ['pages'],
    services: { pages },
    routes: [
      { prefix: '/api/public', access: 'anyone', plugin: publicPageRoutes(pages) },
      { prefix: '/api/admin', access: 'admin', plugin: adminPageRoutes(pages) },
    ],
    // A new site's footer links lead somewhere: the about and privacy pages. (A site that had
    // them as articles was marked done by migration 016.)
    async start() {
      if (await deps.site.claimOnce('content.starter-pages')) {
        await createStarterPages(pages, (await deps.site.siteInfo()).siteName);
      }
    },
  };
}
