import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import { feedRoutes } from './feeds.routes.ts';
import { FeedsService } from './feeds.service.ts';

/** /rss.xml, /sitemap.xml and /robots.txt, read through the content modules' services. */
export function feedsModule(
  platform: Platform,
  deps: ConstructorParameters<typeof FeedsService>[0],
): AppModule<{ feeds: FeedsService }> {
  const feeds = new FeedsService(deps);
  return {
    name: 'feeds',
    tables: [],
    services: { feeds },
    routes: [{ prefix: '', access: 'anyone', plugin: feedRoutes(feeds, platform.publicOrigin) }],
  };
}
