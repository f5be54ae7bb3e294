import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDownTo, migrateToLatest } from '../platform/db/migrations/index.ts';
import { createTestApp, testDialects, type TestApp } from './test-app.ts';

/*
 * Migration 019: the search index's words changed, so a site whose index was built before gets it
 * rebuilt once at its next start (the search module rebuilds when it claims its first-run key).
 */
describe.each(testDialects)('migration 019: search tokens (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const claimed = async () =>
    (await t.app.services.database.db
      .selectFrom('site_settings')
      .select('key')
      .where('key', '=', 'once.search.initial-index')
      .executeTakeFirst()) !== undefined;

  it('releases the search index claim, so the next start rebuilds the index once', async () => {
    const { database } = t.app.services;
    // The index of this site was built at its first start.
    expect(await claimed()).toBe(true);
    await migrateDownTo(database, '013-unique-names');
    expect(await migrateToLatest(database)).toContain('019-search-tokens');
    expect(await claimed()).toBe(false);
    // The next start claims it again and rebuilds; the one after leaves the index alone.
    const { site } = t.app.services;
    expect(await site.claimOnce('search.initial-index')).toBe(true);
    expect(await site.claimOnce('search.initial-index')).toBe(false);
  });
});
