import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle, ArticleInput, HighlightedText, SearchResult, Tag } from '@app/contract';
import { testDialects, type TestApp } from '../../test/test-app.ts';
import {
  deletedWithCode,
  madeCategory,
  madeProduct,
  savedProduct,
  useProductsApp,
} from '../products/products.fixtures.ts';
import { ADMIN, createTestApp } from '../../test/test-app.ts';

type ArticleBody = Partial<Record<keyof ArticleInput, unknown>>;

async function madeArticle(t: TestApp, token: string, body: ArticleBody): Promise<AdminArticle> {
  const res = await t.call({
    method: 'POST',
    url: '/api/admin/articles',
    token,
    payload: { content: '正文。', status: 'PUBLISHED', tags: [], ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as AdminArticle;
}

const searchRes = (t: TestApp, query: string, extra = '') =>
  t.call({ method: 'GET', url: `/api/public/search?query=${encodeURIComponent(query)}${extra}` });

async function search(t: TestApp, query: string, extra = ''): Promise<SearchResult> {
  const res = await searchRes(t, query, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SearchResult;
}

const titles = (r: SearchResult) => r.articles.content.map((a) => a.title);
const names = (r: SearchResult) => r.products.content.map((p) => p.name);
/** The highlighted pieces of a text (every odd-numbered one). */
const marked = (text: HighlightedText) => text.filter((_, i) => i % 2 === 1);

describe.each(testDialects)('search API (%s)', (dialect) => {
  const app = useProductsApp(dialect, '搜索货架');
  let t: TestApp;
  let admin: string;
  beforeAll(() => {
    ({ t, admin } = app);
  });

  describe('articles', () => {
    it('finds a published article at once by a two-character word, with the word highlighted in the title and the snippet', async () => {
      await madeArticle(t, admin, {
        title: '我的博客搭建笔记',
        content: '# 开始\n\n很多人问我怎样开始写作。这一年里我把整个博客迁移到了自己的服务器上，下面是全部步骤。',
        tags: ['建站'],
      });
      const r = await search(t, '博客');
      expect(titles(r)).toContain('我的博客搭建笔记');
      const hit = r.articles.content.find((a) => a.title === '我的博客搭建笔记')!;
      expect(hit.highlight.title).toEqual(['我的', '博客', '搭建笔记']);
      expect(marked(hit.highlight.snippet)).toContain('博客');
      expect(hit.highlight.snippet.join('')).toContain('迁移到了自己的服务器上');
      expect(r.terms).toEqual(['博客']);
      expect(r.summary).toMatch(/^找到 \d+ 篇文章$/);
    });

    it('finds one character inside longer words (衣 in 大衣 and 衣橱)', async () => {
      await madeArticle(t, admin, { title: '冬天的大衣怎么选', content: '羊毛大衣的面料与版型。' });
      await madeArticle(t, admin, { title: '整理衣橱的三个习惯', content: '换季的时候整理。' });
      const r = await search(t, '衣');
      expect(titles(r)).toEqual(expect.arrayContaining(['冬天的大衣怎么选', '整理衣橱的三个习惯']));
      const coat = r.articles.content.find((a) => a.title === '冬天的大衣怎么选')!;
      expect(marked(coat.highlight.title)).toEqual(['衣']);
    });

    it('never shows a draft or an article due later; publishing, unpublishing and deleting take effect at once', async () => {
      const draft = await madeArticle(t, admin, { title: '尚未发布的蜂蜜草稿', status: 'DRAFT' });
      await madeArticle(t, admin, {
        title: '定时发布的蜂蜜文章',
        publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
      });
      expect(titles(await search(t, '蜂蜜'))).toEqual([]);

      expect(
        (await t.call({ method: 'POST', url: `/api/admin/articles/${draft.id}/publish`, token: admin })).statusCode,
      ).toBe(200);
      expect(titles(await search(t, '蜂蜜'))).toEqual(['尚未发布的蜂蜜草稿']);

      expect(
        (await t.call({ method: 'POST', url: `/api/admin/articles/${draft.id}/unpublish`, token: admin })).statusCode,
      ).toBe(200);
      expect(titles(await search(t, '蜂蜜'))).toEqual([]);

      expect(
        (await t.call({ method: 'POST', url: `/api/admin/articles/${draft.id}/publish`, token: admin })).statusCode,
      ).toBe(200);
      expect(
        (await t.call({ method: 'DELETE', url: `/api/admin/articles/${draft.id}`, token: admin })).statusCode,
      ).toBe(200);
      const after = await search(t, '蜂蜜');
      expect(titles(after)).toEqual([]);
      expect(after.summary).toBe('没有找到相关内容');
    });

    it("saves an article holding a 3,000-character word (over PostgreSQL's 2,047-byte word limit), found by its other words", async () => {
      const hash = 'q'.repeat(3000);
      const article = await madeArticle(t, admin, {
        title: '校验和记录',
        content: `下载的安装包校验和是 ${hash} 请核对。`,
      });
      expect(titles(await search(t, '校验和'))).toEqual(['校验和记录']);
      expect(titles(await search(t, '安装包'))).toEqual(['校验和记录']);
      const edited = await t.call({
        method: 'PUT',
        url: `/api/admin/articles/${article.id}`,
        token: admin,
        payload: { title: '校验和记录', content: `新的安装包 ${hash}${hash} 已发布。`, status: 'PUBLISHED', tags: [] },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(titles(await search(t, '新的'))).toEqual(['校验和记录']);
    });

    it('follows an edit: the old title is no longer found, the new one is', async () => {
      const a = await madeArticle(t, admin, { title: '关于柠檬的记录' });
      const res = await t.call({
        method: 'PUT',
        url: `/api/admin/articles/${a.id}`,
        token: admin,
        payload: { title: '关于橄榄的记录', content: '正文。', status: 'PUBLISHED', tags: [] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(titles(await search(t, '柠檬'))).toEqual([]);
      expect(titles(await search(t, '橄榄'))).toEqual(['关于橄榄的记录']);
    });

    it('ranks a title match above a body match; finds the articles with all the words, or with some when none has all', async () => {
      await madeArticle(t, admin, { title: '一次普通的远足', content: '路上聊到了望远镜，还有很多别的。' });
      await madeArticle(t, admin, { title: '望远镜入门', content: '第一次买望远镜要注意口径。' });
      expect(titles(await search(t, '望远镜')).slice(0, 2)).toEqual(['望远镜入门', '一次普通的远足']);

      await madeArticle(t, admin, { title: '星空摄影', content: '只谈星空。' });
      await madeArticle(t, admin, { title: '赤道仪与星空', content: '赤道仪让星空摄影更轻松。' });
      const both = await search(t, '星空 赤道仪');
      expect(titles(both)).toEqual(['赤道仪与星空']);
      expect(both.summary).toBe('找到 1 篇文章');
      // No article has both: those with either, counted as such.
      const either = await search(t, '赤道仪 望远镜');
      expect(titles(either).sort()).toEqual(['一次普通的远足', '望远镜入门', '赤道仪与星空'].sort());
      expect(either.articles.totalElements).toBe(3);
    });

    it('finds what holds the content words of a sentence, not every article with 在, 做 or 好, and counts only those (#23)', async () => {
      await madeArticle(t, admin, { title: '周末的榛果拿铁', content: '周末在家用摩卡壶做榛果拿铁。' });
      await madeArticle(t, admin, { title: '好好做一件事', content: '在周末做好一件事，好好休息，做一杯好茶。' });
      await madeArticle(t, admin, { title: '拿铁与铁锅', content: '铁锅要先开锅，拿在手里很沉。' });
      const r = await search(t, '如何在周末做一杯好的榛果拿铁');
      expect(titles(r)).toEqual(['周末的榛果拿铁']);
      expect(r.articles.totalElements).toBe(1);
      expect(r.summary).toBe('找到 1 篇文章');
      expect(r.terms).not.toEqual(expect.arrayContaining(['在']));
      expect(marked(r.articles.content[0]!.highlight.title)).toEqual(['周末', '榛果', '拿铁']);
    });

    it('matches an unknown word cut into characters only where they stand side by side (#23)', async () => {
      await madeArticle(t, admin, { title: '蕉下的伞', content: '夏天出门带一把。' });
      await madeArticle(t, admin, { title: '天下第一的香蕉', content: '蕉与下都在，却不相邻：香蕉天下。' });
      const r = await search(t, '蕉下');
      expect(titles(r)).toEqual(['蕉下的伞']);
      expect(marked(r.articles.content[0]!.highlight.title)).toEqual(['蕉下']);
    });

    it('finds names with symbols, dots and apostrophes, and letters and digits together or apart (#23)', async () => {
      await madeArticle(t, admin, { title: 'C++ 模板元编程', content: '从 C++11 讲到 C++20。' });
      await madeArticle(t, admin, { title: 'USB-C 扩展坞评测', content: '一根线接显示器。' });
      await madeArticle(t, admin, { title: 'Pixel 9 上手', content: '谷歌的新手机。' });
      await madeArticle(t, admin, { title: 'Mate60 体验', content: '信号很好。' });
      await madeArticle(t, admin, { title: "Levi's 牛仔裤与 Next.js", content: '穿着写代码。' });
      const cpp = await search(t, 'C++');
      expect(titles(cpp)).toEqual(['C++ 模板元编程']);
      expect(marked(cpp.articles.content[0]!.highlight.title)).toEqual(['C++']);
      expect(titles(await search(t, 'pixel9'))).toEqual(['Pixel 9 上手']);
      expect(titles(await search(t, 'Mate 60'))).toEqual(['Mate60 体验']);
      expect(titles(await search(t, 'levis'))).toEqual(["Levi's 牛仔裤与 Next.js"]);
      expect(titles(await search(t, 'nextjs'))).toEqual(["Levi's 牛仔裤与 Next.js"]);
      expect(titles(await search(t, 'Next.js'))).toEqual(["Levi's 牛仔裤与 Next.js"]);
    });

    it('suggests the closest tags and titles when nothing is found, and nothing when something is (#23)', async () => {
      await madeArticle(t, admin, { title: '鼯鼠观察手记', content: '夜里在林子里看到了滑翔的影子。', tags: ['鼯鼠'] });
      const none = await search(t, '鼯猴');
      expect(none.articles.totalElements + none.products.totalElements).toBe(0);
      expect(none.suggestions.articles.map((a) => a.title)).toContain('鼯鼠观察手记');
      expect(none.suggestions.tags.map((tag) => tag.name)).toContain('鼯鼠');
      const found = await search(t, '鼯鼠');
      expect(found.suggestions).toEqual({ tags: [], articles: [], products: [] });
      // A tag the query names is listed once, as its own, not again as a suggestion.
      const made = await t.call({ method: 'POST', url: '/api/admin/tags', token: admin, payload: { name: '鼯猴' } });
      expect(made.statusCode, made.body).toBe(201);
      const named = await search(t, '鼯猴');
      expect(named.articles.totalElements).toBe(0);
      expect(named.matchedTags.map((tag) => tag.name)).toEqual(['鼯猴']);
      expect(named.suggestions.tags.map((tag) => tag.name)).toEqual(['鼯鼠']);
    });

    it('finds mixed Chinese and Latin queries, ignoring case', async () => {
      await madeArticle(t, admin, { title: 'React 状态管理教程', content: '从 useState 讲起。' });
      const r = await search(t, 'react 教程');
      expect(titles(r)[0]).toBe('React 状态管理教程');
      expect(marked(r.articles.content[0]!.highlight.title)).toEqual(['React', '教程']);
    });

    it('pages articles with type=ARTICLE and keeps both totals', async () => {
      for (let i = 1; i <= 3; i++) await madeArticle(t, admin, { title: `分页的榛子文章 ${i}` });
      await madeProduct(t, admin, { categoryId: app.shelf.id, name: '榛子礼盒' });
      const first = await search(t, '榛子', '&type=ARTICLE&size=2&page=0');
      expect(first.articles.content).toHaveLength(2);
      expect(first.articles.totalElements).toBe(3);
      expect(first.articles.totalPages).toBe(2);
      expect(first.products.content).toEqual([]);
      expect(first.products.totalElements).toBe(1);
      expect(first.summary).toBe('找到 3 篇文章、1 件好物');
      expect(first.totalsCapped).toEqual({ articles: false, products: false });
      const second = await search(t, '榛子', '&type=ARTICLE&size=2&page=1');
      expect(second.articles.content).toHaveLength(1);
      expect(new Set([...titles(first), ...titles(second)]).size).toBe(3);
      const products = await search(t, '榛子', '&type=PRODUCT');
      expect(names(products)).toEqual(['榛子礼盒']);
      expect(products.articles.content).toEqual([]);
    });

    it('counts the matches of each kind no further than asked (the API stops at 10000 and says "10000+")', async () => {
      for (let i = 1; i <= 4; i++) await madeArticle(t, admin, { title: `数到为止的蔻丹 ${i}` });
      // Indexed and visible, but not found before tomorrow: never counted.
      await madeArticle(t, admin, {
        title: '明天才发布的蔻丹',
        publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
      });
      const { database, searchIndexer } = t.app.services;
      const count = (terms: string[], atMost: number, match: 'all' | 'any' = 'any') =>
        searchIndexer.index.count(database.db, terms, new Date().toISOString(), atMost, match);
      expect(await count(['蔻丹'], 100)).toEqual({ ARTICLE: 4, PRODUCT: 0 });
      expect(await count(['蔻丹'], 5)).toEqual({ ARTICLE: 4, PRODUCT: 0 });
      expect(await count(['蔻丹'], 3)).toEqual({ ARTICLE: 3, PRODUCT: 0 });
      expect(await count(['蔻丹', '数到'], 4)).toEqual({ ARTICLE: 4, PRODUCT: 0 });
      // With every word: only the ones that hold both.
      await madeArticle(t, admin, { title: '胭脂与蔻丹' });
      expect(await count(['蔻丹', '胭脂'], 100)).toEqual({ ARTICLE: 5, PRODUCT: 0 });
      expect(await count(['蔻丹', '胭脂'], 100, 'all')).toEqual({ ARTICLE: 1, PRODUCT: 0 });
    });
  });

  describe('tags', () => {
    it('finds articles by their tags and lists the tags the query names, exact names first', async () => {
      await madeArticle(t, admin, { title: '周末去哪儿', content: '城市周边。', tags: ['露营'] });
      await madeArticle(t, admin, { title: '装备清单', content: '帐篷与睡袋。', tags: ['露营装备'] });
      const r = await search(t, '露营');
      expect(titles(r)).toEqual(expect.arrayContaining(['周末去哪儿', '装备清单']));
      expect(r.matchedTags.map((tag) => tag.name)).toEqual(['露营', '露营装备']);
      expect(r.matchedTags[0]).toMatchObject({ slug: expect.any(String), articleCount: 1 });
    });

    it('follows a renamed tag', async () => {
      await madeArticle(t, admin, { title: '一篇带标签的文章', tags: ['Zeppelin'] });
      const tags = (await t.call({ method: 'GET', url: '/api/admin/tags?keyword=Zeppelin', token: admin })).json().data
        .content as Tag[];
      const tag = tags[0]!;
      const res = await t.call({
        method: 'PUT',
        url: `/api/admin/tags/${tag.id}`,
        token: admin,
        payload: { name: 'Quokka', slug: tag.slug, description: null, color: tag.color, icon: null, featured: false },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(titles(await search(t, 'Quokka'))).toEqual(['一篇带标签的文章']);
      expect(titles(await search(t, 'Zeppelin'))).toEqual([]);
    });
  });

  describe('products', () => {
    it('finds products on sale by name, brand, model and category; never drafts, off-shelf or deleted ones', async () => {
      const jackets = await madeCategory(t, admin, { name: '冲锋衣', parentId: app.shelf.id });
      const shell = await madeProduct(t, admin, {
        categoryId: jackets.id,
        name: '轻量硬壳',
        brand: 'Arcteryx',
        model: 'Beta LT',
      });
      await madeProduct(t, admin, { categoryId: jackets.id, name: '草稿里的硬壳', status: 'DRAFT' });
      await madeProduct(t, admin, { categoryId: jackets.id, name: '下架的硬壳', status: 'INACTIVE' });
      expect(names(await search(t, '硬壳'))).toEqual(['轻量硬壳']);
      expect(names(await search(t, 'arcteryx'))).toEqual(['轻量硬壳']);
      expect(names(await search(t, 'Beta LT'))).toEqual(['轻量硬壳']);
      expect(names(await search(t, '冲锋衣'))).toEqual(['轻量硬壳']);

      await savedProduct(t, admin, shell, { status: 'INACTIVE' });
      expect(names(await search(t, '硬壳'))).toEqual([]);
      await savedProduct(t, admin, { ...shell, status: 'INACTIVE' }, { status: 'ACTIVE' });
      expect(names(await search(t, '硬壳'))).toEqual(['轻量硬壳']);
      await deletedWithCode(t, admin, ADMIN.email, shell.id);
      expect(names(await search(t, '硬壳'))).toEqual([]);
    });

    it('follows a renamed category', async () => {
      const category = await madeCategory(t, admin, {
        name: 'Nimbus 分类',
        parentId: app.shelf.id,
        slug: 'old-category-bing',
      });
      await madeProduct(t, admin, { categoryId: category.id, name: '分类改名测试品' });
      const res = await t.call({
        method: 'PUT',
        url: `/api/admin/product-categories/${category.id}`,
        token: admin,
        payload: {
          name: 'Cumulus 分类',
          parentId: app.shelf.id,
          slug: 'old-category-bing',
          description: null,
          sortOrder: 0,
          active: true,
          featured: false,
          showInMenu: true,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(names(await search(t, 'cumulus'))).toEqual(['分类改名测试品']);
      expect(names(await search(t, 'nimbus'))).toEqual([]);
    });

    it('highlights the product name and quotes the description around the match', async () => {
      await madeProduct(t, admin, {
        categoryId: app.shelf.id,
        name: '手冲咖啡壶',
        summary: '细口设计',
        description: '## 体验\n\n不锈钢壶身，**温度计**放在壶盖上，方便控制水温。',
      });
      const r = await search(t, '温度计');
      const hit = r.products.content.find((p) => p.name === '手冲咖啡壶')!;
      expect(marked(hit.highlight.snippet)).toEqual(['温度计']);
      expect(hit.highlight.title).toEqual(['手冲咖啡壶']);
    });
  });

  describe('bad input', () => {
    const odd = [
      '',
      '   ',
      '"',
      '*',
      'NEAR',
      'OR',
      '(',
      '-',
      ':',
      'a OR b',
      'NEAR(a b)',
      '"unterminated',
      'title:博客',
      "'; drop table articles; --",
      '1 OR 1=1',
      '\\',
      '😀🎉',
      '博客 😀',
      '%_',
      "''",
      '& | ! <->',
      'x'.repeat(1000),
    ];
    it.each(odd)('answers %j normally, never with an error', async (query) => {
      const res = await searchRes(t, query);
      expect(res.statusCode, res.body).toBe(200);
      const r = res.json().data as SearchResult;
      expect(r.articles.content).toBeInstanceOf(Array);
      expect(typeof r.summary).toBe('string');
    });

    it('answers an empty query with nothing and the no-result summary', async () => {
      const r = await search(t, '  ');
      expect(r).toMatchObject({
        terms: [],
        articles: { content: [], totalElements: 0 },
        products: { content: [], totalElements: 0 },
        matchedTags: [],
        summary: '没有找到相关内容',
      });
    });

    it('still finds the words of a query around syntax characters', async () => {
      await madeArticle(t, admin, { title: '关于无花果的一切' });
      expect(titles(await search(t, '"无花果*'))).toEqual(['关于无花果的一切']);
      expect(titles(await search(t, '无花果 OR'))).toEqual(['关于无花果的一切']);
    });

    it('refuses a query over 1000 characters, an unknown type and a page size over 50 with clear messages', async () => {
      const long = await searchRes(t, '长'.repeat(1001));
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('搜索内容不能超过1000个字符');
      const type = await searchRes(t, '博客', '&type=EVERYTHING');
      expect(type.statusCode).toBe(400);
      const size = await searchRes(t, '博客', '&size=51');
      expect(size.statusCode).toBe(400);
      expect(size.json().message).toBe('每页条数不能超过50');
    });
  });

  if (dialect === 'postgres') {
    // After every kind of write above: new, edited, published, unpublished, scheduled and deleted
    // articles; products on and off sale, deleted; renamed tags and categories.
    it('keeps the count of documents per word through every kind of write', async () => {
      const { kept, fromIndex } = await wordCounts(t);
      expect(kept.length).toBeGreaterThan(100);
      expect(kept).toEqual(fromIndex);
    });
  }

  describe('reindex', () => {
    it('rebuilds the whole index to the same answers', async () => {
      const before = await search(t, '博客');
      const { done, total } = await t.app.services.searchIndexer.rebuild(t.app.services.database.db);
      expect(done).toBe(total);
      expect(total).toBeGreaterThan(10);
      const after = await search(t, '博客');
      expect(titles(after)).toEqual(titles(before));
      expect(after.articles.totalElements).toBe(before.articles.totalElements);
    });
  });

  if (dialect === 'postgres') {
    it('counts the documents per word afresh in a rebuild', async () => {
      const { kept, fromIndex } = await wordCounts(t);
      expect(kept.length).toBeGreaterThan(100);
      expect(kept).toEqual(fromIndex);
    });
  }
});

/** The word counts PostgreSQL keeps (`search_terms`), and the same counted afresh from the index. */
async function wordCounts(t: TestApp): Promise<{ kept: string[]; fromIndex: string[] }> {
  const { db } = t.app.services.database;
  const kept = await sql<{
    row: string;
  }>`select kind || ' ' || term || ' ' || documents as row from search_terms order by 1`.execute(db);
  const fromIndex = await sql<{ row: string }>`
    select kind || ' ' || term || ' ' || count(*) as row from search_documents, unnest(tsvector_to_array(tsv)) as term where visible group by kind, term order by 1`.execute(
    db,
  );
  return { kept: kept.rows.map((r) => r.row), fromIndex: fromIndex.rows.map((r) => r.row) };
}

describe('search rate limit', () => {
  it('gives each IP its budget of searches a minute, then 429 with the wait', async () => {
    const t = await createTestApp('sqlite', { SEARCH_REQUESTS_PER_MINUTE: '3' });
    try {
      const from = (remoteAddress: string) =>
        t.call({ method: 'GET', url: '/api/public/search?query=博客', remoteAddress });
      for (let i = 0; i < 3; i++) expect((await from('203.0.113.9')).statusCode).toBe(200);
      const refused = await from('203.0.113.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^搜索过于频繁，请 \d+ 秒后再试$/),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await from('198.51.100.4')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
