import { type Insertable, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { ArticleRow, ArticlesTable, ArticleStatus, Database } from '../../platform/db/schema.ts';
import { whereReaderMaySee } from './article-visibility.ts';
import { anyColumnContains } from '../../platform/db/like-pattern.ts';
import { preparedQuery } from '../../platform/db/prepared-query.ts';

export type ArticleOrder = {
  column: 'published_at' | 'view_count' | 'like_count' | 'created_at' | 'updated_at' | 'title';
  direction: 'asc' | 'desc';
};

/**
 * What a list shows of an article (cards, related articles, the admin table): everything but the
 * Markdown and its SEO fields. A body can be 200 kB; a list of ten read it for nothing.
 */
const SUMMARY_COLUMNS = [
  'articles.id',
  'articles.title',
  'articles.slug',
  'articles.excerpt',
  'articles.cover_image',
  'articles.status',
  'articles.view_count',
  'articles.like_count',
  'articles.comment_count',
  'articles.reading_minutes',
  'articles.published_at',
  'articles.created_at',
  'articles.updated_at',
] as const;
type ColumnName<C> = C extends `articles.${infer Name}` ? Name : never;
export type ArticleSummaryRow = Pick<ArticleRow, ColumnName<(typeof SUMMARY_COLUMNS)[number]>>;

/** The articles a reader may see now. */
const visibleAt = (db: Db, now: string) => db.selectFrom('articles').where(whereReaderMaySee(now));

// What every render of an article page asks, prepared once (platform/db/prepared-query.ts).
const articleBySlug = preparedQuery((db, v: { slug: string }) =>
  db.selectFrom('articles').selectAll().where('slug', '=', v.slug),
);
const commentTarget = preparedQuery((db, v: { id: number }) =>
  db.selectFrom('articles').select(['status', 'published_at', 'allow_comments']).where('id', '=', v.id),
);
// The neighbours by a range on published_at (then the id among articles published at the same
// instant): the index on (status, published_at) finds each in one step. Written as "not this one,
// and later or as late with a larger id", the range was lost and every later article was read.
const neighbourQuery = (direction: 'previous' | 'next') => {
  const [sameOrBeyond, beyond, order] =
    direction === 'previous' ? (['<=', '<', 'desc'] as const) : (['>=', '>', 'asc'] as const);
  return preparedQuery((db, v: { now: string; at: string; id: number }) =>
    visibleAt(db, v.now)
      .select(['articles.title', 'articles.slug'])
      .where('articles.published_at', sameOrBeyond, v.at)
      .where((eb) => eb.or([eb('articles.published_at', beyond, v.at), eb('articles.id', beyond, v.id)]))
      .orderBy('articles.published_at', order)
      .orderBy('articles.id', order)
      .limit(1),
  );
};
const neighbours = { previous: neighbourQuery('previous'), next: neighbourQuery('next') };
export class ArticlesRepository {
  constructor(private readonly db: Db) {}

  findById(id: number): Promise<ArticleRow | undefined> {
    return this.db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByIds(ids: number[]): Promise<ArticleRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('articles').selectAll().where('id', 'in', ids).execute();
  }

  summaryRowsByIds(ids: number[]): Promise<ArticleSummaryRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('articles').select(SUMMARY_COLUMNS).where('id', 'in', ids).execute();
  }

  /** What a comment needs of its article (not the body, which can be 200 kB). */
  async commentTargetOf(id: number) {
    return (await commentTarget(this.db, { id }))[0];
  }

  /** Articles readers may see that nobody was told of yet (a scheduled one once its time has come). */
  async unannouncedVisibleIds(now: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('articles')
      .select('id')
      .where('announced_at', 'is', null)
      .where(whereReaderMaySee(now))
      .orderBy('published_at')
      .limit(100)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Marks a visible article announced; undefined when it is not visible or another process was first. */
  markAnnounced(id: number, now: string): Promise<ArticleRow | undefined> {
    return this.db
      .updateTable('articles')
      .set({ announced_at: now })
      .where('id', '=', id)
      .where('announced_at', 'is', null)
      .where(whereReaderMaySee(now))
      .returningAll()
      .executeTakeFirst();
  }

  /** Titles and slugs only (a list that links to articles needs no bodies). */
  titlesOf(ids: number[]): Promise<{ id: number; title: string; slug: string }[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('articles').select(['id', 'title', 'slug']).where('id', 'in', ids).execute();
  }

  async findBySlug(slug: string): Promise<ArticleRow | undefined> {
    return (await articleBySlug(this.db, { slug }))[0];
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    let q = this.db.selectFrom('articles').select('id').where('slug', '=', slug);
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async insert(row: Insertable<ArticlesTable>): Promise<number> {
    return (await this.db.insertInto('articles').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  async update(id: number, changes: Updateable<ArticlesTable>): Promise<void> {
    await this.db.updateTable('articles').set(changes).where('id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('articles').where('id', '=', id).execute();
  }

  async setTags(articleId: number, tagIds: number[]): Promise<void> {
    await this.db.deleteFrom('article_tags').where('article_id', '=', articleId).execute();
    if (tagIds.length > 0)
      await this.db
        .insertInto('article_tags')
        .values(tagIds.map((tag_id) => ({ article_id: articleId, tag_id })))
        .execute();
  }

  /** article id → its tag ids. */
  async tagIdsOf(articleIds: number[]): Promise<Map<number, number[]>> {
    const result = new Map<number, number[]>();
    if (articleIds.length === 0) return result;
    const rows = await this.db
      .selectFrom('article_tags')
      .select(['article_id', 'tag_id'])
      .where('article_id', 'in', articleIds)
      .execute();
    for (const row of rows) result.set(row.article_id, [...(result.get(row.article_id) ?? []), row.tag_id]);
    return result;
  }

  /** tag id → how many articles (any status) carry it. */
  async countsByTag(tagIds: number[]): Promise<Map<number, number>> {
    if (tagIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('article_tags')
      .select((eb) => ['tag_id', eb.fn.countAll<number>().as('n')])
      .where('tag_id', 'in', tagIds)
      .groupBy('tag_id')
      .execute();
    return new Map(rows.map((r) => [r.tag_id, Number(r.n)]));
  }

  /** The articles carrying any of these tags. */
  async idsTaggedWith(tagIds: number[]): Promise<number[]> {
    if (tagIds.length === 0) return [];
    const rows = await this.db.selectFrom('article_tags').select('article_id').where('tag_id', 'in', tagIds).execute();
    return [...new Set(rows.map((r) => r.article_id))];
  }

  /** Tags carried by at least one article readers may see. */
  async tagIdsInUse(now: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('article_tags')
      .select('article_tags.tag_id')
      .distinct()
      .where('article_tags.article_id', 'in', this.visibleIds(now))
      .execute();
    return rows.map((r) => r.tag_id);
  }

  /** The ids of the articles readers may see, as a subquery. */
  visibleIds(now: string) {
    return this.visible(now).select('articles.id');
  }

  allIds(): Promise<number[]> {
    return this.db
      .selectFrom('articles')
      .select('id')
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((r) => r.id));
  }

  /** Visible articles' addresses and times, newest first (the sitemap). */
  visibleAddresses(now: string, limit: number) {
    return this.visible(now)
      .select(['articles.slug', 'articles.updated_at', 'articles.published_at'])
      .orderBy('articles.published_at', 'desc')
      .orderBy('articles.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Published and due: what readers may see. */
  private visible(now: string) {
    return visibleAt(this.db, now);
  }

  async pagePublic(o: {
    now: string;
    tagId?: number;
    keyword?: string;
    offset: number;
    limit: number;
    order: ArticleOrder[];
  }): Promise<{ rows: ArticleSummaryRow[]; total: number }> {
    let q = this.visible(o.now);
    if (o.tagId !== undefined) {
      const tagId = o.tagId;
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('article_tags')
            .select('article_tags.tag_id')
            .whereRef('article_tags.article_id', '=', 'articles.id')
            .where('article_tags.tag_id', '=', tagId),
        ),
      );
    }
    if (o.keyword) {
      q = q.where(anyColumnContains(['articles.title', 'articles.excerpt'], o.keyword));
    }
    return this.page(q, o);
  }

  async pageAdmin(o: {
    keyword?: string;
    status?: ArticleStatus;
    offset: number;
    limit: number;
    order: ArticleOrder[];
  }): Promise<{ rows: ArticleSummaryRow[]; total: number }> {
    let q = this.db.selectFrom('articles');
    if (o.status) q = q.where('articles.status', '=', o.status);
    if (o.keyword) {
      q = q.where(anyColumnContains(['articles.title', 'articles.slug'], o.keyword));
    }
    return this.page(q, o);
  }

  /** One page of a filtered article query, in the given order (then newest id), with the total. */
  private async page(
    q: SelectQueryBuilder<Database, 'articles', object>,
    o: { offset: number; limit: number; order: ArticleOrder[] },
  ): Promise<{ rows: ArticleSummaryRow[]; total: number }> {
    let rows = q.select(SUMMARY_COLUMNS);
    for (const ord of o.order) rows = rows.orderBy(`articles.${ord.column}`, ord.direction);
    const [list, total] = await Promise.all([
      rows.orderBy('articles.id', 'desc').offset(o.offset).limit(o.limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: list, total: Number(total.n) };
  }

  /** The visible article published just before / after this one. */
  async neighbour(
    article: ArticleRow,
    now: string,
    direction: 'previous' | 'next',
  ): Promise<{ title: string; slug: string } | undefined> {
    const values = { now, at: article.published_at ?? article.created_at, id: article.id };
    return (await neighbours[direction](this.db, values))[0];
  }

  /** Every article's tags, for ranking related articles (related-articles.ts). */
  tagPairs(): Promise<{ article_id: number; tag_id: number }[]> {
    return this.db.selectFrom('article_tags').select(['article_id', 'tag_id']).execute();
  }

  /** Each article's status and publication time: what decides whether a reader may see it (article-visibility.ts). */
  visibilities(): Promise<{ id: number; status: ArticleStatus; published_at: string | null }[]> {
    return this.db.selectFrom('articles').select(['id', 'status', 'published_at']).execute();
  }

  /** One more view of the article, on its total and on the site's total of the day. */
  async incrementViews(id: number, day: string): Promise<void> {
    await this.db
      .updateTable('articles')
      .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
      .where('id', '=', id)
      .execute();
    await this.db
      .insertInto('article_daily_views')
      .values({ day, views: 1 })
      .onConflict((oc) => oc.column('day').doUpdateSet((eb) => ({ views: eb('article_daily_views.views', '+', 1) })))
      .execute();
  }

  /** day → views, for the days from `fromDay` on (days without views have no row). */
  async dailyViews(fromDay: string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('article_daily_views')
      .select(['day', 'views'])
      .where('day', '>=', fromDay)
      .execute();
    return new Map(rows.map((r) => [r.day, Number(r.views)]));
  }

  /** Published (due), scheduled (published with a time still to come) and draft articles. */
  async statusCounts(now: string): Promise<{ published: number; scheduled: number; draft: number }> {
    const r = await this.db
      .selectFrom('articles')
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when(whereReaderMaySee(now)(eb)).then(1).else(0).end()).as('published'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([eb('articles.status', '=', 'PUBLISHED'), eb('articles.published_at', '>', now)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('scheduled'),
        eb.fn.sum<number>(eb.case().when('articles.status', '=', 'DRAFT').then(1).else(0).end()).as('draft'),
      ])
      .executeTakeFirstOrThrow();
    return { published: Number(r.published ?? 0), scheduled: Number(r.scheduled ?? 0), draft: Number(r.draft ?? 0) };
  }

  /** The articles readers see, most read first. */
  mostRead(now: string, limit: number) {
    return this.db
      .selectFrom('articles')
      .select(['id', 'title', 'slug', 'view_count'])
      .where(whereReaderMaySee(now))
      .orderBy('view_count', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
