import {
  DEFAULT_TAG_COLOR,
  tagInUseMessage,
  type PageResult,
  type Tag,
  type TagBrief,
  type tagInputSchema,
  type tagListQuerySchema,
} from '@app/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { pageOffset, parseSort, toPage } from '../../platform/http/paging.ts';
import { nowIso } from '../../platform/db/database.ts';
import { slugify, uniqueSlug } from '../../platform/text/slug.ts';
import { toTagDto } from './tags.mapper.ts';
import type { Db } from '../../platform/db/database.ts';
import type { SearchIndexer } from '../search/search-indexer.ts';
import { TagsRepository, type TagWithCount } from './tags.repository.ts';

type TagInput = z.output<typeof tagInputSchema>;
type TagListQuery = z.output<typeof tagListQuerySchema>;

const SORTABLE = { name: 'name', slug: 'slug', createdAt: 'created_at' } as const;

export class TagsService {
  /** With `search`, renaming or deleting a tag re-indexes what carries it (tag names are indexed). */
  constructor(
    private readonly repo: TagsRepository,
    private readonly search?: { db: Db; indexer: SearchIndexer },
  ) {}

  /** The tags of these names, created (default colour, slug from the name) when missing. */
  async ensureByNames(names: string[]): Promise<TagBrief[]> {
    const unique = [...new Map(names.map((n) => [n.trim().toLowerCase(), n.trim()])).values()].filter(Boolean);
    const existing = await this.repo.findByNames(unique);
    const known = new Set(existing.map((t) => t.name.toLowerCase()));
    for (const name of unique.filter((n) => !known.has(n.toLowerCase()))) {
      await this.create({
        name,
        slug: undefined,
        description: null,
        color: DEFAULT_TAG_COLOR,
        icon: null,
        featured: false,
      });
    }
    const all = await this.repo.findByNames(unique);
    return all.map((t) => ({ id: t.id, name: t.name, slug: t.slug, color: t.color, icon: t.icon }));
  }

  async featured(limit = 20): Promise<Tag[]> {
    return (await this.repo.featured(limit)).map(toTagDto);
  }

  /**
   * The tags a search query names: the tag's name appears in the query (React 教程 → React), or one
   * of the query's words appears in the name (穿搭 → 秋冬穿搭). Exact names first, then the most used.
   */
  async matching(query: string, terms: string[], limit = 10): Promise<Tag[]> {
    const q = query.trim().toLowerCase();
    // One Latin letter or digit says too little to pick a tag by; one Chinese character does.
    const words = terms.filter((t) => t.length > 1 || /\p{Script=Han}/u.test(t));
    if (!q) return [];
    const hits = (await this.repo.names())
      .map((t) => ({ ...t, lower: t.name.toLowerCase() }))
      .filter((t) => q.includes(t.lower) || words.some((w) => t.lower.includes(w)));
    const rows = await this.repo.findByIds(hits.map((t) => t.id));
    const rank = (t: TagWithCount) => (t.name.toLowerCase() === q ? 0 : q.includes(t.name.toLowerCase()) ? 1 : 2);
    return rows
      .sort((a, b) => rank(a) - rank(b) || b.article_count - a.article_count || a.name.localeCompare(b.name, 'zh-CN'))
      .slice(0, limit)
      .map(toTagDto);
  }

  /** Spec 01: paged, searchable by keyword, sorted by name ascending unless asked otherwise. */
  async list(query: TagListQuery): Promise<PageResult<Tag>> {
    const order = parseSort(query.sort, SORTABLE, { column: 'name', direction: 'asc' });
    const { rows, total } = await this.repo.page({
      keyword: query.keyword || undefined,
      offset: pageOffset(query),
      limit: query.size,
      order,
    });
    return toPage(rows.map(toTagDto), total, query);
  }

  async get(id: number): Promise<Tag> {
    const row = await this.repo.findById(id);
    if (!row) throw AppError.notFound('标签不存在');
    return toTagDto(row);
  }

  async create(input: TagInput): Promise<Tag> {
    if (await this.repo.nameTaken(input.name)) throw AppError.conflict('CONFLICT', `标签「${input.name}」已存在`);
    const slug = await this.resolveSlug(input);
    const now = nowIso();
    const id = await this.repo.insert({
      name: input.name,
      slug,
      description: input.description,
      color: input.color,
      icon: input.icon,
      featured: input.featured,
      created_at: now,
      updated_at: now,
    });
    return this.get(id);
  }

  async update(id: number, input: TagInput): Promise<Tag> {
    const before = await this.get(id);
    if (await this.repo.nameTaken(input.name, id)) throw AppError.conflict('CONFLICT', `标签「${input.name}」已存在`);
    const slug = await this.resolveSlug(input, id);
    const changes = {
      name: input.name,
      slug,
      description: input.description,
      color: input.color,
      icon: input.icon,
      featured: input.featured,
      updated_at: nowIso(),
    };
    const search = this.search;
    if (search && input.name !== before.name) {
      await search.db.transaction().execute(async (trx) => {
        await new TagsRepository(trx).update(id, changes);
        await search.indexer.sync(trx, await search.indexer.taggedWith(trx, id));
      });
    } else {
      await this.repo.update(id, changes);
    }
    return this.get(id);
  }

  /** Refused while articles use the tag (spec 01 §4), with the count in the message. */
  async delete(id: number): Promise<void> {
    await this.get(id);
    const count = await this.repo.articleCount(id);
    if (count > 0) throw new AppError('CONFLICT', 409, tagInUseMessage(count), { data: { articleCount: count } });
    const search = this.search;
    if (!search) return this.repo.delete(id);
    // Products lose the tag with it (their tag rows go too), and their entries with it.
    await search.db.transaction().execute(async (trx) => {
      const carrying = await search.indexer.taggedWith(trx, id);
      await new TagsRepository(trx).delete(id);
      await search.indexer.sync(trx, carrying);
    });
  }

  /** A given slug must be free (409); an empty one is made from the name. */
  private async resolveSlug(input: TagInput, exceptId?: number): Promise<string> {
    if (input.slug) {
      if (await this.repo.slugTaken(input.slug, exceptId))
        throw AppError.conflict('CONFLICT', `路径标识符「${input.slug}」已被其他标签使用`);
      return input.slug;
    }
    return uniqueSlug(slugify(input.name), 'tag', (s) => this.repo.slugTaken(s, exceptId));
  }
}
