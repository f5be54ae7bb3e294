import type { FeatureContext, FeatureManifest, FeatureNav, FeatureRoutes } from './feature-manifest.ts';
import * as registered from './features.ts';

/** The registered features of the public site and the signed-in area; features.ts exports nothing but manifests. */
export const features: readonly FeatureManifest[] = Object.values(registered);

/** Each layout's routes, from every feature of `from`. */
export function composeRoutes(context: FeatureContext, from = features): Required<FeatureRoutes> {
  const all = from.map((f) => f.routes?.(context) ?? {});
  return {
    main: all.flatMap((r) => r.main ?? []),
    auth: all.flatMap((r) => r.auth ?? []),
    user: all.flatMap((r) => r.user ?? []),
    admin: all.flatMap((r) => r.admin ?? []),
  };
}

export type NavEntry<K extends keyof FeatureNav> = NonNullable<FeatureNav[K]>[number];

/** One menu's entries from every feature of `from`, in their `order`. */
export const composeNav = <K extends keyof FeatureNav>(menu: K, from = features): NavEntry<K>[] =>
  from.flatMap((f): NavEntry<K>[] => f.nav?.[menu] ?? []).sort((a, b) => a.order - b.order);
