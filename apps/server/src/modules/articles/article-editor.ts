import type { z } from 'zod';
import type { AdminArticle, ArticleSnapshot, articleInputSchema } from '@app/contract';
import type { Db } from '../../platform/db/database.ts';
import type { ArticleRow } from '../../platform/db/schema.ts';
import { VersionHistory, type VersionedKind } from '../../platform/snapshots/version-history.ts';
import type { UsersService } from '../users/users.service.ts';
import type { ArticlesService } from './articles.service.ts';

type ArticleInput = z.output<typeof articleInputSchema>;

/** What an article's snapshot keeps, and how it goes back (the shared history does the rest). */
const articleKind = (articles: ArticlesService): VersionedKind<'article_snapshots', ArticleRow, ArticleSnapshot> => ({
  table: 'article_snapshots',
  ownerColumn: 'article_id',
  notFound: '文章不存在',
  draftStatus: 'DRAFT',
  find: (id) => articles.findRow(id),
  state: async (a) => ({ status: a.status, title: a.title, content: a.content }),
  statusNote: (status) => (status === 'PUBLISHED' ? '发布' : '撤回为草稿'),
  columns: async (a) => ({
    title: a.title,
    slug: a.slug,
    excerpt: a.excerpt,
    content: a.content,
    cover_image: a.cover_image,
    status: a.status,
    tags: (await articles.tagNamesOf(a.id)).join(','),
    seo_title: a.seo_title,
    seo_description: a.seo_description,
  }),
  toDto: (r, createdByName) => ({
    id: r.id,
    versionNumber: r.version_number,
    snapshotType: r.snapshot_type,
    description: r.note,
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
  }),
  restore: async (current, snapshot) => {
    await articles.update(current.id, {
      title: snapshot.title,
      slug: undefined,
      excerpt: snapshot.excerpt,
      content: snapshot.content,
      coverImage: snapshot.cover_image,
      tags: snapshot.tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      seoTitle: snapshot.seo_title,
      seoDescription: snapshot.seo_description,
      status: current.status,
      publishedAt: undefined,
      allowComments: Boolean(current.allow_comments),
    });
  },
});

/** Saving articles with their version history: every save goes through here so the snapshot rules hold. */
export class ArticleEditor {
  readonly history: VersionHistory<'article_snapshots', ArticleRow, ArticleSnapshot>;

  constructor(private readonly deps: { db: Db; articles: ArticlesService; users: UsersService }) {
    this.history = new VersionHistory({ db: deps.db, kind: articleKind(deps.articles), creators: deps.users });
  }

  async create(input: ArticleInput, userId: number): Promise<AdminArticle> {
    const { after } = await this.deps.articles.create(input, userId);
    await this.history.recordSave(null, after, userId);
    return this.deps.articles.getAdmin(after.id);
  }

  async update(id: number, input: ArticleInput, userId: number): Promise<AdminArticle> {
    const { before, after } = await this.deps.articles.update(id, input);
    await this.history.recordSave(before && (await this.history.stateOf(before)), after, userId);
    return this.deps.articles.getAdmin(id);
  }

  async setStatus(id: number, status: 'DRAFT' | 'PUBLISHED', userId: number): Promise<AdminArticle> {
    const { before, after } = await this.deps.articles.setStatus(id, status);
    // Only a real change of status is a version; publishing a published article is none.
    if (before?.status !== status) {
      await this.history.recordSave(before && (await this.history.stateOf(before)), after, userId);
    }
    return this.deps.articles.getAdmin(id);
  }

  async restore(id: number, snapshotId: number, userId: number): Promise<AdminArticle> {
    await this.history.restore(id, snapshotId, userId);
    return this.deps.articles.getAdmin(id);
  }
}
