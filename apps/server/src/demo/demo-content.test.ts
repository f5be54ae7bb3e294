import { beforeAll, describe, expect, it } from 'vitest';
import { tagInputSchema } from '@app/contract';
import { MarkdownRenderer, excerptOf, readingMinutes } from '../platform/markdown/markdown.ts';
import {
  DEMO_COVERS,
  DEMO_FIGURES,
  DEMO_TAGS,
  Random,
  demoImageSvg,
  demoReaderName,
  makeDemoArticles,
  seedFrom,
} from './demo-content.ts';

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('demo content', () => {
  let renderer: MarkdownRenderer;
  beforeAll(async () => {
    renderer = await MarkdownRenderer.create();
  });

  it('is the same for the same seed and different for another', () => {
    const a = makeDemoArticles(2024, 30);
    const b = makeDemoArticles(2024, 30);
    expect(b).toEqual(a);
    expect(a.map((x) => x.title)).toEqual(b.map((x) => x.title));
    const other = makeDemoArticles(2025, 30);
    expect(other.map((x) => x.title)).not.toEqual(a.map((x) => x.title));
    // A shorter run is the start of a longer one.
    expect(makeDemoArticles(2024, 5)).toEqual(a.slice(0, 5));
  });

  it('reads seeds from numbers and from any text', () => {
    expect(seedFrom('42')).toBe(42);
    expect(seedFrom(' 7 ')).toBe(7);
    expect(seedFrom('4294967297')).toBe(1);
    expect(seedFrom('春天')).toBe(seedFrom('春天'));
    expect(seedFrom('春天')).not.toBe(seedFrom('夏天'));
    const r1 = new Random(1);
    const r2 = new Random(1);
    expect(Array.from({ length: 5 }, () => r1.next())).toEqual(Array.from({ length: 5 }, () => r2.next()));
    expect(new Random(3).sample([1, 2, 3, 4, 5], 3)).toHaveLength(3);
    expect(new Set(new Random(3).sample([1, 2, 3, 4, 5], 9))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('offers 30 valid Chinese tags with unique names and slugs', () => {
    expect(DEMO_TAGS).toHaveLength(30);
    expect(new Set(DEMO_TAGS.map((t) => t.name)).size).toBe(30);
    expect(new Set(DEMO_TAGS.map((t) => t.slug)).size).toBe(30);
    for (const tag of DEMO_TAGS) expect(() => tagInputSchema.parse(tag), tag.name).not.toThrow();
    for (const name of ['前端', '后端', '摄影', '旅行', '穿搭', '咖啡', '读书'])
      expect(DEMO_TAGS.map((t) => t.name)).toContain(name);
    expect(DEMO_TAGS.some((t) => t.featured)).toBe(true);
  });

  it('writes Markdown with headings, lists, quotes, code, links, tables and on-site images', () => {
    const all = makeDemoArticles(11, 300);
    const joined = all.map((a) => a.content).join('\n');
    for (const feature of [
      '\n## ',
      '\n### ',
      '\n- ',
      '\n1. ',
      '\n> ',
      '```ts\n',
      '```bash\n',
      '```python\n',
      '](https://',
      '](/articles?tag=',
      '| --- |',
      '![',
    ]) {
      expect(joined, feature).toContain(feature);
    }
    const imageUrls = [...joined.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1]);
    expect(imageUrls.length).toBeGreaterThan(0);
    const known = new Set([...DEMO_COVERS, ...DEMO_FIGURES].map((name) => `/files/demo/${name}`));
    for (const url of [...imageUrls, ...all.flatMap((a) => a.coverImage ?? [])])
      expect(known.has(url!), url).toBe(true);
    expect(all.some((a) => a.coverImage === null)).toBe(true);

    for (const article of all) {
      expect(article.title.length).toBeGreaterThan(3);
      expect(article.title.length).toBeLessThanOrEqual(200);
      expect(/[\u4e00-\u9fff]/.test(article.title)).toBe(true);
      expect(article.tags.length).toBeGreaterThanOrEqual(1);
      expect(new Set(article.tags).size).toBe(article.tags.length);
      for (const tag of article.tags) expect(DEMO_TAGS.map((t) => t.name)).toContain(tag);
      expect(article.publishedMinutesAgo).toBeGreaterThan(0);
      expect(article.publishedMinutesAgo).toBeLessThanOrEqual(730 * 24 * 60 + 60);
      expect(article.editedMinutesLater).toBeLessThan(article.publishedMinutesAgo);
    }
    const ages = all.map((a) => a.publishedMinutesAgo);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(365 * 24 * 60);
    expect(new Set(all.map((a) => a.viewCount)).size).toBeGreaterThan(200);
    expect(new Set(all.map((a) => a.likeCount)).size).toBeGreaterThan(30);
    expect(new Set(all.map((a) => a.title)).size).toBeGreaterThan(250);
  });

  it('knows the text the Markdown renderer will read, so excerpts and reading times match', () => {
    for (const article of makeDemoArticles(99, 120)) {
      const rendered = renderer.render(article.content);
      expect(flat(article.text)).toBe(flat(rendered.text));
      expect(flat(article.bodyText)).toBe(flat(rendered.bodyText));
      expect(excerptOf(article.bodyText)).toBe(excerptOf(rendered.bodyText));
      expect(readingMinutes(article.text)).toBe(readingMinutes(rendered.text));
      expect(rendered.headings.length).toBeGreaterThanOrEqual(3);
      expect(rendered.html).not.toContain('**');
    }
  });

  it('draws the same illustration for the same name', () => {
    const svg = demoImageSvg('cover-01.webp', 1200, 675);
    expect(svg).toBe(demoImageSvg('cover-01.webp', 1200, 675));
    expect(svg).not.toBe(demoImageSvg('cover-02.webp', 1200, 675));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"')).toBe(true);
    expect(demoReaderName(3)).toBe(demoReaderName(3));
  });
});
