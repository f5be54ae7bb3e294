import type { z } from 'zod';
import {
  AUTO_SNAPSHOTS_KEPT,
  type AdminArticle,
  type ArticleSnapshot,
  type PageResult,
  type SnapshotType,
  type articleInputSchema,
} from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { pageOffset, toPage } from '../../platform/http/paging.ts';
import type { Db } from '../../platform/db/database.ts';
import { nowIso } from '../../platform/db/database.ts';
import type { ArticleRow } from '../../platform/db/schema.ts';
import type { ArticleSaved, ArticlesService } from './articles.service.ts';
import { ArticleSnapshotsRepository } from './article-snapshots.repository.ts';
import { snapshotForSave } from '../../platform/snapshots/snapshot-policy.ts';
import type { UsersService } from '../users/users.service.ts';

type ArticleInput = z.output<typeof articleInputSchema>;

/**
 * Saving articles with their version history: every save goes through here so the snapshot
 * rules hold — STATUS_CHANGE on publish/unpublish, DRAFT_SAVE when a draft is saved, AUTO when a
 * published article's content changed (at most one per 10 minutes unless the title or status
 * changed), MANUAL on request; AUTO ones beyond the latest 50 are pruned.
 */
export class ArticleEditor {
  private readonly snapshots: ArticleSnapshotsRepository;

  constructor(private readonly deps: { db: Db; articles: ArticlesService; users: UsersService }) {
    this.snapshots = new ArticleSnapshotsRepository(deps.db);
  }

  async create(input: ArticleInput, userId: number): Promise<AdminArticle> {
    const saved = await this.deps.articles.create(input, userId);
    await this.afterSave(saved, userId);
    return this.deps.articles.getAdmin(saved.after.id);
  }

  async update(id: number, input: ArticleInput, userId: number): Promise<AdminArticle> {
    const saved = await this.deps.articles.update(id, input);
    await this.afterSave(saved, userId);
    return this.deps.articles.getAdmin(id);
  }

  async setStatus(id: number, status: 'DRAFT' | 'PUBLISHED', userId: number): Promise<AdminArticle> {
    const saved = await this.deps.articles.setStatus(id, status);
    if (saved.before?.status !== status)
      await this.take(saved.after, 'STATUS_CHANGE', userId, status === 'PUBLISHED' ? '发布' : '撤回为草稿');
    return this.deps.articles.getAdmin(id);
  }

  private async afterSave({ before, after }: ArticleSaved, userId: number): Promise<void> {
    const state = (a: ArticleRow) => ({ status: a.status, title: a.title, content: a.content });
    const last = await this.snapshots.latestOfType(after.id, 'AUTO');
    const type = snapshotForSave(before && state(before), state(after), 'DRAFT', last?.created_at);
    if (type)
      await this.take(
        after,
        type,
        userId,
        type === 'STATUS_CHANGE' ? (after.status === 'PUBLISHED' ? '发布' : '撤回为草稿') : null,
      );
  }

  async createManual(articleId: number, description: string | undefined, userId: number): Promise<ArticleSnapshot> {
    const article = await this.requireArticle(articleId);
    const id = await this.take(article, 'MANUAL', userId, description ?? null);
    return this.snapshotDto(articleId, id);
  }

  async list(
    articleId: number,
    query: { page: number; size: number; direction?: string },
  ): Promise<PageResult<ArticleSnapshot>> {
    await this.requireArticle(articleId);
    const direction = query.direction?.toLowerCase() === 'asc' ? 'asc' : 'desc';
    const { rows, total } = await this.snapshots.page(articleId, pageOffset(query), query.size, direction);
    return toPage(await this.withCreatorNames(rows, toSnapshotDto), total, query);
  }

  async delete(articleId: number, snapshotId: number): Promise<void> {
    if (!(await this.snapshots.find(articleId, snapshotId))) throw AppError.notFound('快照不存在');
    await this.snapshots.delete(snapshotId);
  }

  /** Puts a snapshot's content back; the current state is snapshotted first, so nothing is lost. */
  async restore(articleId: number, snapshotId: number, userId: number): Promise<AdminArticle> {
    const snapshot = await this.snapshots.find(articleId, snapshotId);
    if (!snapshot) throw AppError.notFound('快照不存在');
    const current = await this.requireArticle(articleId);
    await this.take(current, 'MANUAL', userId, `恢复到版本 ${snapshot.version_number} 前的备份`);
    const tags = snapshot.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    await this.deps.articles.update(articleId, {
      title: snapshot.title,
      slug: undefined,
      excerpt: snapshot.excerpt,
      content: snapshot.content,
      coverImage: snapshot.cover_image,
      tags,
      seoTitle: snapshot.seo_title,
      seoDescription: snapshot.seo_description,
      status: current.status,
      publishedAt: undefined,
      allowComments: Boolean(current.allow_comments),
    });
    return this.deps.articles.getAdmin(articleId);
  }

  private async requireArticle(id: number): Promise<ArticleRow> {
    const row = await this.deps.articles.findRow(id);
    if (!row) throw AppError.notFound('文章不存在');
    return row;
  }

  private async take(
    article: ArticleRow,
    type: SnapshotType,
    userId: number,
    description: string | null,
  ): Promise<number> {
    const tags = await this.deps.articles.tagNamesOf(article.id);
    const id = await this.deps.db.transaction().execute(async (trx) => {
      const repo = new ArticleSnapshotsRepository(trx);
      return repo.insert({
        article_id: article.id,
        version_number: await repo.nextVersion(article.id),
        snapshot_type: type,
        description,
        title: article.title,
        slug: article.slug,
        excerpt: article.excerpt,
        content: article.content,
        cover_image: article.cover_image,
        status: article.status,
        tags: tags.join(','),
        seo_title: article.seo_title,
        seo_description: article.seo_description,
        created_by: userId,
        created_at: nowIso(),
      });
    });
    if (type === 'AUTO') await this.snapshots.pruneAuto(article.id, AUTO_SNAPSHOTS_KEPT);
    return id;
  }

  private async snapshotDto(articleId: number, snapshotId: number): Promise<ArticleSnapshot> {
    const row = await this.snapshots.find(articleId, snapshotId);
    if (!row) throw AppError.notFound('快照不存在');
    return (await this.withCreatorNames([row], toSnapshotDto))[0]!;
  }

  private async withCreatorNames<R extends { created_by: number | null }, D>(
    rows: R[],
    toDto: (row: R, createdByName: string | null) => D,
  ): Promise<D[]> {
    const names = await this.deps.users.names(rows.flatMap((r) => (r.created_by === null ? [] : [r.created_by])));
    return rows.map((r) => toDto(r, (r.created_by !== null && names.get(r.created_by)?.displayName) || null));
  }
}

function toSnapshotDto(
  r: {
    id: number;
    version_number: number;
    snapshot_type: SnapshotType;
    description: string | null;
    created_at: string;
    title: string;
    slug: string;
    excerpt: string;
    content: string;
    cover_image: string | null;
    status: string;
    tags: string;
    seo_title: string | null;
    seo_description: string | null;
  },
  createdByName: string | null,
): ArticleSnapshot {
  return {
    id: r.id,
    versionNumber: r.version_number,
    snapshotType: r.snapshot_type,
    description: r.description,
    createdByName,
    createdAt: r.created_at,
    title: r.title,
    slug: r.slug,
    excerpt: r.excerpt,
    content: r.content,
    coverImage: r.cover_image,
    status: r.status,
    tags: r.tags,
    seoTitle: r.seo_title,
    seoDescription: r.seo_description,
  };
}
