import type { AppModule, Platform } from './platform/modules/app-module.ts';
import { accountModule } from './modules/account/account.module.ts';
import { articlesModule } from './modules/articles/articles.module.ts';
import { commentsModule } from './modules/comments/comments.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { errorReportsModule } from './modules/error-reports/error-reports.module.ts';
import { feedsModule } from './modules/feeds/feeds.module.ts';
import { friendLinksModule } from './modules/friend-links/friend-links.module.ts';
import { healthModule } from './modules/health/health.module.ts';
import { interactionsModule } from './modules/interactions/interactions.module.ts';
import { pagesModule } from './modules/pages/pages.module.ts';
import { productsModule } from './modules/products/products.module.ts';
import { searchModule } from './modules/search/search.module.ts';
import { siteModule } from './modules/site/site.module.ts';
import { socialLinksModule } from './modules/social-links/social-links.module.ts';
import { tagsModule } from './modules/tags/tags.module.ts';
import { uploadsModule } from './modules/uploads/uploads.module.ts';
import { usersModule } from './modules/users/users.module.ts';
import { subscriptionsModule } from './modules/subscriptions/subscriptions.module.ts';
import { verificationModule } from './modules/verification/verification.module.ts';

/**
 * The composition root: every server module, built in dependency order, one line each. A module
 * gets the platform and the services it uses; its routes, start-up work and housekeeping are
 * picked up from the list. Adding a module is its folder plus one line here.
 */
export function composeModules(platform: Platform) {
  const list: AppModule[] = [];
  const add = <M extends AppModule>(module: M): M => (list.push(module), module);

  const site = add(siteModule(platform));
  const users = add(usersModule(platform));
  const verification = add(verificationModule(platform, { ...site.services }));
  const { codes, codeSender } = verification.services;
  const auth = add(authModule(platform, { ...users.services, codes, codeSender }));
  add(accountModule(platform, { ...users.services, codes, codeSender, ...auth.services }));
  const tags = add(tagsModule(platform));
  const articles = add(articlesModule(platform, { ...tags.services, ...users.services, ...site.services }));
  const pages = add(pagesModule(platform));
  const products = add(productsModule(platform, { ...tags.services, ...users.services, codes, codeSender }));
  add(interactionsModule(platform, { ...articles.services, ...products.services }));
  const comments = add(commentsModule(platform, { ...articles.services, ...users.services }));
  add(searchModule(platform, { ...articles.services, ...products.services, ...tags.services, ...site.services }));
  add(
    feedsModule(platform, {
      ...articles.services,
      ...tags.services,
      ...pages.services,
      ...site.services,
      ...products.services,
    }),
  );
  add(
    subscriptionsModule(platform, {
      ...users.services,
      codes,
      codeSender,
      ...site.services,
      articleEvents: articles.services.articleEvents,
      productEvents: products.services.productEvents,
      commentEvents: comments.services.commentEvents,
    }),
  );
  add(friendLinksModule(platform));
  add(socialLinksModule(platform));
  add(uploadsModule(platform));
  add(errorReportsModule(platform, { ...users.services }));
  add(healthModule(platform));

  // What scripts (demo data, reindex) and tests reach through `app.services`.
  const services = {
    ...site.services,
    ...users.services,
    ...auth.services,
    codes,
    ...tags.services,
    categories: products.services.categories,
  };
  return { list, services };
}
