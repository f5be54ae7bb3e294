import type { AppModule, Platform } from './platform/modules/app-module.ts';
import { accountModule } from './modules/account/account.module.ts';
import { articlesModule } from './modules/articles/articles.module.ts';
import { commentsModule } from './modules/comments/comments.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { errorReportsModule } from './modules/error-reports/error-reports.module.ts';
import { filesModule } from './modules/files/files.module.ts';
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
import { userAdminModule } from './modules/user-admin/user-admin.module.ts';
import { dashboardModule } from './modules/dashboard/dashboard.module.ts';

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
  const auth = add(authModule(platform, { ...users.services, codes, codeSender, ...site.services }));
  add(accountModule(platform, { ...users.services, codes, codeSender, ...auth.services }));
  const tags = add(tagsModule(platform));
  const articles = add(articlesModule(platform, { ...tags.services, ...users.services, ...site.services }));
  const pages = add(pagesModule(platform, { ...site.services }));
  const products = add(productsModule(platform, { ...tags.services, ...users.services, codes, codeSender }));
  const interactions = add(
    interactionsModule(platform, { ...articles.services, ...products.services, ...users.services }),
  );
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
  const subscriptions = add(
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
  const friendLinks = add(friendLinksModule(platform));
  add(
    userAdminModule(platform, {
      ...users.services,
      ...auth.services,
      ...comments.services,
      ...interactions.services,
      ...subscriptions.services,
      ...site.services,
      codes,
      codeSender,
    }),
  );
  const files = add(filesModule(platform));
  add(
    dashboardModule(platform, {
      ...articles.services,
      ...products.services,
      ...users.services,
      ...comments.services,
      ...friendLinks.services,
      ...subscriptions.services,
      ...files.services,
    }),
  );
  add(socialLinksModule(platform));
  add(uploadsModule(platform, { ...files.services, ...site.services }));
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
