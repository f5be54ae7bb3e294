import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../platform/db/database.ts';
import { migrateDownTo, migrateToLatest } from '../platform/db/migrations/index.ts';
import { isUniqueViolation } from '../platform/db/unique-violation.ts';
import { createTestApp, testDialects, type TestApp } from './test-app.ts';

/*
 * Migration 013 makes a tag's name and a category's name among its siblings unique, case ignored.
 * A site that already holds such duplicates (made by requests that raced) upgrades all the same:
 * in each group the oldest row keeps its name and the later ones get the first free `-2`, `-3`, …
 */
describe.each(testDialects)('migration 013: unique names (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const db = () => t.app.services.database.db;
  let seq = 0;
  const tag = async (name: string) => {
    const now = nowIso();
    const row = await db()
      .insertInto('tags')
      .values({ name, slug: `m013-tag-${++seq}`, color: '#1677ff', featured: false, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const category = async (name: string, parentId: number | null) => {
    const now = nowIso();
    const row = await db()
      .insertInto('product_categories')
      .values({
        name,
        parent_id: parentId,
        slug: `m013-category-${++seq}`,
        sort_order: 0,
        active: true,
        featured: false,
        show_in_menu: true,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const nameOf = async (table: 'tags' | 'product_categories', id: number) =>
    (await db().selectFrom(table).select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;

  it('renames the later duplicates of an existing site, then refuses new ones', async () => {
    const { database } = t.app.services;
    await migrateDownTo(database, '012-subscriptions');

    const dup = await tag('Dup');
    const dupLower = await tag('dup');
    const dupUpper = await tag('DUP');
    const taken = await tag('dup-2');
    const long = 'x'.repeat(50);
    const longFirst = await tag(long);
    const longSecond = await tag(long.toUpperCase());
    const shelf = await category('Shelf', null);
    const shelfLower = await category('shelf', null);
    const box = await category('Box', shelf);
    const boxLower = await category('box', shelf);
    const boxElsewhere = await category('Box', shelfLower);

    expect(await migrateToLatest(database)).toContain('013-unique-names');

    expect(await nameOf('tags', dup)).toBe('Dup');
    expect(await nameOf('tags', dupLower)).toBe('dup-3');
    expect(await nameOf('tags', dupUpper)).toBe('DUP-4');
    expect(await nameOf('tags', taken)).toBe('dup-2');
    expect(await nameOf('tags', longFirst)).toBe(long);
    expect(await nameOf('tags', longSecond)).toBe(`${'X'.repeat(48)}-2`);
    expect(await nameOf('product_categories', shelf)).toBe('Shelf');
    expect(await nameOf('product_categories', shelfLower)).toBe('shelf-2');
    expect(await nameOf('product_categories', box)).toBe('Box');
    expect(await nameOf('product_categories', boxLower)).toBe('box-2');
    expect(await nameOf('product_categories', boxElsewhere)).toBe('Box');

    // The indexes hold from now on, whatever path a write takes.
    for (const write of [() => tag('dUP'), () => category('SHELF', null), () => category('BOX', shelf)]) {
      const error = await write().then(
        () => null,
        (e: unknown) => e,
      );
      expect(isUniqueViolation(error)).toBe(true);
    }
  });
});
