import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, login, testDialects, type TestApp } from '../../test/test-app.ts';
import { madeArticle, madePage, madeTag } from '../../test/content.fixtures.ts';
import { escapeXml, RSS_ITEM_COUNT } from './feeds.service.ts';

interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

const WHITESPACE = ' \t\r\n';
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * A small strict XML reader (no regular expressions): one root element, balanced and matching
 * tags, quoted attributes, no raw `<` in text or attributes, and only known or numeric entities.
 * Throws on anything malformed; returns the element tree with decoded text.
 */
function parseXml(xml: string): XmlNode {
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`malformed XML at ${i}: ${why} near ${JSON.stringify(xml.slice(Math.max(0, i - 30), i + 30))}`);
  };
  const skipSpace = () => {
    while (i < xml.length && WHITESPACE.includes(xml[i]!)) i++;
  };
  const decode = (raw: string): string => {
    let out = '';
    for (let k = 0; k < raw.length;) {
      const c = raw[k]!;
      if (c === '<') fail('raw < in character data');
      if (c !== '&') {
        out += c;
        k++;
        continue;
      }
      const end = raw.indexOf(';', k);
      if (end < 0) fail('unterminated entity');
      const name = raw.slice(k + 1, end);
      if (name in ENTITIES) out += ENTITIES[name];
      else if (
        name.startsWith('#x') &&
        name.length > 2 &&
        [...name.slice(2)].every((d) => '0123456789abcdefABCDEF'.includes(d))
      )
        out += String.fromCodePoint(parseInt(name.slice(2), 16));
      else if (name.startsWith('#') && name.length > 1 && [...name.slice(1)].every((d) => '0123456789'.includes(d)))
        out += String.fromCodePoint(Number(name.slice(1)));
      else fail(`unknown entity &${name};`);
      k = end + 1;
    }
    return out;
  };
  const readName = (): string => {
    const start = i;
    while (i < xml.length && !WHITESPACE.includes(xml[i]!) && !'/>='.includes(xml[i]!)) i++;
    const name = xml.slice(start, i);
    if (!name || '0123456789-.'.includes(name[0]!)) fail('bad name');
    return name;
  };
  const element = (): XmlNode => {
    if (xml[i] !== '<') fail('expected <');
    i++;
    const node: XmlNode = { name: readName(), attrs: {}, children: [], text: '' };
    for (;;) {
      skipSpace();
      if (xml.startsWith('/>', i)) {
        i += 2;
        return node;
      }
      if (xml[i] === '>') {
        i++;
        break;
      }
      const attr = readName();
      if (attr in node.attrs) fail(`duplicate attribute ${attr}`);
      if (xml[i] !== '=') fail('expected =');
      i++;
      const quote = xml[i];
      if (quote !== '"' && quote !== "'") fail('unquoted attribute');
      const end = xml.indexOf(quote!, i + 1);
      if (end < 0) fail('unterminated attribute');
      node.attrs[attr] = decode(xml.slice(i + 1, end));
      i = end + 1;
    }
    for (;;) {
      if (i >= xml.length) fail(`unclosed <${node.name}>`);
      if (xml.startsWith('</', i)) {
        i += 2;
        if (readName() !== node.name) fail(`mismatched end tag for <${node.name}>`);
        skipSpace();
        if (xml[i] !== '>') fail('expected > after end tag');
        i++;
        return node;
      }
      if (xml[i] === '<') {
        if (xml[i + 1] === '!' || xml[i + 1] === '?')
          fail('comments, CDATA and processing instructions are not expected here');
        node.children.push(element());
        continue;
      }
      const next = xml.indexOf('<', i);
      const end = next < 0 ? xml.length : next;
      node.text += decode(xml.slice(i, end));
      i = end;
    }
  };
  if (xml.startsWith('<?xml')) {
    const end = xml.indexOf('?>');
    if (end < 0) fail('unterminated declaration');
    i = end + 2;
  }
  skipSpace();
  const root = element();
  skipSpace();
  if (i !== xml.length) fail('content after the root element');
  return root;
}

const childrenNamed = (node: XmlNode, name: string) => node.children.filter((c) => c.name === name);
function child(node: XmlNode, name: string): XmlNode {
  const found = node.children.find((c) => c.name === name);
  if (!found) throw new Error(`<${node.name}> has no <${name}>`);
  return found;
}
const textOf = (node: XmlNode, name: string) => child(node, name).text;

const SPECIAL_TITLE = 'A & B <C> "引号" 与 \'单引号\'';
const DAY_MS = 24 * 3600 * 1000;
const EPOCH = Date.parse('2024-03-01T08:00:00.000Z');

/** A custom page through the admin API, with a line of content. */
const page = (t: TestApp, token: string, p: { title: string; slug: string; status: string; showInList: boolean }) =>
  madePage(t, token, { ...p, content: `## ${p.title}\n\n页面正文。` });

describe('escapeXml', () => {
  it('escapes the five special characters and drops characters XML forbids', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('前\u0000端\u0008\t行\n尾\uFFFF')).toBe('前端\t行\n尾');
    expect(escapeXml('孤\uD800立')).toBe('孤\uFFFD立');
  });
});

describe.each(testDialects)('feeds on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  /** The 22 published test articles, oldest first. */
  const published: { slug: string; title: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await login(t, ADMIN.username, ADMIN.password);
    for (let n = 1; n <= 22; n++) {
      const title = n === 22 ? SPECIAL_TITLE : `订阅测试文章 ${n}`;
      const article = await madeArticle(t, token, {
        title,
        slug: `feed-article-${n}`,
        content: n === 22 ? '正文里有 & 和 <b>标签</b> 这样的字符。' : `第 ${n} 篇的正文。`,
        status: 'PUBLISHED',
        publishedAt: new Date(EPOCH + n * DAY_MS).toISOString(),
        tags: n === 22 ? ['研发&测试', '订阅'] : ['订阅'],
      });
      published.push({ slug: article.slug, title });
    }
    await madeArticle(t, token, {
      title: '草稿不应出现',
      slug: 'feed-draft',
      content: '草稿',
      status: 'DRAFT',
      tags: ['只在草稿'],
    });
    await madeArticle(t, token, {
      title: '定时发布不应出现',
      slug: 'feed-scheduled',
      content: '将来',
      status: 'PUBLISHED',
      publishedAt: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      tags: ['只在将来'],
    });
    await madeTag(t, token, { name: '没人用的标签', slug: 'unused-tag' });
    await page(t, token, { title: '留言板', slug: 'guestbook', status: 'PUBLISHED', showInList: true });
    await page(t, token, { title: '隐藏页面', slug: 'hidden-page', status: 'PUBLISHED', showInList: false });
    await page(t, token, { title: '草稿页面', slug: 'draft-page', status: 'DRAFT', showInList: true });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('serves well-formed RSS 2.0 of the latest 20 published articles, newest first', async () => {
    const res = await t.call({ method: 'GET', url: '/rss.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=600');

    const rss = parseXml(res.body);
    expect(rss.name).toBe('rss');
    expect(rss.attrs.version).toBe('2.0');
    const channel = child(rss, 'channel');
    const site = (await t.call({ method: 'GET', url: '/api/public/site/info' })).json().data as {
      siteName: string;
      description: string;
      tagline: string;
    };
    expect(textOf(channel, 'title')).toBe(site.siteName);
    expect(textOf(channel, 'description')).toBe(site.description || site.tagline);
    expect(textOf(channel, 'link')).toBe('http://localhost/');
    expect(textOf(channel, 'language')).toBe('zh-CN');

    const items = childrenNamed(channel, 'item');
    expect(items).toHaveLength(RSS_ITEM_COUNT);
    const dates = items.map((item) => Date.parse(textOf(item, 'pubDate')));
    expect(dates.every((d) => !Number.isNaN(d))).toBe(true);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const item of items) {
      expect(textOf(item, 'pubDate')).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(child(item, 'guid').attrs.isPermaLink).toBe('true');
      expect(textOf(item, 'guid')).toBe(textOf(item, 'link'));
    }

    // The starter article was published at start-up, after the test articles' dates; then the test
    // articles follow from the newest down, and the oldest ones do not fit.
    const links = items.map((item) => textOf(item, 'link'));
    const ours = links.filter((l) => l.includes('/articles/feed-article-'));
    expect(ours).toEqual(
      published
        .slice(-(RSS_ITEM_COUNT - 1))
        .reverse()
        .map((a) => `http://localhost/articles/${a.slug}`),
    );
    expect(links).not.toContain('http://localhost/articles/feed-article-1');

    const special = items.find((item) => textOf(item, 'link').endsWith('/feed-article-22'))!;
    expect(textOf(special, 'title')).toBe(SPECIAL_TITLE);
    expect(textOf(special, 'description')).toBe('正文里有 & 和 <b>标签</b> 这样的字符。');
    expect(
      childrenNamed(special, 'category')
        .map((c) => c.text)
        .sort(),
    ).toEqual(['研发&测试', '订阅'].sort());
    expect(res.body).toContain('<title>A &amp; B &lt;C&gt; &quot;引号&quot; 与 &apos;单引号&apos;</title>');
    expect(res.body).toContain('<category>研发&amp;测试</category>');
  });

  it('leaves drafts and scheduled articles out of the feed', async () => {
    const body = (await t.call({ method: 'GET', url: '/rss.xml' })).body;
    expect(body).not.toContain('草稿不应出现');
    expect(body).not.toContain('feed-draft');
    expect(body).not.toContain('定时发布不应出现');
    expect(body).not.toContain('feed-scheduled');
  });

  it('lists home, the article list, every visible article, tags in use and listed pages in the sitemap', async () => {
    const res = await t.call({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=600');

    const urlset = parseXml(res.body);
    expect(urlset.name).toBe('urlset');
    expect(urlset.attrs.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const entries = childrenNamed(urlset, 'url').map((u) => ({
      loc: textOf(u, 'loc'),
      lastmod: u.children.find((c) => c.name === 'lastmod')?.text,
    }));
    const locs = entries.map((e) => e.loc);
    expect(new Set(locs).size).toBe(locs.length);

    const origin = 'http://localhost';
    const tags = (await t.call({ method: 'GET', url: '/api/admin/tags?size=100', token })).json().data.content as {
      name: string;
      slug: string;
    }[];
    const slugOf = (name: string) => tags.find((tag) => tag.name === name)!.slug;
    const expected = [
      `${origin}/`,
      `${origin}/articles`,
      ...['welcome', ...published.map((a) => a.slug)].map((slug) => `${origin}/articles/${slug}`),
      `${origin}/articles?tag=${slugOf('订阅')}`,
      `${origin}/articles?tag=${slugOf('研发&测试')}`,
      `${origin}/pages`,
      `${origin}/pages/guestbook`,
      // The starter pages of the footer.
      `${origin}/pages/about`,
      `${origin}/pages/privacy`,
      // The wardrobe is always listed; its products and categories are covered by the products tests.
      `${origin}/products`,
    ];
    expect([...locs].sort()).toEqual([...expected].sort());
    expect(locs).not.toContain(`${origin}/articles?tag=${slugOf('只在草稿')}`);
    expect(locs).not.toContain(`${origin}/articles?tag=unused-tag`);
    expect(res.body).not.toContain('feed-draft');
    expect(res.body).not.toContain('feed-scheduled');
    expect(res.body).not.toContain('hidden-page');
    expect(res.body).not.toContain('draft-page');

    for (const entry of entries.filter((e) => e.loc.includes('/articles/') || e.loc.includes('/pages/'))) {
      expect(entry.lastmod, entry.loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
    const oldest = entries.find((e) => e.loc.endsWith('/articles/feed-article-1'))!;
    expect(Date.parse(oldest.lastmod!)).toBeGreaterThanOrEqual(EPOCH + DAY_MS);
  });

  it('answers robots.txt with the crawl rules and the sitemap', async () => {
    const res = await t.call({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /admin/');
    expect(lines).toContain('Disallow: /user/');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Sitemap: http://localhost/sitemap.xml');
  });

  it('without PUBLIC_URL links on the first Host seen, never on the Host of a later request', async () => {
    const fresh = await createTestApp(dialect);
    try {
      const first = await fresh.call({ method: 'GET', url: '/robots.txt', headers: { host: 'blog.test:8080' } });
      expect(first.body).toContain('Sitemap: http://blog.test:8080/sitemap.xml');

      const forged = { host: 'evil.example' };
      const robots = await fresh.call({ method: 'GET', url: '/robots.txt', headers: forged });
      expect(robots.body).toContain('Sitemap: http://blog.test:8080/sitemap.xml');
      expect(robots.body).not.toContain('evil.example');

      const rss = parseXml((await fresh.call({ method: 'GET', url: '/rss.xml', headers: forged })).body);
      const channel = child(rss, 'channel');
      expect(textOf(channel, 'link')).toBe('http://blog.test:8080/');
      expect(child(channel, 'atom:link').attrs.href).toBe('http://blog.test:8080/rss.xml');
      const links = childrenNamed(channel, 'item').map((item) => textOf(item, 'link'));
      expect(links.length).toBeGreaterThan(0);
      expect(links.every((l) => l.startsWith('http://blog.test:8080/articles/'))).toBe(true);

      const sitemap = await fresh.call({ method: 'GET', url: '/sitemap.xml', headers: forged });
      const locs = childrenNamed(parseXml(sitemap.body), 'url').map((u) => textOf(u, 'loc'));
      expect(locs).toContain('http://blog.test:8080/');
      expect(locs.every((l) => l.startsWith('http://blog.test:8080/'))).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it('links on PUBLIC_URL when it is set, whatever the Host', async () => {
    const configured = await createTestApp(dialect, { PUBLIC_URL: 'https://blog.example.com/' });
    try {
      const robots = await configured.call({ method: 'GET', url: '/robots.txt', headers: { host: 'internal:8080' } });
      expect(robots.body).toContain('Sitemap: https://blog.example.com/sitemap.xml');

      const rss = parseXml(
        (await configured.call({ method: 'GET', url: '/rss.xml', headers: { host: 'internal:8080' } })).body,
      );
      const channel = child(rss, 'channel');
      expect(textOf(channel, 'link')).toBe('https://blog.example.com/');
      expect(child(channel, 'atom:link').attrs.href).toBe('https://blog.example.com/rss.xml');
      const links = childrenNamed(channel, 'item').map((item) => textOf(item, 'link'));
      expect(links.length).toBeGreaterThan(0);
      expect(links.every((l) => l.startsWith('https://blog.example.com/articles/'))).toBe(true);

      const sitemap = parseXml(
        (await configured.call({ method: 'GET', url: '/sitemap.xml', headers: { host: 'internal:8080' } })).body,
      );
      const locs = childrenNamed(sitemap, 'url').map((u) => textOf(u, 'loc'));
      expect(locs).toContain('https://blog.example.com/');
      expect(locs).toContain('https://blog.example.com/articles/welcome');
      expect(locs.every((l) => l.startsWith('https://blog.example.com/'))).toBe(true);
    } finally {
      await configured.close();
    }
  });
});
