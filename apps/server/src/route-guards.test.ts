import { isDeepStrictEqual } from 'node:util';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { madePage, madeTag } from './test/content.fixtures.ts';
import { FORBIDDEN, UNAUTHORIZED } from './test/envelopes.ts';
import { testDialects, type RegisteredRoute, type TestApp } from './test/test-app.ts';
import { signedInAppFor } from './test/users.fixtures.ts';
import { madeCategory, madeProduct } from './modules/products/products.fixtures.ts';

/**
 * The signed-in and administrator areas, checked over every route the app registers (test-app
 * lists them from Fastify's onRoute hook): a route added under /api/admin, /api/user or
 * /api/email is covered here without a test of its own. The guards run onRequest, before
 * validation, so any id, query or body gets the same refusal, and a refused request writes
 * nothing and mails nothing.
 */

/** The areas app.ts guards, and what a signed-in USER gets there (`null`: let in). */
const AREAS = [
  { prefix: '/api/admin/', member: { status: 403, body: FORBIDDEN } },
  { prefix: '/api/user/', member: null },
  { prefix: '/api/email/', member: null },
] as const;
const GUEST = { status: 401, body: UNAUTHORIZED };

/**
 * Routes inside an area that are public by the spec: the unsubscribe link of every mail works
 * without signing in (its token is the credential; the subscriptions tests cover it).
 */
const PUBLIC_IN_AREA = [
  'GET /api/user/subscriptions/unsubscribe',
  'HEAD /api/user/subscriptions/unsubscribe',
  'POST /api/user/subscriptions/unsubscribe',
];

/** Routes that must be among the collected ones, so that a collector that finds nothing fails. */
const KNOWN = [
  'GET /api/admin/dashboard/stats',
  'DELETE /api/admin/tags/:id',
  'PUT /api/admin/articles/:id',
  'POST /api/admin/articles/:id/snapshots/:snapshotId/restore',
  'POST /api/admin/upload/image',
  'DELETE /api/admin/products/:id',
  'GET /api/user/profile',
  'POST /api/user/interactions/articles/:id/like',
  'POST /api/email/send-code',
  'GET /api/user/subscriptions/my',
  'PUT /api/admin/subscriptions/batch-status',
];

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

function jsonOrText(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Two requests for a route: one aimed at rows that exist (id 1: a starter article, and the first
 * row of each table the seeding below fills), so that a missing guard would change them; one with
 * an invalid id, query and body, which would fail validation if the guard did not answer first.
 */
function requestsFor({ method, url }: RegisteredRoute): InjectOptions[] {
  const fill = (value: (param: string) => string) =>
    url.replace(/:(\w+)/g, (_, param: string) => value(param)).replace('*', 'images/a.png');
  const aimed: InjectOptions = {
    method: method as InjectOptions['method'],
    url: fill((param) => (/id$/i.test(param) ? '1' : 'hello')),
  };
  const nonsense: InjectOptions = {
    method: method as InjectOptions['method'],
    url: `${fill(() => 'abc')}?page=-1&size=0&status=NOPE`,
    ...(hasBody(method) ? { payload: { id: 'x', title: '', slug: 'Bad Slug', email: 'not-an-email', code: '1' } } : {}),
  };
  return [aimed, nonsense];
}

/** Every row of every table of this app's database, to compare before and after. */
async function everyRow(t: TestApp): Promise<Record<string, string[]>> {
  const { db } = t.app.services.database;
  // PostgreSQL lists the tables of every schema; this app's are those of its search path.
  const own =
    t.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const tables = (await db.introspection.getTables()).filter((table) => own === undefined || table.schema === own);
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows: found } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    rows[name] = found.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

describe.each(testDialects)('guarded areas (%s)', (dialect) => {
  const app = signedInAppFor(dialect);
  let t: TestApp;
  let member: string;
  beforeAll(async () => {
    ({ t, member } = app);
    const { admin } = app;
    await madeTag(t, admin, { name: '守卫标签' });
    await madePage(t, admin, { title: '守卫页面', status: 'PUBLISHED' });
    const shelf = await madeCategory(t, admin, { name: '守卫货架' });
    await madeProduct(t, admin, { categoryId: shelf.id });
    const report = await t.call({ method: 'POST', url: '/api/errors/report', payload: { message: '守卫报告' } });
    expect(report.statusCode, report.body).toBe(201);
  });

  const guarded = () =>
    t.routes.flatMap((route) => {
      if (PUBLIC_IN_AREA.includes(`${route.method} ${route.url}`)) return [];
      const area = AREAS.find(({ prefix }) => route.url.startsWith(prefix));
      return area ? [{ route, area }] : [];
    });

  /**
   * Sends every request of every guarded route with `headers` and expects the refusal `expected`
   * names for its area (none: not sent), listing every route that answered otherwise; then that
   * nothing was written or mailed.
   */
  async function expectRefused(
    headers: Record<string, string>,
    expected: (area: (typeof AREAS)[number]) => { status: number; body: unknown } | null,
  ): Promise<void> {
    const rowsBefore = await everyRow(t);
    const mailsBefore = t.mails.length;
    const wrong: string[] = [];
    for (const { route, area } of guarded()) {
      const refusal = expected(area);
      if (!refusal) continue;
      for (const request of requestsFor(route)) {
        const res = await t.call({ ...request, headers });
        // A HEAD answer has no body to compare.
        const body = route.method === 'HEAD' ? refusal.body : jsonOrText(res.body);
        if (res.statusCode !== refusal.status || !isDeepStrictEqual(body, refusal.body))
          wrong.push(`${request.method} ${request.url}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await everyRow(t)).toEqual(rowsBefore);
    expect(t.mails).toHaveLength(mailsBefore);
  }

  it('finds the routes of the three areas as the app registers them', () => {
    const found = guarded();
    expect(found.map(({ route }) => `${route.method} ${route.url}`)).toEqual(expect.arrayContaining(KNOWN));
    for (const area of AREAS) expect(found.filter((r) => r.area === area).length, area.prefix).toBeGreaterThan(1);
  });

  it('refuses a guest with 401 on every guarded route, whatever the id, query or body, and changes nothing', async () => {
    await expectRefused({}, () => GUEST);
  });

  it('refuses an unknown token with 401 on every guarded route, and changes nothing', async () => {
    await expectRefused({ authorization: 'Bearer not-a-real-token' }, () => GUEST);
  });

  it('refuses a signed-in USER with 403 on every admin route, whatever the id, query or body, and changes nothing', async () => {
    await expectRefused({ authorization: `Bearer ${member}` }, (area) => area.member);
  });
});
