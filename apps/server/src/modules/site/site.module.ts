import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import { publicSiteRoutes } from './site.routes.ts';
import { SiteService } from './site.service.ts';

/** Site name and tagline, page types and title templates, first-run claims. */
export function siteModule(platform: Platform): AppModule<{ site: SiteService }> {
  const site = new SiteService({ db: platform.db, secret: platform.secret });
  return {
    name: 'site',
    tables: ['site_settings', 'page_types', 'page_titles'],
    services: { site },
    routes: [{ prefix: '/api/public/site', access: 'anyone', plugin: publicSiteRoutes(site) }],
    start: () => site.ensureDefaults(),
  };
}
