import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import type { ArticlesService } from '../articles/articles.service.ts';
import type { PagesService } from '../pages/pages.service.ts';
import type { ProductCategoriesService } from '../products/product-categories.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { SiteService } from '../site/site.service.ts';
import type { TagsService } from '../tags/tags.service.ts';
import { feedRoutes } from './feeds.routes.ts';
import { FeedsService } from './feeds.service.ts';

/** /rss.xml, /sitemap.xml and /robots.txt, read through the content modules' services. */
export function feedsModule(
  platform: Platform,
  deps: {
    articles: ArticlesService;
    tags: TagsService;
    pages: PagesService;
    site: SiteService;
    products: ProductsService;
    categories: ProductCategoriesService;
  },
): AppModule<{ feeds: FeedsService }> {
  const feeds = new FeedsService(deps);
  return {
    name: 'feeds',
    tables: [],
    services: { feeds },
    routes: [{ prefix: '', access: 'anyone', plugin: feedRoutes(feeds, platform.config.publicUrl) }],
  };
}
