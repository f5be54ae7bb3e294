import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, registerAndLogin, testDialects, type TestApp } from './test/test-app.ts';
import { newUser, testAppFor } from './test/users.fixtures.ts';
import { IDENTITIES, letInMismatches, refusalFor, refusalMismatches } from './test/security-sweep/role-matrix.ts';
import { areaOf } from './test/security-sweep/route-areas.ts';
import { seedFixtures, type SweepFixtures } from './test/security-sweep/sweep-fixtures.ts';
import { SweepSession, type Identity } from './test/security-sweep/sweep-session.ts';

/**
 * The role matrix over every route the app registers (test-app lists them from Fastify's onRoute
 * hook): a route added under /api/admin, /api/user or /api/email, or anywhere else, is covered
 * here without a test of its own. The guards run onRequest, before validation, so any id, query
 * or body gets the same refusal, and a refused request writes nothing and mails nothing; where
 * the guards let a role in, a valid request is never answered 401 or 403 (the few routes that
 * refuse on purpose are listed with their reason in role-matrix.ts).
 */

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

describe.each(testDialects)('role matrix (%s)', (dialect) => {
  const app = testAppFor(dialect);
  let t: TestApp;
  let session: SweepSession;
  let fixtures: SweepFixtures;
  beforeAll(async () => {
    ({ t } = app);
    const member = newUser('member');
    await registerAndLogin(t, member);
    session = new SweepSession(t, { admin: ADMIN, member });
    await session.start();
    fixtures = await seedFixtures(t, session.tokenOf('admin')!);
  });

  /** The refusals of `identity` are the guards' everywhere, and they wrote and mailed nothing. */
  async function expectRefused(identity: Identity): Promise<void> {
    const rowsBefore = await everyRow(t);
    const mailsBefore = t.mails.length;
    expect(await refusalMismatches(t, session, fixtures, identity)).toEqual([]);
    expect(await everyRow(t)).toEqual(rowsBefore);
    expect(t.mails).toHaveLength(mailsBefore);
  }

  it('finds the routes of the guarded areas as the app registers them', () => {
    const guarded = t.routes.filter((r) => areaOf(r.method, r.url) !== 'public').map((r) => `${r.method} ${r.url}`);
    expect(guarded).toEqual(expect.arrayContaining(KNOWN));
    for (const area of ['admin', 'user'] as const)
      expect(t.routes.filter((r) => areaOf(r.method, r.url) === area).length, area).toBeGreaterThan(1);
    // Every identity has cells of both kinds but the administrator, who is refused nowhere.
    for (const identity of IDENTITIES) {
      const refused = t.routes.filter((r) => refusalFor(areaOf(r.method, r.url), identity) !== null);
      expect(refused.length > 0, identity).toBe(identity !== 'admin');
    }
  });

  it('refuses a guest with 401 on every guarded route, whatever the id, query or body, and changes nothing', async () => {
    await expectRefused('guest');
  });

  it('refuses an unknown token with 401 on every guarded route, and changes nothing', async () => {
    await expectRefused('stranger');
  });

  it('refuses a signed-in USER with 403 on every admin route, whatever the id, query or body, and changes nothing', async () => {
    await expectRefused('member');
  });

  it('never answers 401 or 403 to a valid request of a role the guards let in, but where a route refuses on purpose', async () => {
    expect(await letInMismatches(t, session, fixtures)).toEqual([]);
  });
});
