import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '../test/test-app.ts';
import { TagsRepository } from '../modules/tags/tags.repository.ts';
import { TagsService } from '../modules/tags/tags.service.ts';
import { createLocalDiskStorage } from '../platform/storage/local-disk.ts';
import { DEMO_COVERS, DEMO_FIGURES, makeDemoArticles } from './demo-content.ts';
import { DEMO_READER_COUNT, seedDemo } from './seed-demo.ts';

const SEED = 2024;
const COUNT = 20;
const NOW = new Date('2025-06-01T12:00:00.000Z');

describe.each(testDialects)('seed:demo on %s', (dialect) => {
  let first: TestApp;
  let second: TestApp;
  let storageDir: string;

  const seedInto = (t: TestApp, articles: number, storage: string | null) =>
    seedDemo({
      db: t.app.services.database.db,
      tags: new TagsService(new TagsRepository(t.app.services.database.db)),
      storage: storage ? createLocalDiskStorage(storage) : null,
      articles,
      seed: SEED,
      authorId: null,
      now: NOW,
    });

  const seededRows = (t: TestApp) =>
    t.app.services.database.db
      .selectFrom('articles')
      .select(['title', 'slug', 'excerpt', 'content', 'reading_minutes', 'cover_image', 'published_at', 'updated_at', 'view_count', 'like_count'])
      .where('slug', 'not in', ['about', 'privacy', 'welcome'])
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-demo-storage-'));
    [first, second] = await Promise.all([createTestApp(dialect), createTestApp(dialect)]);
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  it('writes the same articles for the same seed into two fresh sites', async () => {
    const summary = await seedInto(first, COUNT, storageDir);
    await seedInto(second, COUNT, null);
    expect(summary).toMatchObject({ articles: COUNT, tagsCreated: 30, tagsExisting: 0, readersCreated: DEMO_READER_COUNT, images: DEMO_COVERS.length + DEMO_FIGURES.length });

    const a = await seededRows(first);
    const b = await seededRows(second);
    expect(a).toHaveLength(COUNT);
    expect(b).toEqual(a);
    expect(a.map((r) => r.title)).toEqual(makeDemoArticles(SEED, COUNT).map((x) => x.title));
    expect(summary.firstTitles).toEqual(a.slice(0, 5).map((r) => r.title));
    for (const row of a) {
      expect(row.slug).toMatch(/^[a-z0-9-]+$/);
      expect(row.excerpt.length).toBeGreaterThan(10);
      expect(row.reading_minutes).toBeGreaterThanOrEqual(1);
      expect(Date.parse(row.published_at!)).toBeLessThan(NOW.getTime());
      expect(Date.parse(row.published_at!)).toBeGreaterThan(NOW.getTime() - 731 * 24 * 3600 * 1000);
      expect(row.updated_at >= row.published_at!).toBe(true);
    }
  });

  it('backs every like count with like rows and tags every article', async () => {
    const db = first.app.services.database.db;
    const mismatched = await db
      .selectFrom('articles')
      .select(['articles.slug', 'articles.like_count'])
      .select((eb) => eb.selectFrom('article_likes').select(eb.fn.countAll<number>().as('n')).whereRef('article_likes.article_id', '=', 'articles.id').as('likes'))
      .execute();
    for (const row of mismatched) expect(Number(row.likes), row.slug).toBe(row.like_count);
    expect(mismatched.reduce((sum, r) => sum + r.like_count, 0)).toBeGreaterThan(0);

    const untagged = await db
      .selectFrom('articles')
      .select('slug')
      .where('slug', 'not in', ['about', 'privacy', 'welcome'])
      .where((eb) => eb.not(eb.exists(eb.selectFrom('article_tags').select('tag_id').whereRef('article_tags.article_id', '=', 'articles.id'))))
      .execute();
    expect(untagged).toEqual([]);

    const readers = await db.selectFrom('users').select(sql<number>`count(*)`.as('n')).where('username', 'like', 'demo_reader_%').executeTakeFirstOrThrow();
    expect(Number(readers.n)).toBe(DEMO_READER_COUNT);
  });

  it('shows the demo articles on the public site and writes the illustrations it points at', async () => {
    const list = await first.call({ method: 'GET', url: '/api/public/articles?size=100' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.totalElements).toBe(COUNT + 3);

    const tags = await first.call({ method: 'GET', url: '/api/public/tags/featured' });
    expect(tags.statusCode).toBe(200);
    const featured = (tags.json().data as { name: string; articleCount: number }[]).map((t) => t.name);
    expect(featured).toEqual(expect.arrayContaining(['前端', '摄影', '咖啡']));

    const rss = await first.call({ method: 'GET', url: '/rss.xml' });
    const newest = (await seededRows(first)).sort((x, y) => (y.published_at ?? '').localeCompare(x.published_at ?? ''))[0]!;
    expect(rss.body).toContain(`/articles/${newest.slug}</link>`);

    for (const name of [...DEMO_COVERS, ...DEMO_FIGURES]) {
      for (const file of [name, name.replace(/\.webp$/, '-400.webp'), name.replace(/\.webp$/, '-800.webp')]) {
        const bytes = fs.readFileSync(path.join(storageDir, 'demo', file));
        expect(bytes.subarray(0, 4).toString('latin1'), file).toBe('RIFF');
        expect(bytes.subarray(8, 12).toString('latin1'), file).toBe('WEBP');
      }
    }
  });

  it('adds more on a second run, reusing tags and readers and keeping slugs unique', async () => {
    const summary = await seedInto(first, 5, null);
    expect(summary).toMatchObject({ articles: 5, tagsCreated: 0, tagsExisting: 30, readersCreated: 0, images: 0 });
    const rows = await seededRows(first);
    expect(rows).toHaveLength(COUNT + 5);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(COUNT + 5);
    // The same seed starts over, so the same titles come again under new slugs.
    expect(rows.slice(COUNT).map((r) => r.title)).toEqual(rows.slice(0, 5).map((r) => r.title));
  });
});
