import { describe, expect, it } from 'vitest';
import { CATEGORY_MAX_LEVEL, categoryInputSchema, fenToPrice, productInputSchema, tagInputSchema } from '@app/contract';
import { MarkdownRenderer } from '../platform/markdown/markdown.ts';
import { DEMO_TAGS } from './demo-content.ts';
import {
  DEMO_CATEGORY_TREE,
  DEMO_FAVORITES_MAX,
  DEMO_PRODUCT_IMAGES,
  DEMO_PRODUCT_TAGS,
  DEMO_PRODUCT_TAG_SOURCES,
  demoProductImageSvg,
  flattenDemoCategories,
  makeDemoProducts,
  type DemoCategory,
} from './demo-products.ts';

const flat = flattenDemoCategories();
const bySlug = new Map(flat.map((c) => [c.category.slug, c]));

describe('demo product categories', () => {
  it('is a tree of at most four levels with a fourth level, valid for the category form', () => {
    expect(Math.max(...flat.map((c) => c.level))).toBe(CATEGORY_MAX_LEVEL);
    expect(flat.filter((c) => c.level === 3).length).toBeGreaterThanOrEqual(1);
    expect(DEMO_CATEGORY_TREE.length).toBeGreaterThanOrEqual(5);
    expect(new Set(flat.map((c) => c.category.slug)).size).toBe(flat.length);
    for (const { category, sortOrder } of flat) {
      expect(category.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const parsed = categoryInputSchema.parse({ ...category, parentId: null, sortOrder });
      expect(parsed.slug, category.name).toBe(category.slug);
    }
    // Sibling names are unique (the server refuses duplicates).
    const siblings = (nodes: DemoCategory[]): void => {
      expect(new Set(nodes.map((n) => n.name.toLowerCase())).size).toBe(nodes.length);
      for (const n of nodes) siblings(n.children);
    };
    siblings(DEMO_CATEGORY_TREE);
    // Parents come before their children.
    flat.forEach((c, i) => {
      if (c.parentSlug !== null) expect(flat.findIndex((p) => p.category.slug === c.parentSlug)).toBeLessThan(i);
    });
    expect(flat.some((c) => !c.category.showInMenu)).toBe(true);
    expect(flat.some((c) => c.category.featured)).toBe(true);
    expect(flat.some((c) => !c.category.active)).toBe(true);
    // A category holds goods only as a leaf, and no inactive category holds any.
    for (const { category } of flat) {
      if (category.goods) expect(category.children).toEqual([]);
      if (!category.active) expect(category.goods).toBeUndefined();
    }
    expect(flat.map((c) => c.category.name)).toEqual(
      expect.arrayContaining([
        '服装',
        '上衣',
        'T恤',
        '短袖T恤',
        '牛仔裤',
        '鞋履',
        '包袋',
        '配饰',
        '数码好物',
        '耳机',
        '家居',
      ]),
    );
  });

  it('uses valid tags that exist among the demo tags or the product tags', () => {
    for (const tag of DEMO_PRODUCT_TAGS) expect(() => tagInputSchema.parse(tag), tag.name).not.toThrow();
    const articleTagNames = new Set(DEMO_TAGS.map((t) => t.name));
    for (const tag of DEMO_PRODUCT_TAGS) expect(articleTagNames.has(tag.name), tag.name).toBe(false);
    const known = new Set(DEMO_PRODUCT_TAG_SOURCES.map((t) => t.name));
    for (const { category } of flat)
      for (const tag of category.goods?.tags ?? []) expect(known.has(tag), tag).toBe(true);
  });
});

describe('demo products', () => {
  it('is the same for the same seed and different for another', () => {
    const a = makeDemoProducts(2024, 40);
    expect(makeDemoProducts(2024, 40)).toEqual(a);
    expect(makeDemoProducts(2025, 40).map((p) => p.name)).not.toEqual(a.map((p) => p.name));
    expect(makeDemoProducts(2024, 7)).toEqual(a.slice(0, 7));
  });

  it('has sensible prices, slugs, categories, pictures, statuses and counts', () => {
    const all = makeDemoProducts(7, 600);
    const imageUrls = new Set(DEMO_PRODUCT_IMAGES.map((i) => `/files/demo/${i.name}`));
    for (const p of all) {
      expect(Number.isInteger(p.priceFen)).toBe(true);
      expect(p.priceFen).toBeGreaterThanOrEqual(0);
      expect(p.priceFen).toBeLessThanOrEqual(1_000_000);
      if (p.originalPriceFen !== null) {
        expect(Number.isInteger(p.originalPriceFen)).toBe(true);
        expect(p.originalPriceFen).toBeGreaterThan(p.priceFen);
      }
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const category = bySlug.get(p.categorySlug);
      expect(category, p.categorySlug).toBeDefined();
      expect(category!.category.active).toBe(true);
      expect(imageUrls.has(p.mainImage)).toBe(true);
      expect(p.images[0]).toBe(p.mainImage);
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(5);
      expect(new Set(p.images).size).toBe(p.images.length);
      for (const url of p.images) expect(imageUrls.has(url), url).toBe(true);
      expect(p.tags.length).toBeGreaterThanOrEqual(1);
      expect(p.purchaseUrl === null || /^https:\/\/shop\.example\.com\/item\/\d+$/.test(p.purchaseUrl)).toBe(true);
      expect(p.createdMinutesAgo).toBeGreaterThan(0);
      expect(p.createdMinutesAgo).toBeLessThanOrEqual(366 * 24 * 60);
      expect(p.editedMinutesLater).toBeLessThan(p.createdMinutesAgo);
      expect(p.favoriteCount).toBeLessThanOrEqual(DEMO_FAVORITES_MAX);
      if (p.status === 'DRAFT') expect([p.viewCount, p.clickCount, p.favoriteCount]).toEqual([0, 0, 0]);
      expect(p.clickCount).toBeLessThanOrEqual(p.viewCount);
      expect(p.name.startsWith(`${p.brand} `)).toBe(true);
      expect(p.model).toMatch(/^[A-Z]{2}-20\d\d-\d{3}$/);
    }
    const share = (f: (p: (typeof all)[number]) => boolean) => all.filter(f).length / all.length;
    expect(share((p) => p.status === 'ACTIVE')).toBeGreaterThan(0.78);
    expect(share((p) => p.status === 'ACTIVE')).toBeLessThan(0.92);
    expect(share((p) => p.status === 'INACTIVE')).toBeGreaterThan(0.03);
    expect(share((p) => p.status === 'DRAFT')).toBeGreaterThan(0.01);
    expect(share((p) => p.featured)).toBeGreaterThan(0.08);
    expect(share((p) => p.featured)).toBeLessThan(0.22);
    expect(share((p) => p.originalPriceFen !== null)).toBeGreaterThan(0.3);
    expect(share((p) => p.originalPriceFen !== null)).toBeLessThan(0.5);
    expect(share((p) => p.priceFen % 100 === 0 || p.priceFen % 100 === 90)).toBeGreaterThan(0.8);
    // Mostly leaves, sometimes a category above them; every leaf with goods gets used.
    expect(share((p) => bySlug.get(p.categorySlug)!.category.children.length === 0)).toBeGreaterThan(0.8);
    expect(all.some((p) => bySlug.get(p.categorySlug)!.category.children.length > 0)).toBe(true);
    for (const leaf of flat.filter((c) => c.category.goods))
      expect(
        all.some((p) => p.categorySlug === leaf.category.slug),
        leaf.category.slug,
      ).toBe(true);
    expect(new Set(all.map((p) => p.name)).size).toBeGreaterThan(300);
    const ages = all.map((p) => p.createdMinutesAgo);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(300 * 24 * 60);
  });

  it('passes the admin form and renders as Markdown with lists and tables', async () => {
    const renderer = await MarkdownRenderer.create();
    const all = makeDemoProducts(99, 120);
    for (const [i, p] of all.entries()) {
      const input = productInputSchema.parse({
        name: p.name,
        slug: p.slug,
        categoryId: i + 1,
        price: fenToPrice(p.priceFen),
        originalPrice: p.originalPriceFen === null ? null : fenToPrice(p.originalPriceFen),
        brand: p.brand,
        model: p.model,
        summary: p.summary,
        description: p.description,
        mainImage: p.mainImage,
        images: p.images,
        tags: p.tags,
        purchaseUrl: p.purchaseUrl,
        status: p.status,
        featured: p.featured,
      });
      expect(input.price).toBe(p.priceFen);
      expect(input.originalPrice).toBe(p.originalPriceFen);
      expect(input.description).toBe(p.description);
      const rendered = renderer.render(p.description);
      expect(rendered.html).toContain('<ul>');
      expect(rendered.html).toContain('<strong>材质</strong>');
      expect(rendered.html).not.toContain('**');
      expect(rendered.headings.length).toBeGreaterThanOrEqual(2);
    }
    expect(all.some((p) => p.description.includes('| --- |'))).toBe(true);
  });

  it('draws each product picture the same way every time, with its label', () => {
    expect(DEMO_PRODUCT_IMAGES.length).toBeGreaterThanOrEqual(24);
    expect(new Set(DEMO_PRODUCT_IMAGES.map((i) => i.name)).size).toBe(DEMO_PRODUCT_IMAGES.length);
    for (const { name, label } of DEMO_PRODUCT_IMAGES) {
      const svg = demoProductImageSvg(name);
      expect(svg).toBe(demoProductImageSvg(name));
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"')).toBe(true);
      expect(svg).toContain(`>${label}</text>`);
    }
    expect(demoProductImageSvg('product-tee-1.webp')).not.toBe(demoProductImageSvg('product-tee-2.webp'));
    expect(() => demoProductImageSvg('nope.webp')).toThrow();
  });
});
