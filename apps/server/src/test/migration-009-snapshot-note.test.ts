import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { madeCategory, madeProduct } from '../modules/products/products.fixtures.ts';
import { ADMIN, createTestApp, login, testDialects, type TestApp } from './test-app.ts';
import { migrateDownTo, migrateToLatest } from '../platform/db/migrations/index.ts';

/*
 * Migration 009 renames the snapshot note columns (article_snapshots.description and
 * product_snapshots.snapshot_description → note). A site upgraded from 008 keeps every note: the
 * test writes snapshots, puts the tables back as 008 left them, and migrates again.
 */
describe.each(testDialects)('migration 009: snapshot notes (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await login(t, ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
  });

  const snapshots = async (kind: 'articles' | 'products', id: number) =>
    (await t.call({ method: 'GET', url: `/api/admin/${kind}/${id}/snapshots`, token: admin })).json().data.content as {
      description?: string | null;
      snapshotDescription?: string | null;
    }[];

  it('keeps the notes of article and product snapshots taken before the upgrade', async () => {
    const article = await t.call({
      method: 'POST',
      url: '/api/admin/articles',
      token: admin,
      payload: { title: '升级前的文章', content: '正文', tags: [], status: 'DRAFT' },
    });
    expect(article.statusCode, article.body).toBe(201);
    const articleId = article.json().data.id as number;
    const product = await madeProduct(t, admin, { categoryId: (await madeCategory(t, admin)).id });
    for (const [kind, id] of [
      ['articles', articleId],
      ['products', product.id],
    ] as const) {
      const res = await t.call({
        method: 'POST',
        url: `/api/admin/${kind}/${id}/snapshots`,
        token: admin,
        payload: { description: `${kind} 的版本说明` },
      });
      expect(res.statusCode, res.body).toBe(201);
    }

    // Back to the columns of 008, as an existing site has them, and forget that 009 (and what came after) ran.
    const { database } = t.app.services;
    await migrateDownTo(database, '009-snapshot-note');
    await sql`alter table article_snapshots rename column note to description`.execute(database.db);
    await sql`alter table product_snapshots rename column note to snapshot_description`.execute(database.db);
    await sql`delete from kysely_migration where name = '009-snapshot-note'`.execute(database.db);

    expect(await migrateToLatest(database)).toContain('009-snapshot-note');
    expect((await snapshots('articles', articleId)).map((s) => s.description)).toContain('articles 的版本说明');
    expect((await snapshots('products', product.id)).map((s) => s.snapshotDescription)).toContain(
      'products 的版本说明',
    );
  });
});
