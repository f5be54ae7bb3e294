/**
 * Every web feature of the public site and the signed-in area, one line each: the router and the
 * menus are composed from these manifests (feature-manifest.ts), so a new feature is its folder
 * under features/ plus its line here, or in admin-features.ts for the back office.
 * The order here does not matter: routes are ranked by their paths and menus by `order`.
 *
 * The shell takes a manifest from the feature's feature.ts(x), not its index.ts: whatever a module
 * imported here re-exports is loaded with the public entry, and an index.ts may re-export code
 * meant for other back-office screens (admin-articles' tag list would bring its API module and the
 * snapshot drawer into every public page). bundle-split.test.ts keeps that true.
 */
export { siteFeature } from '../features/site/feature.tsx';
export { articlesFeature } from '../features/articles/feature.tsx';
export { productsFeature } from '../features/products/feature.tsx';
export { pagesFeature } from '../features/pages/feature.tsx';
export { searchFeature } from '../features/search/feature.tsx';
export { authFeature } from '../features/auth/feature.tsx';
export { accountFeature } from '../features/account/feature.tsx';
export { commentsFeature } from '../features/comments/feature.tsx';
export { friendLinksFeature } from '../features/friend-links/feature.tsx';
export { socialLinksFeature } from '../features/social-links/feature.tsx';
export { subscriptionsFeature } from '../features/subscriptions/feature.tsx';
