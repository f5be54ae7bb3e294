import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

/** The footer's starter articles of older releases, as their first start wrote them. */
const STARTERS = [
  { slug: 'about', title: '关于我', sortOrder: 0 },
  { slug: 'privacy', title: '隐私政策', sortOrder: 1 },
];

interface ArticleRow {
  id: number;
  title: string;
  content: string;
  created_at: string | Date;
  updated_at: string | Date;
  like_count: number;
  comment_count: number;
}

/**
 * Older releases wrote the footer's 关于我 and 隐私政策 as articles: they were the newest posts of a
 * fresh site, in the feeds, previous/next and search. Now they are custom pages (modules/pages
 * writes them on a new site's first start). On a site that already has them:
 *
 * - a starter article its owner never touched becomes a page of the same slug, and its old address
 *   answers 301 to the page. Never touched: the seeded title, saved once only (updated_at equals
 *   created_at, at most the one snapshot its creation wrote), and no likes or comments (a move
 *   would lose them);
 * - an edited one stays an article, and the footer's page address answers 301 to it;
 * - the first-start step that writes the pages is marked done, so it never adds a second pair;
 * - when an article moved, the search index is rebuilt at the next start (the moved ones leave it).
 *
 * `redirects` (owned by the platform: platform/ssr/redirects.ts) holds those addresses; a redirect
 * applies only while its old address finds nothing, so a new article of that slug takes it back.
 */
export function starterPagesMigration(dialect: DialectName): Migration {
  const { timestamp } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('redirects')
        .addColumn('from_path', 'text', (c) => c.primaryKey())
        .addColumn('to_path', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();

      const setting = async (key: string) =>
        (await sql<{ value: string }>`select value from site_settings where key = ${key}`.execute(db)).rows[0];
      // A new site (no first start yet) gets its pages from that start.
      if (!(await setting('once.content.starter-articles'))) return;

      const now = new Date().toISOString();
      const redirect = (from: string, to: string) =>
        sql`insert into redirects (from_path, to_path, created_at) values (${from}, ${to}, ${now})`.execute(db);
      let moved = false;
      for (const starter of STARTERS) {
        const article = (
          await sql<ArticleRow>`select id, title, content, created_at, updated_at, like_count, comment_count
            from articles where slug = ${starter.slug}`.execute(db)
        ).rows[0];
        if (!article) continue;
        const pageTaken = (await sql`select id from pages where slug = ${starter.slug}`.execute(db)).rows.length > 0;
        if (pageTaken) continue;
        const snapshots = Number(
          (
            await sql<{
              n: number | string;
            }>`select count(*) as n from article_snapshots where article_id = ${article.id}`.execute(db)
          ).rows[0]?.n ?? 0,
        );
        const untouched =
          article.title === starter.title &&
          new Date(article.created_at).getTime() === new Date(article.updated_at).getTime() &&
          snapshots <= 1 &&
          Number(article.like_count) === 0 &&
          Number(article.comment_count) === 0;
        if (!untouched) {
          await redirect(`/pages/${starter.slug}`, `/articles/${starter.slug}`);
          continue;
        }
        await sql`insert into pages (title, slug, content, status, sort_order, show_in_list, created_at, updated_at)
          values (${starter.title}, ${starter.slug}, ${article.content}, 'PUBLISHED', ${starter.sortOrder},
            ${dialect === 'postgres' ? sql`true` : sql`1`}, ${article.created_at}, ${now})`.execute(db);
        // Its tags, snapshot and likes go with it (ON DELETE CASCADE).
        await sql`delete from articles where id = ${article.id}`.execute(db);
        await redirect(`/articles/${starter.slug}`, `/pages/${starter.slug}`);
        moved = true;
      }
      if (moved) await sql`delete from site_settings where key = 'once.search.initial-index'`.execute(db);
      // Already there when the migration runs again (a site taken back down and up).
      await sql`insert into site_settings (key, value) values ('once.content.starter-pages', ${`migration-016-${now}`})
        on conflict (key) do nothing`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('redirects').execute();
    },
  };
}
