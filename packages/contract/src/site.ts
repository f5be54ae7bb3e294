import { z } from 'zod';

/** The built-in page types (spec 01 §2 title formatting); admins may add more later. */
export const BUILTIN_PAGE_TYPES = [
  'home',
  'article-list',
  'article',
  'product-list',
  'product',
  'search',
  'page',
  'friends',
  'social-links',
  'login',
  'register',
  'user',
  'admin',
  'not-found',
  'default',
] as const;
export const DEFAULT_PAGE_TYPE = 'default';

export const matchPageTypeSchema = z.object({
  path: z.string().max(2000, '路径过长').default('/'),
});
export const matchPageTypeResultSchema = z.object({ pageType: z.string() });

export const formatTitleSchema = z.object({
  pageType: z.string().trim().max(64).default(DEFAULT_PAGE_TYPE),
  title: z.string().max(500).optional().nullable(),
  parameters: z.record(z.string(), z.union([z.string(), z.number()]).transform(String)).optional().nullable(),
});
export type FormatTitleInput = z.input<typeof formatTitleSchema>;
export const formatTitleResultSchema = z.object({ formattedTitle: z.string() });

export const siteInfoSchema = z.object({
  siteName: z.string(),
  tagline: z.string(),
  description: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

