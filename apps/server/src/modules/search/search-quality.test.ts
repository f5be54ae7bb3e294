import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle, SearchResult } from '@app/contract';
import { testDialects, type TestApp } from '../../test/test-app.ts';
import { madeCategory, madeProduct, useProductsApp } from '../products/products.fixtures.ts';
import {
  CORPUS_ARTICLES,
  CORPUS_CATEGORIES,
  CORPUS_PRODUCTS,
  QUALITY_QUERIES,
  type QualityQuery,
} from './search-quality.corpus.ts';

/**
 * Search quality: a fixed corpus of Chinese articles and products, created through the admin API,
 * and queries with the documents a reader expects in the first five results
 * (search-quality.corpus.ts). Recall@5 is the mean share of a query's expected documents found in
 * its top 5; the first-hit rate is the share of queries whose top result is the expected first one.
 * A query marked exact must find nothing but its expected documents, and count no more.
 */

const RECALL_AT_5_MIN = 0.9;
const FIRST_HIT_MIN = 0.8;
const TOP = 5;
/** Results read per query: enough to see every stray hit of an exact query. */
const EXACT_PAGE = 20;

type Kind = QualityQuery['kind'];

const hanChars = (text: string) => (text.match(/\p{Script=Han}/gu) ?? []).length;
const expectedFirst = (q: QualityQuery) => q.first ?? q.expected[0]!;
const round = (n: number) => n.toFixed(3);

describe('search quality corpus', () => {
  const keys: Record<Kind, Set<string>> = {
    ARTICLE: new Set(CORPUS_ARTICLES.map((a) => a.key)),
    PRODUCT: new Set(CORPUS_PRODUCTS.map((p) => p.key)),
  };

  it('has unique keys, articles of 150–600 Chinese characters, and at least 45 queries', () => {
    expect(keys.ARTICLE.size).toBe(CORPUS_ARTICLES.length);
    expect(keys.PRODUCT.size).toBe(CORPUS_PRODUCTS.length);
    for (const a of CORPUS_ARTICLES) {
      const n = hanChars(a.content);
      expect(n >= 150 && n <= 600, `${a.key}: ${n} Chinese characters`).toBe(true);
    }
    expect(QUALITY_QUERIES.length).toBeGreaterThanOrEqual(45);
    expect(new Set(QUALITY_QUERIES.map((q) => `${q.kind} ${q.query}`)).size).toBe(QUALITY_QUERIES.length);
  });

  it.each(QUALITY_QUERIES.map((q) => [q.kind, q.query, q] as const))(
    '%s %j expects 1–5 documents of its kind, its first one among them',
    (kind, _query, q) => {
      expect(q.expected.length).toBeGreaterThanOrEqual(1);
      expect(q.expected.length).toBeLessThanOrEqual(TOP);
      expect(new Set(q.expected).size).toBe(q.expected.length);
      expect(q.expected.filter((key) => !keys[kind].has(key))).toEqual([]);
      expect(q.expected).toContain(expectedFirst(q));
    },
  );
});

describe.each(testDialects)('search quality (%s)', (dialect) => {
  const app = useProductsApp(dialect, '搜索质量货架');
  let t: TestApp;
  /** id → key, per result list. */
  const keyOf: Record<Kind, Map<number, string>> = { ARTICLE: new Map(), PRODUCT: new Map() };

  beforeAll(async () => {
    t = app.t;
    const { admin, shelf } = app;
    const categoryIds = new Map<string, number>();
    for (const name of CORPUS_CATEGORIES)
      categoryIds.set(name, (await madeCategory(t, admin, { name, parentId: shelf.id })).id);

    for (const a of CORPUS_ARTICLES) {
      const res = await t.call({
        method: 'POST',
        url: '/api/admin/articles',
        token: admin,
        payload: { title: a.title, excerpt: a.excerpt ?? null, content: a.content, status: 'PUBLISHED', tags: a.tags },
      });
      expect(res.statusCode, `${a.key}: ${res.body}`).toBe(201);
      keyOf.ARTICLE.set((res.json().data as AdminArticle).id, a.key);
    }

    for (const p of CORPUS_PRODUCTS) {
      const made = await madeProduct(t, admin, {
        name: p.name,
        brand: p.brand ?? null,
        model: p.model ?? null,
        summary: p.summary ?? null,
        description: p.description,
        tags: p.tags,
        categoryId: categoryIds.get(p.category),
      });
      keyOf.PRODUCT.set(made.id, p.key);
    }
  }, 180_000);

  /**
   * The keys of the first results of a query, in order (a document not of the corpus, such as the
   * seeded ones, shows as #id and its title), and the total the search reports.
   */
  async function results(q: QualityQuery): Promise<{ keys: string[]; total: number }> {
    const res = await t.call({
      method: 'GET',
      url: `/api/public/search?query=${encodeURIComponent(q.query)}&type=${q.kind}&size=${EXACT_PAGE}`,
    });
    expect(res.statusCode, `${q.kind} ${JSON.stringify(q.query)}: ${res.body}`).toBe(200);
    const r = res.json().data as SearchResult;
    const page = q.kind === 'ARTICLE' ? r.articles : r.products;
    return {
      keys: page.content.map(
        (hit) => keyOf[q.kind].get(hit.id) ?? `#${hit.id} ${'title' in hit ? hit.title : hit.name}`,
      ),
      total: page.totalElements,
    };
  }

  it(`finds ≥${RECALL_AT_5_MIN * 100}% of the expected documents in the top ${TOP}, and the expected first hit first for ≥${FIRST_HIT_MIN * 100}% of the queries`, async () => {
    const rows: { q: QualityQuery; top: string[]; recall: number; firstHit: boolean; noise: string }[] = [];
    for (const q of QUALITY_QUERIES) {
      const { keys: all, total } = await results(q);
      const top = all.slice(0, TOP);
      const found = q.expected.filter((key) => top.includes(key)).length;
      const strays = all.filter((key) => !q.expected.includes(key));
      const noise = !q.exact
        ? ''
        : [strays.length > 0 ? `also found ${strays.join(', ')}` : '', total > all.length ? `counted ${total}` : '']
            .filter(Boolean)
            .join('; ');
      rows.push({ q, top, recall: found / q.expected.length, firstHit: top[0] === expectedFirst(q), noise });
    }
    const recall = rows.reduce((sum, r) => sum + r.recall, 0) / rows.length;
    const firstHit = rows.filter((r) => r.firstHit).length / rows.length;

    const noisy = rows.filter((r) => r.noise).length;
    const misses = rows
      .filter((r) => r.recall < 1 || !r.firstHit || r.noise)
      .map(({ q, top, recall: rc, firstHit: fh, noise }) => {
        const lost = q.expected.filter((key) => !top.includes(key));
        const what = [
          rc < 1 ? `missing ${lost.join(', ')}` : '',
          fh ? '' : `first should be ${expectedFirst(q)}`,
          noise,
        ]
          .filter(Boolean)
          .join('; ');
        return `  ${q.kind} ${JSON.stringify(q.query)}: expected [${q.expected.join(', ')}] → got [${top.join(', ')}] (${what})`;
      });
    const summary = `search quality (${dialect}): recall@${TOP} ${round(recall)}, first hit ${round(firstHit)} over ${rows.length} queries (${CORPUS_ARTICLES.length} articles, ${CORPUS_PRODUCTS.length} products); ${misses.length} queries not perfect, ${noisy} exact queries with noise`;
    const report = [summary, ...misses].join('\n');
    console.log(report);

    expect(recall, `recall@${TOP} ${round(recall)} < ${RECALL_AT_5_MIN}\n${report}`).toBeGreaterThanOrEqual(
      RECALL_AT_5_MIN,
    );
    expect(firstHit, `first-hit rate ${round(firstHit)} < ${FIRST_HIT_MIN}\n${report}`).toBeGreaterThanOrEqual(
      FIRST_HIT_MIN,
    );
    expect(noisy, `${noisy} exact queries found or counted more than expected\n${report}`).toBe(0);
  }, 120_000);
});
