import { Kysely, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/database.ts';
import { migrateToLatest } from '../../platform/db/migrations/index.ts';
import { createNodeSqliteDialect } from '../../platform/db/node-sqlite-dialect.ts';
import type { Database } from '../../platform/db/schema.ts';
import { ArticlesRepository } from './articles.repository.ts';

// SQLite's plan only: PostgreSQL plans this query itself (articles.repository.ts, relatedArticles).
describe('related articles on SQLite', () => {
  let db: Db;
  const asked: CompiledQuery[] = [];
  beforeAll(async () => {
    db = new Kysely<Database>({
      dialect: createNodeSqliteDialect(':memory:'),
      log: (event) => void (event.level === 'query' && asked.push(event.query)),
    });
    await migrateToLatest({ db, dialect: 'sqlite', destroy: () => db.destroy() });
  });
  afterAll(() => db.destroy());

  it("checks each candidate's visibility on the index of ids (articles_visibility), never in its row", async () => {
    asked.length = 0;
    await new ArticlesRepository(db).related(1, '2026-01-01T00:00:00.000Z', 4);
    const [query] = asked;
    expect(query?.sql).toContain('indexed by "articles_visibility"');
    const plan = { ...query!, sql: `explain query plan ${query!.sql}` };
    const steps = (await db.executeQuery<{ detail: string }>(plan)).rows.map((r) => r.detail);
    expect(steps).toContain(
      'SEARCH candidate USING COVERING INDEX articles_visibility (id=? AND status=? AND published_at<?)',
    );
    // The candidates are the outer loop: the visible articles are not scanned.
    expect(steps.join('\n')).not.toContain('articles_status_published');
  });
});
