import type { z } from 'zod';
import {
  PAGE_SLUG_MAX,
  type AdminPage,
  type PageResult,
  type PageSummary,
  type PublicPage,
  type PublicPageSummary,
  type adminPageQuerySchema,
  type pageInputSchema,
} from '@app/contract';
import { retryOnUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { pageOffset, parseSort, toPage } from '../../platform/http/paging.ts';
import { nowIso, type Db } from '../../platform/db/database.ts';
import { excerptOf, type MarkdownRenderer } from '../../platform/markdown/markdown.ts';
import { slugify, uniqueSlug } from '../../platform/text/slug.ts';
import { toAdminPage, toPageSummary, toPublicPage, toPublicPageSummary } from './pages.mapper.ts';
import { PagesRepository, type PageOrder } from './pages.repository.ts';

type PageInput = z.output<typeof pageInputSchema>;
type AdminQuery = z.output<typeof adminPageQuerySchema>;

const SORTABLE = {
  sortOrder: 'sort_order',
  title: 'title',
  slug: 'slug',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const;
/** The public list is not paged; a site has a handful of pages, this caps a runaway one. */
const PUBLIC_LIST_MAX = 100;
const EXCERPT_LENGTH = 120;
const NOT_FOUND = '页面不存在';

const slugInUse = (slug: string) => `路径标识符「${slug}」已被其他页面使用`;

export class PagesService {
  private readonly repo: PagesRepository;

  constructor(private readonly deps: { db: Db; markdown: MarkdownRenderer }) {
    this.repo = new PagesRepository(deps.db);
  }

  /** Admin list: sorted by sort order, then title, unless asked otherwise. */
  async listAdmin(query: AdminQuery): Promise<PageResult<PageSummary>> {
    const order: PageOrder[] = parseSort(query.sort, SORTABLE, { column: 'sort_order', direction: 'asc' });
    if (!order.some((o) => o.column === 'title')) order.push({ column: 'title', direction: 'asc' });
    const { rows, total } = await this.repo.page({
      keyword: query.keyword || undefined,
      status: query.status,
      offset: pageOffset(query),
      limit: query.size,
      order,
    });
    return toPage(rows.map(toPageSummary), total, query);
  }

  async getAdmin(id: number): Promise<AdminPage> {
    const row = await this.repo.findById(id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return toAdminPage(row);
  }

  /** Published pages shown in the /pages list, each with a short excerpt of its text. */
  async listPublic(): Promise<PublicPageSummary[]> {
    const rows = await this.repo.listed(PUBLIC_LIST_MAX);
    return rows.map((row) =>
      toPublicPageSummary(row, excerptOf(this.deps.markdown.render(row.content).bodyText, EXCERPT_LENGTH)),
    );
  }

  /** A published page by slug, rendered and sanitised; drafts and unknown slugs are 404. */
  async getPublic(slug: string): Promise<PublicPage> {
    const row = await this.repo.findBySlug(slug);
    if (!row || row.status !== 'PUBLISHED') throw AppError.notFound(NOT_FOUND);
    return toPublicPage(row, await this.deps.markdown.renderHighlighted(row.content));
  }

  /** The slug is unique: a taken one is a 409, however many saves race for it (see retryOnUniqueViolation). */
  async create(input: PageInput): Promise<AdminPage> {
    const id = await retryOnUniqueViolation(async () => {
      const slug = await this.resolveSlug(input);
      const now = nowIso();
      return this.repo.insert({ ...this.columnsOf(input), slug, created_at: now, updated_at: now });
    });
    return this.getAdmin(id);
  }

  async update(id: number, input: PageInput): Promise<AdminPage> {
    const current = await this.repo.findById(id);
    if (!current) throw AppError.notFound(NOT_FOUND);
    await retryOnUniqueViolation(async () => {
      const slug = await this.resolveSlug(input, current.id, current.slug);
      await this.repo.update(id, { ...this.columnsOf(input), slug, updated_at: nowIso() });
    });
    return this.getAdmin(id);
  }

  async delete(id: number): Promise<void> {
    if (!(await this.repo.delete(id))) throw AppError.notFound(NOT_FOUND);
  }

  private columnsOf(input: PageInput) {
    return {
      title: input.title,
      content: input.content,
      status: input.status,
      sort_order: input.sortOrder,
      show_in_list: input.showInList,
    };
  }

  /** A given slug must be free (409); an empty one keeps the page's slug, or is made from the title. */
  private async resolveSlug(input: PageInput, exceptId?: number, currentSlug?: string): Promise<string> {
    if (input.slug) {
      if (await this.repo.slugTaken(input.slug, exceptId)) throw AppError.conflict('CONFLICT', slugInUse(input.slug));
      return input.slug;
    }
    if (currentSlug) return currentSlug;
    return uniqueSlug(slugify(input.title, 80), 'page', (s) => this.repo.slugTaken(s, exceptId), PAGE_SLUG_MAX);
  }
}
