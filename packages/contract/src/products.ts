import { z } from './zod-locale.ts';
import { pageQuerySchema } from './envelope.ts';
import { optionalSlugSchema } from './slugs.ts';
import { tagNameSchema } from './tags.ts';
import { headingSchema, imageUrlSchema, tagBriefSchema } from './articles.ts';
import { PRICE_MAX_FEN, priceToFen } from './money.ts';
import { deleteWithCodeSchema } from './codes.ts';
import { snapshotTypeSchema } from './snapshots.ts';
import { isHttpUrl } from './values/friend-links.ts';
import {
  PRODUCT_NAME_MAX,
  PRODUCT_SLUG_MAX,
  PRODUCT_BRAND_MAX,
  PRODUCT_MODEL_MAX,
  PRODUCT_SUMMARY_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_TAGS_MAX,
} from './values/products.ts';

/** Products of the wardrobe (好物/衣橱), spec 02 §3–§7. */

export const productStatusSchema = z.enum(['ACTIVE', 'INACTIVE', 'DRAFT'], {
  error: '状态只能是在售（ACTIVE）、下架（INACTIVE）或草稿（DRAFT）',
});
export type ProductStatus = z.infer<typeof productStatusSchema>;

/** A price field: required (with `requiredMessage`), 0 to 99,999,999.99, at most two decimals; output in fen. */
export const priceFenSchema = (requiredMessage: string) =>
  z.union([z.string(), z.number()], { error: requiredMessage }).transform((v, ctx) => {
    const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    if (text.startsWith('-')) {
      ctx.addIssue({ code: 'custom', message: '价格不能为负数' });
      return z.NEVER;
    }
    if (!/^\d+(\.\d+)?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: '价格格式不正确，如 199 或 199.90' });
      return z.NEVER;
    }
    if (/\.\d{3,}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: '价格最多保留两位小数' });
      return z.NEVER;
    }
    const fen = priceToFen(text);
    if (fen === null || fen > PRICE_MAX_FEN) {
      ctx.addIssue({ code: 'custom', message: '价格不能超过 99999999.99' });
      return z.NEVER;
    }
    return fen;
  });

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((v) => v || null);

/** A shop link: http(s) only (never javascript:), at most 1000 characters. */
export const purchaseUrlSchema = z
  .string()
  .trim()
  .max(1000, '购买链接不能超过1000个字符')
  .refine((v) => v === '' || (!/\s/.test(v) && isHttpUrl(v)), '请输入有效的购买链接（以 http:// 或 https:// 开头）')
  .optional()
  .nullable()
  .transform((v) => v || null);

/** The admin form (create and update); tags are names (an unknown name creates the tag). */
export const productInputSchema = z
  .object({
    name: z
      .string({ error: '请输入商品名称' })
      .trim()
      .min(1, '请输入商品名称')
      .max(PRODUCT_NAME_MAX, `商品名称不能超过${PRODUCT_NAME_MAX}个字符`),
    slug: optionalSlugSchema(PRODUCT_SLUG_MAX),
    categoryId: z
      .number({ error: '请选择商品分类' })
      .int('请选择商品分类')
      .positive('请选择商品分类')
      .max(2_147_483_647, '请选择商品分类'),
    /** In fen after parsing; sent as '199.90' or 199.9. */
    price: priceFenSchema('请输入价格'),
    originalPrice: z
      .union([z.string(), z.number(), z.null()])
      .optional()
      .transform((v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v))
      // nullable, not a union with null: a union would hide the price's own message behind 'Invalid input'.
      .pipe(priceFenSchema('请输入原价').nullable()),
    brand: optionalText(PRODUCT_BRAND_MAX, `品牌不能超过${PRODUCT_BRAND_MAX}个字符`),
    model: optionalText(PRODUCT_MODEL_MAX, `型号不能超过${PRODUCT_MODEL_MAX}个字符`),
    summary: optionalText(PRODUCT_SUMMARY_MAX, `简介不能超过${PRODUCT_SUMMARY_MAX}个字符`),
    description: z
      .string({ error: '商品描述必须是文本' })
      .max(PRODUCT_DESCRIPTION_MAX, `商品描述不能超过${PRODUCT_DESCRIPTION_MAX}个字符`)
      .default(''),
    mainImage: imageUrlSchema
      .optional()
      .nullable()
      .transform((v) => v || null),
    images: z
      .array(
        imageUrlSchema.refine((v) => v !== '', '图片地址不能为空'),
        { error: '图片列表格式不正确' },
      )
      .max(PRODUCT_IMAGES_MAX, `最多${PRODUCT_IMAGES_MAX}张图片`)
      .default([]),
    tags: z
      .array(tagNameSchema, { error: '标签格式不正确' })
      .max(PRODUCT_TAGS_MAX, `最多${PRODUCT_TAGS_MAX}个标签`)
      .default([]),
    purchaseUrl: purchaseUrlSchema,
    status: productStatusSchema.default('DRAFT'),
    featured: z.boolean({ error: '是否推荐必须是布尔值' }).default(false),
    seoTitle: optionalText(200, 'SEO 标题不能超过200个字符'),
    seoDescription: optionalText(500, 'SEO 描述不能超过500个字符'),
  })
  .refine((p) => p.originalPrice === null || p.originalPrice >= p.price, {
    message: '原价不能低于现价',
    path: ['originalPrice'],
  });
export type ProductInput = z.input<typeof productInputSchema>;

/** A product in every list (spec 02 §3 "Product (list)" and "Favourite product"). */
export const productSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  categorySlug: z.string(),
  /** '199.00' */
  price: z.string(),
  originalPrice: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  summary: z.string().nullable(),
  mainImage: z.string().nullable(),
  tags: z.array(tagBriefSchema),
  status: productStatusSchema,
  featured: z.boolean(),
  viewCount: z.number().int(),
  clickCount: z.number().int(),
  favoriteCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const categoryLinkSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** The public product page /products/{slug}. */
export const productDetailSchema = productSummarySchema.extend({
  images: z.array(z.string()),
  descriptionHtml: z.string(),
  headings: z.array(headingSchema),
  purchaseUrl: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  /** Root first, the product's own category last. */
  categoryPath: z.array(categoryLinkSchema),
  related: z.array(productSummarySchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** What the admin form loads. */
export const adminProductSchema = productSummarySchema.extend({
  images: z.array(z.string()),
  description: z.string(),
  purchaseUrl: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

const keywordSchema = z.string().trim().max(100, '关键词不能超过100个字符').optional();

export const publicProductQuerySchema = pageQuerySchema.extend({
  /** A category slug; the products of its whole subtree are listed. */
  category: z.string().trim().max(150).optional(),
  featured: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export const productSearchQuerySchema = pageQuerySchema.extend({ keyword: keywordSchema });
export const adminProductQuerySchema = pageQuerySchema.extend({
  keyword: keywordSchema,
  status: productStatusSchema.optional(),
  categoryId: z.coerce.number<number>().int().positive().max(2_147_483_647).optional(),
});
/** What a client sends to GET /public/products, /public/products/search and /admin/products. */
export type PublicProductQuery = z.input<typeof publicProductQuerySchema>;
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;
export type AdminProductQuery = z.input<typeof adminProductQuerySchema>;

export const productFeaturedSchema = z.object({ featured: z.boolean({ error: '是否推荐必须是布尔值' }) });
export type ProductFeaturedInput = z.input<typeof productFeaturedSchema>;

/** DELETE /admin/products/{id} body (spec 02 §7). */
export const productDeleteSchema = deleteWithCodeSchema;
export type ProductDeleteInput = z.input<typeof productDeleteSchema>;

export const favoriteStatusSchema = z.object({ favorited: z.boolean(), favoriteCount: z.number().int() });
export type FavoriteStatus = z.infer<typeof favoriteStatusSchema>;

/** Spec 02 §3 Product snapshot. */
export const productSnapshotSchema = z.object({
  id: z.number().int(),
  versionNumber: z.number().int(),
  snapshotType: snapshotTypeSchema,
  snapshotDescription: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  name: z.string(),
  slug: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  price: z.string(),
  originalPrice: z.string().nullable(),
  brand: z.string().nullable(),
  summary: z.string().nullable(),
  model: z.string().nullable(),
  status: productStatusSchema,
  featured: z.boolean(),
  mainImage: z.string().nullable(),
  images: z.array(z.string()),
  description: z.string(),
  /** Comma-separated names, as article snapshots keep them. */
  tags: z.string(),
  purchaseUrl: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
});
export type ProductSnapshot = z.infer<typeof productSnapshotSchema>;
