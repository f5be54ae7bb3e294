import {
  pageContentSchema,
  pageInputSchema,
  pageSortOrderSchema,
  pageTitleSchema,
  type AdminPage,
  type PageInput,
  type PageStatus,
} from '@app/contract';
import type { Rule } from 'antd/es/form';
import { zodRule } from '../../shared/lib/zod-rule.ts';

/** What the page editor's form holds. */
export interface PageFormValues {
  title: string;
  slug: string;
  content: string;
  status: PageStatus;
  sortOrder: number | null;
  showInList: boolean;
}

export const emptyPageForm: PageFormValues = {
  title: '',
  slug: '',
  content: '',
  status: 'DRAFT',
  sortOrder: 0,
  showInList: true,
};

export const pageFormFrom = (page: AdminPage): PageFormValues => ({
  title: page.title,
  slug: page.slug,
  content: page.content,
  status: page.status,
  sortOrder: page.sortOrder,
  showInList: page.showInList,
});

/** The body the server expects: trimmed, an empty slug sent as null (the server makes one from the title). */
export const toPageInput = (v: PageFormValues): PageInput => ({
  title: v.title.trim(),
  slug: v.slug.trim() || null,
  content: v.content,
  status: v.status,
  sortOrder: v.sortOrder ?? 0,
  showInList: Boolean(v.showInList),
});

/** Whether the form differs from what was last saved (what "unsaved changes" means). */
export const hasUnsavedChanges = (current: PageFormValues, saved: PageFormValues): boolean =>
  JSON.stringify(toPageInput({ ...emptyPageForm, ...current })) !== JSON.stringify(toPageInput(saved));

/** The form's rules, from the contract, so the form says exactly what the server would. */
export const pageFormRules: Record<'title' | 'slug' | 'content' | 'sortOrder', Rule[]> = {
  title: [zodRule(pageTitleSchema)],
  slug: [zodRule(pageInputSchema.shape.slug)],
  content: [zodRule(pageContentSchema)],
  sortOrder: [{ validator: async (_rule, value: unknown) => validateSortOrder(value) }],
};

/** An empty sort order means 0; anything else must be a whole number from 0 to 9999. */
async function validateSortOrder(value: unknown): Promise<void> {
  if (value === null || value === undefined || value === '') return;
  const result = pageSortOrderSchema.safeParse(value);
  if (!result.success) throw new Error(result.error.issues[0]?.message ?? '排序无效');
}
