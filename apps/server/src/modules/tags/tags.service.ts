import { DEFAULT_TAG_COLOR, tagInUseMessage, type PageResult, type Tag, type TagBrief, type tagInputSchema, type tagListQuerySchema } from '@app/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { pageOffset, parseSort, toPage } from '../../platform/http/paging.ts';
import { nowIso } from '../../platform/db/database.ts';
import { slugify, uniqueSlug } from '../../platform/text/slug.ts';
import { toTagDto } from './tags.mapper.ts';
import type { TagsRepository } from './tags.repository.ts';

type TagInput = z.output<typeof tagInputSchema>;
type TagListQuery = z.output<typeof tagListQuerySchema>;

const SORTABLE = { name: 'name', slug: 'slug', createdAt: 'created_at' } as const;

export class TagsService {
  constructor(private readonly repo: TagsRepository) {}

  /** The tags of these names, created (default colour, slug from the name) when missing. */
  async ensureByNames(names: string[]): Promise<TagBrief[]> {
    const unique = [...new Map(names.map((n) => [n.trim().toLowerCase(), n.trim()])).values()].filter(Boolean);
    const existing = await this.repo.findByNames(unique);
    const known = new Set(existing.map((t) => t.name.toLowerCase()));
    for (const name of unique.filter((n) => !known.has(n.toLowerCase()))) {
      await this.create({ name, slug: undefined, description: null, color: DEFAULT_TAG_COLOR, icon: null, featured: false });
    }
    const all = await this.repo.findByNames(unique);
    return all.map((t) => ({ id: t.id, name: t.name, slug: t.slug, color: t.color, icon: t.icon }));
  }

  async featured(limit = 20): Promise<Tag[]> {
    return (await this.repo.featured(limit)).map(toTagDto);
  }

  /** Spec 01: paged, searchable by keyword, sorted by name ascending unless asked otherwise. */
  async list(query: TagListQuery): Promise<PageResult<Tag>> {
    const order = parseSort(query.sort, SORTABLE, { column: 'name', direction: 'asc' });
    const { rows, total } = await this.repo.page({ keyword: query.keyword || undefined, offset: pageOffset(query), limit: query.size, order });
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
    const id = await this.repo.insert({ name: input.name, slug, description: input.description, color: input.color, icon: input.icon, featured: input.featured, created_at: now, updated_at: now });
    return this.get(id);
  }

  async update(id: number, input: TagInput): Promise<Tag> {
    await this.get(id);
    if (await this.repo.nameTaken(input.name, id)) throw AppError.conflict('CONFLICT', `标签「${input.name}」已存在`);
    const slug = await this.resolveSlug(input, id);
    await this.repo.update(id, { name: input.name, slug, description: input.description, color: input.color, icon: input.icon, featured: input.featured, updated_at: nowIso() });
    return this.get(id);
  }

  /** Refused while articles use the tag (spec 01 §4), with the count in the message. */
  async delete(id: number): Promise<void> {
    await this.get(id);
    const count = await this.repo.articleCount(id);
    if (count > 0) throw new AppError('CONFLICT', 409, tagInUseMessage(count), { data: { articleCount: count } });
    await this.repo.delete(id);
  }

  /** A given slug must be free (409); an empty one is made from the name. */
  private async resolveSlug(input: TagInput, exceptId?: number): Promise<string> {
    if (input.slug) {
      if (await this.repo.slugTaken(input.slug, exceptId)) throw AppError.conflict('CONFLICT', `路径标识符「${input.slug}」已被其他标签使用`);
      return input.slug;
    }
    return uniqueSlug(slugify(input.name), 'tag', (s) => this.repo.slugTaken(s, exceptId));
  }
}
