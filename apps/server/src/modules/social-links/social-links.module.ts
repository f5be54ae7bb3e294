import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import { adminSocialLinkRoutes, publicSocialLinkRoutes } from './social-links.routes.ts';
import { SocialLinksService } from './social-links.service.ts';

/** Social links (社交链接): the grouped public page and footer links, and the administrator's table over the platform catalogue. */
export function socialLinksModule(platform: Platform): AppModule<{ socialLinks: SocialLinksService }> {
  const socialLinks = new SocialLinksService({ db: platform.db, limiter: platform.limiter });
  return {
    name: 'social-links',
    tables: ['social_links'],
    services: { socialLinks },
    routes: [
      { prefix: '/api/public', access: 'anyone', plugin: publicSocialLinkRoutes(socialLinks) },
      { prefix: '/api/admin', access: 'admin', plugin: adminSocialLinkRoutes(socialLinks) },
    ],
  };
}
