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
import { retryOnUniqueViolation } from '../../platform/db/unique-violation.ts';
import { slugify, uniqueSlug } from '../../platform/text/slug.ts';
import { toTagBrief, toTagDto } from './tags.mapper.ts';
import type { Db } from '../../platform/db/database.ts';
import type { TagRow } from '../../platform/db/schema.ts';
import type { SearchIndexer } from '../../platform/search/search-indexer.ts';
import { TagsRepository } from './tags.repository.ts';

type TagInput = z.output<typeof tagInputSchema>;
type TagListQuery = z.output<typeof tagListQuerySchema>;

/** Code-point order of names, then ids: what the databases' binary/C collation gave before. */
const byName = (a: { id: number; name: string }, b: { id: number; name: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;

const SORTABLE = { name: 'name', slug: 'slug', createdAt: 'created_at' } as const;

/**
 * How many articles carry each tag: told by the module that links articles to tags (its table),
 * registered once at start-up, so this module never reads another module's tables.
 */
export interface TagUsage {
  articleCounts(tagIds: number[]): Promise<Map<number, number>>;
}

export class TagsService {
  private readonly repo: TagsRepository;
  private usage: TagUsage = { articleCounts: async () => new Map() };

  /** Renaming or deleting a tag re-indexes what carries it (tag names are indexed). */
  constructor(private readonly deps: { db: Db; search: SearchIndexer }) {
    this.repo = new TagsRepository(deps.db);
  }

  useUsage(usage: TagUsage): void {
    this.usage = usage;
  }

  private async dtos(rows: TagRow[]): Promise<Tag[]> {
    const counts = await this.usage.articleCounts(rows.map((r) => r.id));
    return rows.map((r) => toTagDto(r, counts.get(r.id) ?? 0));
  }

  /** Tag briefs by id, read through `db` (a caller's transaction may pass its own). */
  async briefsByIds(ids: number[], db: Db = this.deps.db): Promise<Map<number, TagBrief>> {
    const rows = await new TagsRepository(db).findByIds([...new Set(ids)]);
    return new Map(rows.map((r) => [r.id, toTagBrief(r)]));
  }

  /** owner id → the briefs of its tag ids, sorted by name (articles and products keep their own links). */
  async briefsOf(links: Map<number, number[]>, db: Db = this.deps.db): Promise<Map<number, TagBrief[]>> {
    const briefs = await this.briefsByIds([...links.values()].flat(), db);
    return new Map([...links].map(([owner, ids]) => [owner, ids.flatMap((t) => briefs.get(t) ?? []).sort(byName)]));
  }

  /** The id of the tag with this slug, if there is one. */
  async idBySlug(slug: string): Promise<number | undefined> {
    return (await this.repo.findBySlug(slug))?.id;
  }

  /** These tags sorted by name, at most `limit` (the sitemap's tags in use). */
  async sortedByName(ids: number[], limit: number): Promise<{ slug: string; updatedAt: string }[]> {
    const rows = await this.repo.findByIds([...new Set(ids)]);
    return rows
      .sort(byName)
      .slice(0, limit)
      .map((r) => ({ slug: r.slug, updatedAt: r.updated_at }));
  }

  /** The tags of these names, created (default colour, slug from the name) when missing. */
  async ensureByNames(names: string[]): Promise<TagBrief[]> {
    const unique = [...new Map(names.map((n) => [n.trim().toLowerCase(), n.trim()])).values()].filter(Boolean);
    const existing = await this.repo.findByNames(unique);
    const known = new Set(existing.map((t) => t.name.toLowerCase()));
    for (const name of unique.filter((n) => !known.has(n.toLowerCase()))) {
      try {
        await this.create({
          name,
          slug: undefined,
          description: null,
          color: DEFAULT_TAG_COLOR,
          icon: null,
          featured: false,
        });
      } catch (error) {
        // Another save made the same new tag at the same moment: it is read with the others below.
        if (!(error instanceof AppError && error.status === 409)) throw error;
      }
    }
    const all = await this.repo.findByNames(unique);
    return all.map(toTagBrief);
  }

  async featured(limit = 20): Promise<Tag[]> {
    return this.dtos(await this.repo.featured(limit));
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
    const tags = await this.dtos(await this.repo.findByIds(hits.map((t) => t.id)));
    const rank = (t: Tag) => (t.name.toLowerCase() === q ? 0 : q.includes(t.name.toLowerCase()) ? 1 : 2);
    return tags
      .sort((a, b) => rank(a) - rank(b) || b.articleCount - a.articleCount || a.name.localeCompare(b.name, 'zh-CN'))
      .slice(0, limit);
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
    return toPage(await this.dtos(rows), total, query);
  }

  async get(id: number): Promise<Tag> {
    const row = await this.repo.findById(id);
    if (!row) throw AppError.notFound('标签不存在');
    const [tag] = await this.dtos([row]);
    return tag!;
  }

  /** The name and slug are unique (case ignored): a second one is a 409, however many requests race. */
  async create(input: TagInput): Promise<Tag> {
    const id = await retryOnUniqueViolation(async () => {
      await this.refuseTakenName(input.name);
      const slug = await this.resolveSlug(input);
      const now = nowIso();
      return this.repo.insert({
        name: input.name,
        slug,
        description: input.description,
        color: input.color,
        icon: input.icon,
        featured: input.featured,
        created_at: now,
        updated_at: now,
      });
    });
    return this.get(id);
  }

  async update(id: number, input: TagInput): Promise<Tag> {
    const before = await this.get(id);
    await retryOnUniqueViolation(async () => {
      await this.refuseTakenName(input.name, id);
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
      if (input.name !== before.name) {
        const { db, search } = this.deps;
        await db.transaction().execute(async (trx) => {
          await new TagsRepository(trx).update(id, changes);
          await search.sync(trx, await search.dependentsOf(trx, 'tag', [id]));
        });
      } else {
        await this.repo.update(id, changes);
      }
    });
    return this.get(id);
  }

  /** Refused while articles use the tag (spec 01 §4), with the count in the message. */
  async delete(id: number): Promise<void> {
    const { articleCount: count } = await this.get(id);
    if (count > 0) throw new AppError('CONFLICT', 409, tagInUseMessage(count), { data: { articleCount: count } });
    // Products lose the tag with it (their tag rows go too), and their entries with it.
    const { db, search } = this.deps;
    await db.transaction().execute(async (trx) => {
      const carrying = await search.dependentsOf(trx, 'tag', [id]);
      await new TagsRepository(trx).delete(id);
      await search.sync(trx, carrying);
    });
  }

  private async refuseTakenName(name: string, exceptId?: number): Promise<void> {
    if (await this.repo.nameTaken(name, exceptId)) throw AppError.conflict('CONFLICT', `标签「${name}」已存在`);
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
