import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import type { ArticlesService } from '../articles/articles.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import { interactionRoutes } from './interactions.routes.ts';
import { InteractionsService } from './interactions.service.ts';

/** Readers' likes on articles and favourite products. */
export function interactionsModule(
  platform: Platform,
  deps: { articles: ArticlesService; products: ProductsService },
): AppModule<{ interactions: InteractionsService }> {
  const interactions = new InteractionsService({ db: platform.db, ...deps });
  return {
    name: 'interactions',
    tables: ['article_likes', 'product_favorites'],
    services: { interactions },
    routes: [{ prefix: '/api/user', access: 'user', plugin: interactionRoutes(interactions) }],
  };
}
