import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import type { TagsService } from '../tags/tags.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CodeSender } from '../verification/code-sender.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { adminProductCategoryRoutes, publicProductCategoryRoutes } from './product-categories.routes.ts';
import { ProductCategoriesService } from './product-categories.service.ts';
import { ProductDeletion } from './product-deletion.ts';
import { ProductEditor } from './product-editor.ts';
import { ProductEvents } from './product-events.ts';
import { productSearchSource } from './product-search-source.ts';
import { productSnapshotRoutes } from './product-snapshots.routes.ts';
import { adminProductRoutes, publicProductRoutes } from './products.routes.ts';
import { ProductsService } from './products.service.ts';

/**
 * The wardrobe: products, their 4-level category tree, version history and search entries;
 * `productEvents` tells when a product first goes on sale.
 */
export function productsModule(
  platform: Platform,
  deps: { tags: TagsService; users: UsersService; codes: VerificationService; codeSender: CodeSender },
): AppModule<{
  products: ProductsService;
  categories: ProductCategoriesService;
  editor: ProductEditor;
  productEvents: ProductEvents;
}> {
  const { db, markdown, limiter, search, log } = platform;
  const categories = new ProductCategoriesService({ db, search });
  const productEvents = new ProductEvents(platform.jobs);
  const products = new ProductsService({
    db,
    tags: deps.tags,
    categories,
    markdown,
    limiter,
    search,
    events: productEvents,
    log,
  });
  const editor = new ProductEditor({ db, products, users: deps.users });
  const deletion = new ProductDeletion({ products, codes: deps.codes, codeSender: deps.codeSender });
  search.register(productSearchSource(deps.tags));
  return {
    name: 'products',
    tables: ['products', 'product_tags', 'product_categories', 'product_snapshots'],
    services: { products, categories, editor, productEvents },
    // A save that crashed before its announcement is announced by the next tick.
    tick: async () => {
      await products.announceDue();
    },
    routes: [
      { prefix: '/api/public', access: 'anyone', plugin: publicProductCategoryRoutes(categories) },
      { prefix: '/api/public', access: 'anyone', plugin: publicProductRoutes(products) },
      { prefix: '/api/admin', access: 'admin', plugin: adminProductCategoryRoutes(categories) },
      { prefix: '/api/admin', access: 'admin', plugin: adminProductRoutes(products, editor, deletion) },
      { prefix: '/api/admin', access: 'admin', plugin: productSnapshotRoutes(editor) },
    ],
  };
}
