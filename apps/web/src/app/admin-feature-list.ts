import type { FeatureContext, FeatureManifest, FeatureRoute } from './feature-manifest.ts';
import { composeNav, composeRoutes, features } from './feature-list.ts';
import * as registered from './admin-features.ts';

/**
 * The back office's side of the route table and menus, loaded on the first visit under /admin
 * (router.tsx `adminRouteDiscovery`) and by the admin layout: with the manifests of
 * admin-features.ts, which no public page loads.
 */
export const adminFeatures: readonly FeatureManifest[] = Object.values(registered);

const everyFeature = [...features, ...adminFeatures];

/** The routes under the admin layout. */
export const adminRoutes = (context: FeatureContext): FeatureRoute[] => composeRoutes(context, everyFeature).admin;

/** The admin sidebar's entries (the account's 个人资料 among them); the layout groups them. */
export const adminSidebarLinks = composeNav('adminSidebar', everyFeature);
