/**
 * The back office's features, one line each, as in features.ts: their manifests load on the first
 * visit under /admin (admin-feature-list.ts, router.tsx `adminRouteDiscovery`), not with every
 * public page. A manifest here adds routes under /admin and admin sidebar entries only: an entry of
 * another menu (the signed-in menu's 管理后台) belongs to a feature of features.ts.
 */
export { adminDashboardFeature } from '../features/admin-dashboard/feature.ts';
export { adminArticlesFeature } from '../features/admin-articles/feature.ts';
export { adminCommentsFeature } from '../features/admin-comments/feature.ts';
export { adminTagsFeature } from '../features/admin-tags/feature.ts';
export { adminPagesFeature } from '../features/admin-pages/feature.ts';
export { adminProductsFeature } from '../features/admin-products/feature.ts';
export { adminErrorReportsFeature } from '../features/admin-error-reports/feature.ts';
export { adminFriendLinksFeature } from '../features/admin-friend-links/feature.ts';
export { adminSocialLinksFeature } from '../features/admin-social-links/feature.ts';
export { adminSubscriptionsFeature } from '../features/admin-subscriptions/feature.ts';
export { adminSiteFeature } from '../features/admin-site/feature.ts';
export { adminFilesFeature } from '../features/admin-files/feature.ts';
export { adminBackgroundsFeature } from '../features/admin-backgrounds/feature.ts';
export { adminUsersFeature } from '../features/admin-users/feature.ts';
