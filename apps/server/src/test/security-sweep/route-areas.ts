/**
 * Who may call what, by URL: the areas app.ts guards (a module's routes mounted with access
 * 'admin' or 'user' live under these prefixes), and the routes inside an area that are public on
 * purpose. The role matrix checks that the guards say the same; the sweep runs public
 * operations as a guest too.
 */

export type Area = 'admin' | 'user' | 'public';

export const AREA_PREFIXES: readonly { prefix: string; area: Exclude<Area, 'public'> }[] = [
  { prefix: '/api/admin/', area: 'admin' },
  { prefix: '/api/user/', area: 'user' },
  { prefix: '/api/email/', area: 'user' },
];

/**
 * Routes inside an area that are public by the spec: the unsubscribe link of every mail works
 * without signing in (its token is the credential; the subscriptions tests cover it).
 */
export const PUBLIC_IN_AREA: readonly string[] = [
  'GET /api/user/subscriptions/unsubscribe',
  'HEAD /api/user/subscriptions/unsubscribe',
  'POST /api/user/subscriptions/unsubscribe',
];

/** The area of one method of one route (`url` as Fastify registered it, `/api/admin/tags/:id`). */
export function areaOf(method: string, url: string): Area {
  if (PUBLIC_IN_AREA.includes(`${method} ${url}`)) return 'public';
  return AREA_PREFIXES.find(({ prefix }) => url.startsWith(prefix))?.area ?? 'public';
}
