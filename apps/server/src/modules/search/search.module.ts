import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import type { ArticlesService } from '../articles/articles.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { SiteService } from '../site/site.service.ts';
import type { TagsService } from '../tags/tags.service.ts';
import { publicSearchRoutes } from './search.routes.ts';
import { SearchService } from './search.service.ts';

/**
 * Reading the search index: articles and products for a query, with highlights. The index itself
 * (platform/search) is kept up to date by the modules that own the documents.
 */
export function searchModule(
  platform: Platform,
  deps: { articles: ArticlesService; products: ProductsService; tags: TagsService; site: SiteService },
): AppModule<{ search: SearchService }> {
  const { db, search: indexer, config, log, windowLimiter } = platform;
  const search = new SearchService({ db, index: indexer.index, ...deps });
  const perIp = windowLimiter('search', config.rateLimits.searchesPerMinute);
  return {
    name: 'search',
    // The index tables belong to platform/search (written only through the indexer).
    tables: [],
    services: { search },
    routes: [{ prefix: '/api/public', access: 'anyone', plugin: publicSearchRoutes(search, perIp) }],
    // A site that had content before search existed indexes it once; later starts never rebuild
    // (`npm run search:reindex` does, on demand).
    async start() {
      if (await deps.site.claimOnce('search.initial-index')) {
        const { total } = await indexer.rebuild(db);
        if (total > 0) log.info({ documents: total }, 'search index built');
      }
    },
  };
}
