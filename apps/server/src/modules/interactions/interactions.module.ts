import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import type { ArticlesService } from '../articles/articles.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { adminInteractionRoutes } from './interactions-admin.routes.ts';
import { interactionRoutes } from './interactions.routes.ts';
import { InteractionsService } from './interactions.service.ts';

/** Readers' likes on articles and favourite products, and the administrator's view of anyone's. */
export function interactionsModule(
  platform: Platform,
  deps: { articles: ArticlesService; products: ProductsService; users: UsersService },
): AppModule<{ interactions: InteractionsService }> {
  const interactions = new InteractionsService({ db: platform.db, articles: deps.articles, products: deps.products });
  return {
    name: 'interactions',
    tables: ['article_likes', 'product_favorites'],
    services: { interactions },
    routes: [
      { prefix: '/api/user', access: 'user', plugin: interactionRoutes(interactions) },
      { prefix: '/api/admin', access: 'admin', plugin: adminInteractionRoutes(interactions, deps.users) },
    ],
  };
}
