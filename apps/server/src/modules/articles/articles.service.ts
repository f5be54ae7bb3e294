import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type {
  AdminArticle,
  ArticleDetail,
  ArticleSummary,
  PageResult,
  TagBrief,
  adminArticleQuerySchema,
  articleInputSchema,
  publicArticleQuerySchema,
} from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { pageOffset, parseSort, toPage } from '../../platform/http/paging.ts';
import type { Db } from '../../platform/db/database.ts';
import { nowIso, toBool } from '../../platform/db/database.ts';
import { retryOnUniqueViolation } from '../../platform/db/unique-violation.ts';
import type { ArticleRow } from '../../platform/db/schema.ts';
import { excerptOf, markdownText, readingMinutes, type MarkdownRenderer } from '../../platform/markdown/markdown.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { countsAsVisit } from '../../platform/rate-limit/visit-counter.ts';
import { lastSiteDays, siteDay } from '../../platform/time/site-day.ts';
import { slugify, uniqueSlug } from '../../platform/text/slug.ts';
import type { TagsService } from '../tags/tags.service.ts';
import type { SearchIndexer } from '../../platform/search/search-indexer.ts';
import type { UsersService } from '../users/users.service.ts';
import { readerMaySee } from './article-visibility.ts';
import type { ArticleEvents } from './article-events.ts';
import { announceOnce } from '../../platform/jobs/announce-once.ts';
import { RelatedArticles } from './related-articles.ts';
import { ArticlesRepository, type ArticleSummaryRow } from './articles.repository.ts';
import { toAdminArticle, toArticleSummary } from './articles.mapper.ts';

type ArticleInput = z.output<typeof articleInputSchema>;
type PublicQuery = z.output<typeof publicArticleQuerySchema>;
type AdminQuery = z.output<typeof adminArticleQuerySchema>;

const SORTABLE = {
  publishedAt: 'published_at',
  viewCount: 'view_count',
  likeCount: 'like_count',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  title: 'title',
} as const;
const RELATED_COUNT = 4;

export interface ArticleSaved {
  before: ArticleRow | null;
  after: ArticleRow;
}

export class ArticlesService {
  private readonly repo: ArticlesRepository;
  private readonly related: RelatedArticles;

  constructor(
    private readonly deps: {
      db: Db;
      tags: TagsService;
      markdown: MarkdownRenderer;
      limiter: RateLimiter;
      search: SearchIndexer;
      users: UsersService;
      events: ArticleEvents;
      log: FastifyBaseLogger;
    },
  ) {
    this.repo = new ArticlesRepository(deps.db);
    this.related = new RelatedArticles(this.repo);
  }

  /**
   * Tells of every article that became visible and was not told of yet, once each (see
   * announceOnce): called after each save and by the half-minute tick, which is how a scheduled
   * article is announced when its time comes without any request.
   */
  async announceDue(): Promise<number> {
    const now = nowIso();
    return announceOnce(
      this.deps.db,
      await this.repo.unannouncedVisibleIds(now),
      (trx, id) => new ArticlesRepository(trx).markAnnounced(id, now),
      (trx, row) =>
        this.deps.events.emit(trx, [
          {
            type: 'published',
            article: {
              id: row.id,
              title: row.title,
              slug: row.slug,
              excerpt: row.excerpt,
              coverImage: row.cover_image,
              publishedAt: row.published_at ?? now,
            },
          },
        ]),
    );
  }

  /** After a save: an announcement that fails now is made by the next tick; the save stands. */
  private async announceAfterSave(): Promise<void> {
    await this.announceDue().catch((err: unknown) => this.deps.log.warn({ err }, '文章发布通知排队失败，稍后重试'));
  }

  /** article id → its tags, sorted by name. */
  private async tagsOf(ids: number[]): Promise<Map<number, TagBrief[]>> {
    return this.deps.tags.briefsOf(await this.repo.tagIdsOf(ids));
  }

  private async summaries(rows: ArticleSummaryRow[]): Promise<ArticleSummary[]> {
    const tags = await this.tagsOf(rows.map((r) => r.id));
    return rows.map((r) => toArticleSummary(r, tags.get(r.id) ?? []));
  }

  async listPublic(query: PublicQuery): Promise<PageResult<ArticleSummary>> {
    const order = parseSort(query.sort, SORTABLE, { column: 'published_at', direction: 'desc' });
    const tagId = query.tag ? await this.deps.tags.idBySlug(query.tag) : undefined;
    if (query.tag && tagId === undefined) return toPage([], 0, query); // no such tag: nothing carries it
    const { rows, total } = await this.repo.pagePublic({
      now: nowIso(),
      tagId,
      keyword: query.keyword || undefined,
      offset: pageOffset(query),
      limit: query.size,
      order,
    });
    return toPage(await this.summaries(rows), total, query);
  }

  /** A published article by slug, rendered; drafts and unknown slugs are 404. */
  async getPublic(slug: string): Promise<ArticleDetail> {
    const now = nowIso();
    const row = await this.repo.findBySlug(slug);
    if (!row || !readerMaySee(row, now)) throw AppError.notFound('文章不存在');
    const rendered = await this.deps.markdown.renderHighlighted(row.content);
    const [previous, next, related, authorName] = await Promise.all([
      this.repo.neighbour(row, now, 'previous'),
      this.repo.neighbour(row, now, 'next'),
      this.relatedTo(row.id, now),
      row.author_id === null
        ? null
        : this.deps.users.names([row.author_id]).then((names) => names.get(row.author_id!)?.displayName ?? null),
    ]);
    // The article's tags and its related articles' in one lookup.
    const tags = await this.tagsOf([row.id, ...related.map((r) => r.id)]);
    return {
      ...toArticleSummary(row, tags.get(row.id) ?? []),
      contentHtml: rendered.html,
      headings: rendered.headings,
      seoTitle: row.seo_title,
      seoDescription: row.seo_description,
      allowComments: toBool(row.allow_comments),
      authorName,
      previous: previous ?? null,
      next: next ?? null,
      related: related.map((r) => toArticleSummary(r, tags.get(r.id) ?? [])),
    };
  }

  /** The visible articles sharing the most tags with this one (related-articles.ts), in their order. */
  private async relatedTo(articleId: number, now: string) {
    const ids = await this.related.idsFor(articleId, now, RELATED_COUNT);
    const rows = new Map((await this.repo.summaryRowsByIds(ids)).map((r) => [r.id, r]));
    return ids.flatMap((id) => rows.get(id) ?? []);
  }

  /** Forgets what is kept for ranking related articles: public content changed (here or on another instance). */
  forget(): void {
    this.related.forget();
  }

  /** Counts a reader once per 30 minutes; known bots never. */
  async recordView(
    slug: string,
    visitor: { ip: string; userAgent: string | undefined },
  ): Promise<{ viewCount: number }> {
    const row = await this.repo.findBySlug(slug);
    // As for reading: an article not yet due is not there.
    if (!row || !readerMaySee(row, nowIso())) throw AppError.notFound('文章不存在');
    if (await countsAsVisit(this.deps.limiter, `view:${row.id}`, visitor)) {
      await this.repo.incrementViews(row.id, siteDay());
      return { viewCount: row.view_count + 1 };
    }
    return { viewCount: row.view_count };
  }

  /** The dashboard's article figures: counts by state, views of the last days (oldest first), the most read. */
  async dashboardFigures(days: number, top: number) {
    const now = nowIso();
    const span = lastSiteDays(days);
    const [counts, daily, mostRead] = await Promise.all([
      this.repo.statusCounts(now),
      this.repo.dailyViews(span[0]!),
      this.repo.mostRead(now, top),
    ]);
    return {
      counts,
      views: span.map((day) => ({ day, views: daily.get(day) ?? 0 })),
      topArticles: mostRead.map((r) => ({ id: r.id, title: r.title, slug: r.slug, viewCount: r.view_count })),
    };
  }

  async listAdmin(query: AdminQuery): Promise<PageResult<ArticleSummary>> {
    const order = parseSort(query.sort, SORTABLE, { column: 'updated_at', direction: 'desc' });
    const { rows, total } = await this.repo.pageAdmin({
      keyword: query.keyword || undefined,
      status: query.status,
      offset: pageOffset(query),
      limit: query.size,
      order,
    });
    return toPage(await this.summaries(rows), total, query);
  }

  async getAdmin(id: number): Promise<AdminArticle> {
    const row = await this.repo.findById(id);
    if (!row) throw AppError.notFound('文章不存在');
    const tags = await this.tagsOf([id]);
    return toAdminArticle(row, tags.get(id) ?? []);
  }

  findRow(id: number): Promise<ArticleRow | undefined> {
    return this.repo.findById(id);
  }

  /** Summaries in the order of the ids given (missing ones left out). */
  async summariesByIds(ids: number[]): Promise<ArticleSummary[]> {
    const rows = await this.repo.summaryRowsByIds(ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return this.summaries(ids.flatMap((id) => byId.get(id) ?? []));
  }

  // Read interface for other modules (they never read the articles tables themselves).

  /** The ids of the articles readers may see now, as a subquery to filter another module's rows by. */
  visibleIds(now = nowIso()) {
    return this.repo.visibleIds(now);
  }

  /** Whether readers may see this article now. */
  async visibleToReaders(id: number): Promise<boolean> {
    const row = await this.repo.findById(id);
    return row !== undefined && readerMaySee(row, nowIso());
  }

  /** tag id → how many articles carry it. */
  articleCountsByTag(tagIds: number[]): Promise<Map<number, number>> {
    return this.repo.countsByTag(tagIds);
  }

  /** Tags carried by at least one article readers may see. */
  tagIdsInUse(): Promise<number[]> {
    return this.repo.tagIdsInUse(nowIso());
  }

  /** Visible articles' addresses and times, newest first (the sitemap). */
  async visibleAddresses(limit: number): Promise<{ slug: string; updatedAt: string; publishedAt: string | null }[]> {
    const rows = await this.repo.visibleAddresses(nowIso(), limit);
    return rows.map((r) => ({ slug: r.slug, updatedAt: r.updated_at, publishedAt: r.published_at }));
  }

  /** id → the Markdown's plain text (search snippets quote it). */
  async plainTexts(ids: number[]): Promise<Map<number, string>> {
    const rows = await this.repo.findByIds(ids);
    return new Map(rows.map((r) => [r.id, markdownText(r.content)]));
  }

  async setLikeCount(id: number, count: number): Promise<void> {
    await this.repo.update(id, { like_count: count });
  }

  /** The comments module keeps this count (the comments readers see), as likes keep theirs. */
  async setCommentCount(id: number, count: number): Promise<void> {
    await this.repo.update(id, { comment_count: count });
  }

  /** What a comment needs of its article: whether readers see it now and whether it takes comments. */
  async commentTarget(id: number): Promise<{ visible: boolean; open: boolean } | null> {
    const row = await this.repo.commentTargetOf(id);
    if (!row) return null;
    return { visible: readerMaySee(row, nowIso()), open: toBool(row.allow_comments) };
  }

  /** id → title and slug, whatever the status (lists that link to the article). */
  async titles(ids: number[]): Promise<Map<number, { title: string; slug: string }>> {
    const rows = await this.repo.titlesOf([...new Set(ids)]);
    return new Map(rows.map((r) => [r.id, { title: r.title, slug: r.slug }]));
  }

  async tagNamesOf(id: number): Promise<string[]> {
    return ((await this.tagsOf([id])).get(id) ?? []).map((t) => t.name);
  }

  /** The slug is unique: a taken one is a 409, however many saves race for it (see retryOnUniqueViolation). */
  async create(input: ArticleInput, authorId: number): Promise<ArticleSaved> {
    const id = await retryOnUniqueViolation(async () => {
      const slug = await this.resolveSlug(input);
      const now = nowIso();
      const tagIds = (await this.deps.tags.ensureByNames(input.tags)).map((t) => t.id);
      return this.deps.db.transaction().execute(async (trx) => {
        const repo = new ArticlesRepository(trx);
        const newId = await repo.insert({
          ...this.columnsOf(input, null),
          slug,
          view_count: 0,
          like_count: 0,
          author_id: authorId,
          created_at: now,
          updated_at: now,
        });
        await repo.setTags(newId, tagIds);
        await this.deps.search.sync(trx, { ARTICLE: [newId] });
        return newId;
      });
    });
    await this.announceAfterSave();
    await this.renderForReaders(input);
    return { before: null, after: (await this.repo.findById(id))! };
  }

  async update(id: number, input: ArticleInput): Promise<ArticleSaved> {
    const before = await this.repo.findById(id);
    if (!before) throw AppError.notFound('文章不存在');
    await retryOnUniqueViolation(async () => {
      const slug = await this.resolveSlug(input, id);
      const tagIds = (await this.deps.tags.ensureByNames(input.tags)).map((t) => t.id);
      await this.deps.db.transaction().execute(async (trx) => {
        const repo = new ArticlesRepository(trx);
        await repo.update(id, { ...this.columnsOf(input, before), slug, updated_at: nowIso() });
        await repo.setTags(id, tagIds);
        await this.deps.search.sync(trx, { ARTICLE: [id] });
      });
    });
    await this.announceAfterSave();
    await this.renderForReaders(input);
    return { before, after: (await this.repo.findById(id))! };
  }

  /** A published text is rendered as it is saved, so its first reader waits for no highlighting. */
  private async renderForReaders(input: ArticleInput): Promise<void> {
    if (input.status === 'PUBLISHED') await this.deps.markdown.renderHighlighted(input.content);
  }

  async setStatus(id: number, status: 'DRAFT' | 'PUBLISHED'): Promise<ArticleSaved> {
    const before = await this.repo.findById(id);
    if (!before) throw AppError.notFound('文章不存在');
    await this.deps.db.transaction().execute(async (trx) => {
      await new ArticlesRepository(trx).update(id, {
        status,
        published_at: status === 'PUBLISHED' ? (before.published_at ?? nowIso()) : before.published_at,
        updated_at: nowIso(),
      });
      await this.deps.search.sync(trx, { ARTICLE: [id] });
    });
    await this.announceAfterSave();
    return { before, after: (await this.repo.findById(id))! };
  }

  async delete(id: number): Promise<void> {
    if (!(await this.repo.findById(id))) throw AppError.notFound('文章不存在');
    await this.deps.db.transaction().execute(async (trx) => {
      await new ArticlesRepository(trx).delete(id);
      await this.deps.search.sync(trx, { ARTICLE: [id] });
    });
  }

  async renderPreview(content: string) {
    const { html, headings } = await this.deps.markdown.renderHighlighted(content, { keep: false });
    return { html, headings };
  }

  private columnsOf(input: ArticleInput, before: ArticleRow | null) {
    const { text, bodyText } = this.deps.markdown.render(input.content);
    const publishing = input.status === 'PUBLISHED';
    return {
      title: input.title,
      excerpt: input.excerpt ?? excerptOf(bodyText || text),
      content: input.content,
      reading_minutes: readingMinutes(text),
      cover_image: input.coverImage,
      status: input.status,
      // The first publication stamps the time unless one is given; a later save keeps it.
      published_at: input.publishedAt
        ? new Date(input.publishedAt).toISOString()
        : publishing
          ? (before?.published_at ?? nowIso())
          : (before?.published_at ?? null),
      allow_comments: input.allowComments,
      seo_title: input.seoTitle,
      seo_description: input.seoDescription,
    };
  }

  private async resolveSlug(input: ArticleInput, exceptId?: number): Promise<string> {
    if (input.slug) {
      if (await this.repo.slugTaken(input.slug, exceptId))
        throw AppError.conflict('CONFLICT', `路径标识符「${input.slug}」已被其他文章使用`);
      return input.slug;
    }
    if (exceptId !== undefined) {
      const current = await this.repo.findById(exceptId);
      if (current) return current.slug; // an empty slug on edit keeps the one it has
    }
    return uniqueSlug(slugify(input.title, 80), 'article', (s) => this.repo.slugTaken(s, exceptId), 200);
  }
}
