import type { AdminPage, PageSummary, PublicPage, PublicPageSummary } from '@app/contract';
import { toBool } from '../../platform/db/database.ts';
import type { RenderedMarkdown } from '../../platform/markdown/markdown.ts';
import type { PageListRow, PageRow } from './pages.repository.ts';

export const toPageSummary = (row: PageListRow): PageSummary => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  status: row.status,
  sortOrder: row.sort_order,
  showInList: toBool(row.show_in_list),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const toAdminPage = (row: PageRow): AdminPage => ({ ...toPageSummary(row), content: row.content });

export const toPublicPageSummary = (row: PageRow, excerpt: string): PublicPageSummary => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  excerpt,
  updatedAt: row.updated_at,
});

export const toPublicPage = (row: PageRow, rendered: RenderedMarkdown): PublicPage => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  contentHtml: rendered.html,
  headings: rendered.headings,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
