import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import { adminSiteRoutes, publicSiteRoutes } from './site.routes.ts';
import { SiteService } from './site.service.ts';
import { pageTitleSteps } from './page-title-steps.ts';
import type { PageTitleSteps } from '@app/contract';
import { SiteAppearanceService } from './site-appearance.service.ts';
import { adminAppearanceRoutes, manifestRoutes, publicAppearanceRoutes } from './site-appearance.routes.ts';

/** The site settings (name, tagline, footer, page size …), page types and title templates, the theme and backgrounds, first-run claims. */
export function siteModule(
  platform: Platform,
): AppModule<{ site: SiteService; siteAppearance: SiteAppearanceService; titleSteps: PageTitleSteps }> {
  const site = new SiteService({ db: platform.db, secret: platform.secret, uploadMaxMb: platform.config.uploadMaxMb });
  const siteAppearance = new SiteAppearanceService({ db: platform.db, site });
  const titleSteps = pageTitleSteps(site);
  // A save on another instance reaches this one as a change: its memos are dropped at once.
  platform.changes.onChange(() => {
    site.forget();
    siteAppearance.forget();
  });
  return {
    name: 'site',
    tables: ['site_settings', 'page_types', 'page_titles'],
    services: { site, siteAppearance, titleSteps },
    routes: [
      { prefix: '/api/public/site', access: 'anyone', plugin: publicSiteRoutes(site, titleSteps) },
      { prefix: '/api/public/site', access: 'anyone', plugin: publicAppearanceRoutes(siteAppearance) },
      { prefix: '/api/admin', access: 'admin', plugin: adminSiteRoutes(site) },
      { prefix: '/api/admin', access: 'admin', plugin: adminAppearanceRoutes(siteAppearance) },
      { prefix: '', access: 'anyone', plugin: manifestRoutes(siteAppearance) },
    ],
    start: () => site.ensureDefaults(),
  };
}
