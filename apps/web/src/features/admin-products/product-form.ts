import {
  priceToFen,
  productInputSchema,
  type AdminProduct,
  type ProductInput,
  type ProductStatus,
} from '@app/contract';
import type { FormRule } from 'antd';
import { zodRule } from '../../shared/lib/zod-rule.ts';

/** What the product editor's form holds: prices as typed text ('199.9'), never numbers. */
export interface ProductFormValues {
  name: string;
  slug: string;
  categoryId: number | null;
  price: string;
  originalPrice: string;
  brand: string;
  model: string;
  summary: string;
  description: string;
  mainImage: string | null;
  images: string[];
  tags: string[];
  purchaseUrl: string;
  status: ProductStatus;
  featured: boolean;
  seoTitle: string;
  seoDescription: string;
}

export const emptyProductForm: ProductFormValues = {
  name: '',
  slug: '',
  categoryId: null,
  price: '',
  originalPrice: '',
  brand: '',
  model: '',
  summary: '',
  description: '',
  mainImage: null,
  images: [],
  tags: [],
  purchaseUrl: '',
  status: 'DRAFT',
  featured: false,
  seoTitle: '',
  seoDescription: '',
};

export const productFormFrom = (p: AdminProduct): ProductFormValues => ({
  name: p.name,
  slug: p.slug,
  categoryId: p.categoryId,
  price: p.price,
  originalPrice: p.originalPrice ?? '',
  brand: p.brand ?? '',
  model: p.model ?? '',
  summary: p.summary ?? '',
  description: p.description,
  mainImage: p.mainImage,
  images: p.images,
  tags: p.tags.map((t) => t.name),
  purchaseUrl: p.purchaseUrl ?? '',
  status: p.status,
  featured: p.featured,
  seoTitle: p.seoTitle ?? '',
  seoDescription: p.seoDescription ?? '',
});

const text = (v: string | null | undefined) => v?.trim() || null;

/** The body: trimmed, empty texts as null (an empty slug is made from the name), prices as typed. */
export const toProductInput = (v: ProductFormValues): ProductInput => ({
  name: v.name.trim(),
  slug: text(v.slug),
  categoryId: v.categoryId ?? 0,
  price: v.price.trim(),
  originalPrice: text(v.originalPrice),
  brand: text(v.brand),
  model: text(v.model),
  summary: text(v.summary),
  description: v.description,
  mainImage: v.mainImage || null,
  images: v.images,
  tags: v.tags,
  purchaseUrl: text(v.purchaseUrl),
  status: v.status,
  featured: Boolean(v.featured),
  seoTitle: text(v.seoTitle),
  seoDescription: text(v.seoDescription),
});

/** Whether the form differs from what was saved; '199.9' and '199.90' are the same price. */
export function hasUnsavedChanges(current: Partial<ProductFormValues>, saved: ProductFormValues): boolean {
  const comparable = (v: ProductFormValues) => {
    const input = toProductInput(v);
    const fen = (p: string | number | null | undefined) => (typeof p === 'string' ? (priceToFen(p) ?? p) : p);
    return JSON.stringify({ ...input, price: fen(input.price), originalPrice: fen(input.originalPrice) });
  };
  return comparable({ ...emptyProductForm, ...current }) !== comparable(saved);
}

/**
 * The original price against the current one, by the contract's own rule (`productInputSchema`'s
 * refinement): '原价不能低于现价'. Silent while either price is not a valid price yet.
 */
export function originalPriceError(price: string, originalPrice: string): string | null {
  if (priceToFen(price) === null || priceToFen(originalPrice) === null) return null;
  const result = productInputSchema.safeParse({ name: '-', categoryId: 1, price, originalPrice });
  return result.success ? null : (result.error.issues.find((i) => i.path[0] === 'originalPrice')?.message ?? null);
}

const shape = productInputSchema.shape;

/** The form's rules, from the contract, so the form says exactly what the server would. */
export const productFormRules = {
  name: [zodRule(shape.name)],
  slug: [zodRule(shape.slug)],
  categoryId: [{ required: true, message: '请选择商品分类' }],
  price: [zodRule(shape.price)],
  originalPrice: [
    zodRule(shape.originalPrice),
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        const error = originalPriceError(String(getFieldValue('price') ?? ''), String(value ?? ''));
        if (error) throw new Error(error);
      },
    }),
  ],
  brand: [zodRule(shape.brand)],
  model: [zodRule(shape.model)],
  summary: [zodRule(shape.summary)],
  purchaseUrl: [zodRule(shape.purchaseUrl)],
  seoTitle: [zodRule(shape.seoTitle)],
  seoDescription: [zodRule(shape.seoDescription)],
} satisfies Partial<Record<keyof ProductFormValues, FormRule[]>>;
