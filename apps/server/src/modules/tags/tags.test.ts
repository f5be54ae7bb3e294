import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult, Tag } from '@app/contract';
import { ADMIN, createTestApp, login, testDialects, type TestApp } from '../../test/test-app.ts';
import { createTag, madeTag, rowCount, type TagBody } from '../../test/content.fixtures.ts';
import { dataOf, invalid, notFound } from '../../test/envelopes.ts';
import { auth, signedInAppFor } from '../../test/users.fixtures.ts';

const TAG_NOT_FOUND = notFound('标签不存在');
const SLUG_MESSAGE = '只能包含小写字母、数字和连字符';
const COLOR_MESSAGE = '颜色必须是 #RRGGBB 格式';
const ICON_MESSAGE = '图标类名只能包含小写字母、数字、空格和连字符，如 fab fa-react';

const listTags = (t: TestApp, token: string | undefined, query = '') =>
  t.call({ method: 'GET', url: `/api/admin/tags${query ? `?${query}` : ''}`, ...auth(token) });
const getTag = (t: TestApp, token: string | undefined, id: number | string) =>
  t.call({ method: 'GET', url: `/api/admin/tags/${id}`, ...auth(token) });
const updateTag = (t: TestApp, token: string | undefined, id: number | string, body: TagBody) =>
  t.call({ method: 'PUT', url: `/api/admin/tags/${id}`, payload: body, ...auth(token) });
const deleteTag = (t: TestApp, token: string | undefined, id: number | string) =>
  t.call({ method: 'DELETE', url: `/api/admin/tags/${id}`, ...auth(token) });

const keywordQuery = (keyword: string, extra = '') =>
  `keyword=${encodeURIComponent(keyword)}&size=100${extra ? `&${extra}` : ''}`;

async function namesFor(t: TestApp, token: string, keyword: string): Promise<string[]> {
  const res = await listTags(t, token, keywordQuery(keyword));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.content as { name: string }[]).map((tag) => tag.name);
}

let articleCounter = 0;
/**
 * Published articles that use the tag, written straight into the tables: there is no article API
 * yet. Returns the new article ids.
 */
async function tagArticles(t: TestApp, tagId: number, count: number): Promise<number[]> {
  const db = t.app.services.database.db;
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    articleCounter += 1;
    const now = new Date().toISOString();
    const article = await db
      .insertInto('articles')
      .values({
        title: `文章 ${articleCounter}`,
        slug: `tag-test-article-${articleCounter}`,
        excerpt: '摘要',
        content: '正文',
        reading_minutes: 1,
        status: 'PUBLISHED',
        published_at: now,
        allow_comments: true,
        view_count: 0,
        like_count: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('article_tags').values({ article_id: article.id, tag_id: tagId }).execute();
    ids.push(article.id);
  }
  return ids;
}

describe.each(testDialects)('admin tag API (%s)', (dialect) => {
  const app = signedInAppFor(dialect);
  let t: TestApp;
  let admin: string;
  beforeAll(() => {
    ({ t, admin } = app);
  });

  describe('POST /api/admin/tags', () => {
    it('creates a tag with the defaults: colour #1677ff, not featured, no articles', async () => {
      const res = await createTag(t, admin, { name: 'Defaultq', slug: 'defaultq' });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        success: true,
        message: '标签创建成功',
        data: {
          id: expect.any(Number),
          name: 'Defaultq',
          slug: 'defaultq',
          description: null,
          color: '#1677ff',
          icon: null,
          featured: false,
          articleCount: 0,
        },
      });
      const read = await getTag(t, admin, body.data.id);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ success: true, message: '操作成功', data: body.data });
    });

    it('keeps every given field, trimmed, with the colour lowercased', async () => {
      const tag = await madeTag(t, admin, {
        name: '  Full Fieldsq  ',
        slug: ' full-fieldsq ',
        description: '  一段描述  ',
        color: '#FF8800',
        icon: 'fab fa-react',
        featured: true,
      });
      expect(tag).toEqual({
        id: expect.any(Number),
        name: 'Full Fieldsq',
        slug: 'full-fieldsq',
        description: '一段描述',
        color: '#ff8800',
        icon: 'fab fa-react',
        featured: true,
        articleCount: 0,
      });
      expect((await getTag(t, admin, tag.id)).json().data).toEqual(tag);
    });

    it('treats empty or null optional fields as absent', async () => {
      const tag = await madeTag(t, admin, { name: 'Emptyq', slug: '', description: '', icon: '', featured: false });
      expect(tag).toMatchObject({ slug: 'emptyq', description: null, color: '#1677ff', icon: null, featured: false });
      const nulls = await madeTag(t, admin, { name: 'Nullq', slug: null, description: null, color: null, icon: null });
      expect(nulls).toMatchObject({ slug: 'nullq', description: null, color: '#1677ff', icon: null, featured: false });
    });

    it('refuses a missing or blank name with 400 请输入标签名称', async () => {
      const before = await rowCount(t, 'tags');
      for (const body of [{}, { name: '' }, { name: '   ' }, { name: null }, { slug: 'no-name' }] as TagBody[]) {
        const res = await createTag(t, admin, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toEqual(invalid('name', '请输入标签名称'));
      }
      expect(await rowCount(t, 'tags')).toBe(before);
    });

    it('refuses a name longer than 50 characters', async () => {
      const res = await createTag(t, admin, { name: '长'.repeat(51) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: '标签名称不能超过50个字符' });
      expect((await createTag(t, admin, { name: '长'.repeat(50) })).statusCode).toBe(201);
    });

    it('refuses a slug with capitals, spaces or other characters', async () => {
      for (const slug of ['Bad-Slug', 'bad slug', 'bad_slug', 'bad.slug', '坏的', 'UPPER']) {
        const res = await createTag(t, admin, { name: `Slug Probe ${slug}`, slug });
        expect(res.statusCode, slug).toBe(400);
        expect(res.json()).toEqual(invalid('slug', SLUG_MESSAGE));
      }
      expect(await namesFor(t, admin, 'Slug Probe')).toEqual([]);
    });

    it('refuses a slug longer than 100 characters', async () => {
      const res = await createTag(t, admin, { name: 'Long Slugq', slug: 'a'.repeat(101) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: '路径标识符不能超过100个字符' });
      expect((await madeTag(t, admin, { name: 'Long Slugq', slug: 'b'.repeat(100) })).slug).toBe('b'.repeat(100));
    });

    it('makes an empty slug from a Chinese name through pinyin', async () => {
      expect((await madeTag(t, admin, { name: '前端开发' })).slug).toBe('qian-duan-kai-fa');
      expect((await madeTag(t, admin, { name: '绿色生活', slug: '' })).slug).toBe('lv-se-sheng-huo');
    });

    it('keeps Latin letters of a mixed name, lowercased', async () => {
      expect((await madeTag(t, admin, { name: 'React 教程' })).slug).toBe('react-jiao-cheng');
      expect((await madeTag(t, admin, { name: 'Vue3 与 TypeScript!' })).slug).toBe('vue3-yu-typescript');
    });

    it('adds -2, then -3, to a generated slug that is already taken', async () => {
      expect((await madeTag(t, admin, { name: '数据库设计' })).slug).toBe('shu-ju-ku-she-ji');
      expect((await madeTag(t, admin, { name: '数据库 设计' })).slug).toBe('shu-ju-ku-she-ji-2');
      expect((await madeTag(t, admin, { name: '数据库——设计' })).slug).toBe('shu-ju-ku-she-ji-3');
    });

    it('steps around a slug that another tag chose by hand', async () => {
      await madeTag(t, admin, { name: 'Ops By Hand', slug: 'yun-wei' });
      expect((await madeTag(t, admin, { name: '运维' })).slug).toBe('yun-wei-2');
    });

    it('keeps a slug made from a long Chinese name within 100 characters, also when suffixed', async () => {
      const first = await madeTag(t, admin, { name: '爽'.repeat(50) });
      expect(first.slug.length).toBeLessThanOrEqual(100);
      expect(first.slug).toMatch(/^shuang(-shuang)+(-[a-z]+)?$/);
      // 双 is also "shuang": a different name with the same generated slug.
      const second = await madeTag(t, admin, { name: `${'爽'.repeat(49)}双` });
      expect(second.slug.length).toBeLessThanOrEqual(100);
      expect(second.slug).toMatch(/-2$/);
      expect(second.slug).not.toBe(first.slug);
    });

    it('gives a name without usable characters tag-1, then tag-2', async () => {
      expect((await madeTag(t, admin, { name: '🎉🎉' })).slug).toBe('tag-1');
      expect((await madeTag(t, admin, { name: '🚀' })).slug).toBe('tag-2');
    });

    it('refuses an explicit slug that another tag uses with 409 and creates nothing', async () => {
      await madeTag(t, admin, { name: 'Slug Owner', slug: 'owned-slug' });
      const before = await rowCount(t, 'tags');
      const res = await createTag(t, admin, { name: 'Slug Thief', slug: 'owned-slug' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: '路径标识符「owned-slug」已被其他标签使用',
        data: null,
      });
      expect(await rowCount(t, 'tags')).toBe(before);
      expect(await namesFor(t, admin, 'Slug Thief')).toEqual([]);
    });

    it('refuses a name that exists already, in any letter case, with 409', async () => {
      await madeTag(t, admin, { name: 'Kotlinq' });
      const before = await rowCount(t, 'tags');
      for (const [i, name] of ['Kotlinq', 'KOTLINQ', 'kotlinq', '  kOtLiNq  '].entries()) {
        const res = await createTag(t, admin, { name, slug: `kotlin-copy-${i}` });
        expect(res.statusCode, name).toBe(409);
        expect(res.json()).toEqual({
          success: false,
          code: 'CONFLICT',
          message: `标签「${name.trim()}」已存在`,
          data: null,
        });
      }
      await madeTag(t, admin, { name: '重复名称' });
      expect((await createTag(t, admin, { name: '重复名称', slug: 'chong-fu-copy' })).statusCode).toBe(409);
      expect(await rowCount(t, 'tags')).toBe(before + 1);
    });

    it('refuses a colour that is not #RRGGBB', async () => {
      for (const color of ['red', '#fff', '#12345g', '1677ff', '#1677ff00', 'rgb(0,0,0)']) {
        const res = await createTag(t, admin, { name: `Colour Probe ${color.replace(/,/g, ' ')}`, color });
        expect(res.statusCode, color).toBe(400);
        expect(res.json()).toEqual(invalid('color', COLOR_MESSAGE));
      }
      expect(await namesFor(t, admin, 'Colour Probe')).toEqual([]);
    });

    it('refuses a comma in a tag name (commas separate tags)', async () => {
      for (const name of ['a,b', '前端，后端']) {
        const res = await createTag(t, admin, { name });
        expect(res.statusCode, name).toBe(400);
        expect(res.json().message).toBe('标签名称不能包含逗号');
      }
    });

    it('accepts an icon class such as fab fa-react and refuses markup', async () => {
      expect((await madeTag(t, admin, { name: 'Icon Okq', icon: 'fab fa-react' })).icon).toBe('fab fa-react');
      for (const icon of ['<script>', '<script>alert(1)</script>', 'fa" onclick="x', 'fa-react;']) {
        const res = await createTag(t, admin, { name: 'Icon Badq', icon });
        expect(res.statusCode, icon).toBe(400);
        expect(res.json()).toEqual(invalid('icon', ICON_MESSAGE));
      }
      expect(await namesFor(t, admin, 'Icon Badq')).toEqual([]);
    });

    it('refuses a featured flag that is not a boolean and a description over 500 characters', async () => {
      const featured = await createTag(t, admin, { name: 'Flag Probe', featured: 'yes' });
      expect(featured.statusCode).toBe(400);
      expect(featured.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        data: { errors: [{ field: 'featured' }] },
      });
      const description = await createTag(t, admin, { name: 'Flag Probe', description: '述'.repeat(501) });
      expect(description.statusCode).toBe(400);
      expect(description.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: '描述不能超过500个字符' });
      expect(await namesFor(t, admin, 'Flag Probe')).toEqual([]);
      expect((await madeTag(t, admin, { name: 'Flag Probe', description: '述'.repeat(500) })).description).toHaveLength(
        500,
      );
    });
  });

  describe('GET /api/admin/tags/{id}', () => {
    it('answers a tag with the number of articles using it', async () => {
      const tag = await madeTag(t, admin, { name: 'Counted Readq' });
      await tagArticles(t, tag.id, 3);
      const res = await getTag(t, admin, tag.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ ...tag, articleCount: 3 });
    });

    it('answers 404 for an unknown id', async () => {
      const res = await getTag(t, admin, 987654);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(TAG_NOT_FOUND);
    });

    it('answers 404 for a deleted tag', async () => {
      const tag = await madeTag(t, admin, { name: 'Gone Soonq' });
      expect((await deleteTag(t, admin, tag.id)).statusCode).toBe(200);
      expect((await getTag(t, admin, tag.id)).json()).toEqual(TAG_NOT_FOUND);
    });
  });

  describe('ids that are not positive whole numbers', () => {
    it('are refused with 400 on GET, PUT and DELETE', async () => {
      const before = await rowCount(t, 'tags');
      for (const id of ['abc', '1.5', '0', '-1', '1abc', 'NaN']) {
        const answers = {
          GET: await getTag(t, admin, id),
          PUT: await updateTag(t, admin, id, { name: 'Bad Id' }),
          DELETE: await deleteTag(t, admin, id),
        };
        for (const [method, res] of Object.entries(answers)) {
          expect(res.statusCode, `${method} ${id}`).toBe(400);
          expect(res.json()).toMatchObject({
            success: false,
            code: 'VALIDATION_FAILED',
            data: { errors: [{ field: 'id' }] },
          });
        }
      }
      expect(await rowCount(t, 'tags')).toBe(before);
    });

    it('beyond the 32-bit id range are refused with 400 on every database, and the largest id is simply unknown', async () => {
      for (const id of ['2147483648', '99999999999']) {
        const answers = {
          GET: await getTag(t, admin, id),
          PUT: await updateTag(t, admin, id, { name: 'Huge Id' }),
          DELETE: await deleteTag(t, admin, id),
        };
        for (const [method, res] of Object.entries(answers)) {
          expect(res.statusCode, `${method} ${id}`).toBe(400);
          expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: 'ID 无效' });
        }
      }
      expect((await getTag(t, admin, 2147483647)).json()).toEqual(TAG_NOT_FOUND);
    });
  });

  describe('keyword search', () => {
    it('matches the name case-insensitively', async () => {
      await madeTag(t, admin, { name: 'Caseq TypeScript', slug: 'caseq-one' });
      await madeTag(t, admin, { name: 'caseq javascript', slug: 'caseq-two' });
      await madeTag(t, admin, { name: 'Other Thing', slug: 'other-thing-q' });
      for (const keyword of ['caseq typescript', 'CASEQ TYPESCRIPT', 'CaSeQ tYpEsCrIpT', '  caseq typescript  ']) {
        const res = await listTags(t, admin, keywordQuery(keyword));
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({
          totalElements: 1,
          totalPages: 1,
          content: [{ name: 'Caseq TypeScript' }],
        });
      }
      expect((await namesFor(t, admin, 'CASEQ')).sort()).toEqual(['Caseq TypeScript', 'caseq javascript']);
    });

    it('matches the slug as well as the name', async () => {
      await madeTag(t, admin, { name: '映射标签', slug: 'slugq-mapped-xyz' });
      expect(await namesFor(t, admin, 'mapped-xyz')).toEqual(['映射标签']);
      expect(await namesFor(t, admin, 'MAPPED-XYZ')).toEqual(['映射标签']);
      expect(await namesFor(t, admin, '映射')).toEqual(['映射标签']);
      // The generated slug is searchable too.
      await madeTag(t, admin, { name: '关键词测验' });
      expect(await namesFor(t, admin, 'guan-jian-ci-ce')).toEqual(['关键词测验']);
      expect(await namesFor(t, admin, '键词测')).toEqual(['关键词测验']);
    });

    it('takes % literally', async () => {
      await madeTag(t, admin, { name: 'pctq 100% sure' });
      await madeTag(t, admin, { name: 'pctq 1000 sure' });
      await madeTag(t, admin, { name: 'pctq 100 sure' });
      expect(await namesFor(t, admin, 'pctq 100%')).toEqual(['pctq 100% sure']);
      expect(await namesFor(t, admin, '%')).toEqual(['pctq 100% sure']);
      expect((await namesFor(t, admin, 'pctq')).length).toBe(3);
    });

    it('takes _ literally', async () => {
      await madeTag(t, admin, { name: 'undq_x' });
      await madeTag(t, admin, { name: 'undqax' });
      expect(await namesFor(t, admin, 'undq_x')).toEqual(['undq_x']);
      expect(await namesFor(t, admin, 'undq_')).toEqual(['undq_x']);
    });

    it('takes a backslash literally', async () => {
      await madeTag(t, admin, { name: 'bsq\\one' });
      await madeTag(t, admin, { name: 'bsqone' });
      expect(await namesFor(t, admin, 'bsq\\')).toEqual(['bsq\\one']);
      expect(await namesFor(t, admin, 'bsq\\o')).toEqual(['bsq\\one']);
    });

    it('finds nothing for a keyword no tag has, with zero totals', async () => {
      const res = await listTags(t, admin, keywordQuery('no-such-tag-anywhere'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: '操作成功',
        data: { content: [], totalElements: 0, totalPages: 0, page: 0, size: 100 },
      });
    });
  });

  describe('PUT /api/admin/tags/{id}', () => {
    it('replaces every field and answers 标签更新成功', async () => {
      const tag = await madeTag(t, admin, { name: 'Before Editq', slug: 'before-editq' });
      const res = await updateTag(t, admin, tag.id, {
        name: 'After Editq',
        slug: 'after-editq',
        description: '新的描述',
        color: '#00AA33',
        icon: 'fas fa-code',
        featured: true,
      });
      expect(res.statusCode).toBe(200);
      const expected = {
        id: tag.id,
        name: 'After Editq',
        slug: 'after-editq',
        description: '新的描述',
        color: '#00aa33',
        icon: 'fas fa-code',
        featured: true,
        articleCount: 0,
      };
      expect(res.json()).toEqual({ success: true, message: '标签更新成功', data: expected });
      expect((await getTag(t, admin, tag.id)).json().data).toEqual(expected);
      expect(await namesFor(t, admin, 'Before Editq')).toEqual([]);
    });

    it('lets a tag keep its own slug and name, or change the case of its name', async () => {
      const tag = await madeTag(t, admin, { name: 'Keep Ownq', slug: 'keep-ownq' });
      const same = await updateTag(t, admin, tag.id, { name: 'Keep Ownq', slug: 'keep-ownq', description: '只改描述' });
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json().data).toMatchObject({ name: 'Keep Ownq', slug: 'keep-ownq', description: '只改描述' });
      const recased = await updateTag(t, admin, tag.id, { name: 'KEEP OWNQ', slug: 'keep-ownq' });
      expect(recased.statusCode, recased.body).toBe(200);
      expect(recased.json().data).toMatchObject({ name: 'KEEP OWNQ', slug: 'keep-ownq' });
    });

    it('keeps a generated slug when the slug is sent empty and the name is unchanged', async () => {
      const tag = await madeTag(t, admin, { name: '后端架构' });
      expect(tag.slug).toBe('hou-duan-jia-gou');
      const res = await updateTag(t, admin, tag.id, { name: '后端架构', slug: '', description: '改了描述' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ slug: 'hou-duan-jia-gou', description: '改了描述' });
    });

    it('makes a new slug from a new name when the slug is sent empty', async () => {
      const tag = await madeTag(t, admin, { name: '旧名字q', slug: 'old-name-q' });
      const res = await updateTag(t, admin, tag.id, { name: '机器学习' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ name: '机器学习', slug: 'ji-qi-xue-xi' });
    });

    it("refuses another tag's slug with 409 and leaves the tag as it was", async () => {
      await madeTag(t, admin, { name: 'Slug Holder', slug: 'held-slug' });
      const tag = await madeTag(t, admin, { name: 'Slug Taker', slug: 'taker-slug' });
      const res = await updateTag(t, admin, tag.id, { name: 'Slug Taker', slug: 'held-slug' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: '路径标识符「held-slug」已被其他标签使用',
        data: null,
      });
      expect((await getTag(t, admin, tag.id)).json().data).toEqual(tag);
    });

    it("refuses another tag's name, in any letter case, with 409", async () => {
      await madeTag(t, admin, { name: 'Name Holder' });
      const tag = await madeTag(t, admin, { name: 'Name Taker' });
      const res = await updateTag(t, admin, tag.id, { name: 'NAME HOLDER', slug: tag.slug });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: '标签「NAME HOLDER」已存在',
        data: null,
      });
      expect((await getTag(t, admin, tag.id)).json().data).toEqual(tag);
    });

    it('answers 404 for an unknown id and creates nothing', async () => {
      const before = await rowCount(t, 'tags');
      const res = await updateTag(t, admin, 987654, { name: 'Nobodyq' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(TAG_NOT_FOUND);
      expect(await rowCount(t, 'tags')).toBe(before);
    });

    it('applies the same field rules as creating', async () => {
      const tag = await madeTag(t, admin, { name: 'Rules Applyq' });
      const cases: [TagBody, string][] = [
        [{ name: '  ' }, '请输入标签名称'],
        [{ name: 'Rules Applyq', slug: 'Has Space' }, SLUG_MESSAGE],
        [{ name: 'Rules Applyq', color: 'blue' }, COLOR_MESSAGE],
        [{ name: 'Rules Applyq', icon: '<script>' }, ICON_MESSAGE],
      ];
      for (const [body, message] of cases) {
        const res = await updateTag(t, admin, tag.id, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
      }
      expect((await getTag(t, admin, tag.id)).json().data).toEqual(tag);
    });

    it('keeps the article count of a tag in use', async () => {
      const tag = await madeTag(t, admin, { name: 'Used Editq' });
      await tagArticles(t, tag.id, 2);
      const res = await updateTag(t, admin, tag.id, { name: 'Used Editedq' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ name: 'Used Editedq', articleCount: 2 });
    });
  });

  describe('DELETE /api/admin/tags/{id}', () => {
    it('deletes an unused tag and answers 标签删除成功', async () => {
      const tag = await madeTag(t, admin, { name: 'Delete Meq' });
      const res = await deleteTag(t, admin, tag.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '标签删除成功', data: null });
      expect((await getTag(t, admin, tag.id)).statusCode).toBe(404);
      expect(await namesFor(t, admin, 'Delete Meq')).toEqual([]);
    });

    it('answers 404 for an unknown or already deleted tag', async () => {
      expect((await deleteTag(t, admin, 987654)).json()).toEqual(TAG_NOT_FOUND);
      const tag = await madeTag(t, admin, { name: 'Delete Twiceq' });
      expect((await deleteTag(t, admin, tag.id)).statusCode).toBe(200);
      const again = await deleteTag(t, admin, tag.id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(TAG_NOT_FOUND);
    });

    it('refuses a tag used by articles with 409, naming the count, and keeps it', async () => {
      const tag = await madeTag(t, admin, { name: 'In Useq' });
      const articles = await tagArticles(t, tag.id, 2);
      const res = await deleteTag(t, admin, tag.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: '该标签关联了 2 篇文章，无法删除',
        data: { articleCount: 2 },
      });
      expect((await getTag(t, admin, tag.id)).json().data).toEqual({ ...tag, articleCount: 2 });

      const db = t.app.services.database.db;
      await db.deleteFrom('article_tags').where('article_id', '=', articles[0]!).where('tag_id', '=', tag.id).execute();
      const one = await deleteTag(t, admin, tag.id);
      expect(one.statusCode).toBe(409);
      expect(one.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: '该标签关联了 1 篇文章，无法删除',
        data: { articleCount: 1 },
      });

      await db.deleteFrom('article_tags').where('tag_id', '=', tag.id).execute();
      expect((await deleteTag(t, admin, tag.id)).json()).toEqual({
        success: true,
        message: '标签删除成功',
        data: null,
      });
      expect((await getTag(t, admin, tag.id)).statusCode).toBe(404);
    });

    it("counts only the tag's own articles", async () => {
      const used = await madeTag(t, admin, { name: 'Busy Neighbourq' });
      const free = await madeTag(t, admin, { name: 'Free Neighbourq' });
      await tagArticles(t, used.id, 1);
      expect((await deleteTag(t, admin, free.id)).statusCode).toBe(200);
      expect((await deleteTag(t, admin, used.id)).statusCode).toBe(409);
    });
  });
});

/** Paging and ordering on a database of their own, so every tag in it is known. */
describe.each(testDialects)('admin tag list paging and order (%s)', (dialect) => {
  // Lowercase ASCII names, so that every collation orders them alike. Created out of order, with
  // slugs that sort differently from the names, so neither id nor slug order passes for name order.
  const NAMES = [
    'kilo',
    'alpha',
    'lima',
    'echo',
    'bravo',
    'juliet',
    'delta',
    'hotel',
    'charlie',
    'india',
    'golf',
    'foxtrot',
  ];
  const SORTED = [...NAMES].sort();
  const slugOf = (name: string) => `${[...name].reverse().join('')}-${name}`;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await login(t, ADMIN.username, ADMIN.password);
    const ids: Record<string, number> = {};
    for (const name of NAMES) ids[name] = (await madeTag(t, admin, { name, slug: slugOf(name) })).id;
    await tagArticles(t, ids.bravo!, 2);
    await tagArticles(t, ids.delta!, 1);
  });
  afterAll(() => t.close());

  const page = async (query = '') => dataOf<PageResult<Tag>>(await listTags(t, admin, query));
  const names = (data: { content: { name: string }[] }) => data.content.map((tag) => tag.name);

  it('answers the first 10 tags by name ascending by default, with the totals', async () => {
    const res = await listTags(t, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: '操作成功' });
    expect(body.data).toMatchObject({ totalElements: 12, totalPages: 2, page: 0, size: 10 });
    expect(names(body.data)).toEqual(SORTED.slice(0, 10));
    expect(body.data.content[0]).toEqual({
      id: expect.any(Number),
      name: 'alpha',
      slug: 'ahpla-alpha',
      description: null,
      color: '#1677ff',
      icon: null,
      featured: false,
      articleCount: 0,
    });
  });

  it('answers later pages from a zero-based page number', async () => {
    const second = await page('page=1');
    expect(second).toMatchObject({ totalElements: 12, totalPages: 2, page: 1, size: 10 });
    expect(names(second)).toEqual(SORTED.slice(10));

    const third = await page('page=2&size=5');
    expect(third).toMatchObject({ totalElements: 12, totalPages: 3, page: 2, size: 5 });
    expect(names(third)).toEqual(SORTED.slice(10, 12));

    const pages: string[] = [];
    for (let p = 0; p < 3; p++) pages.push(...names(await page(`page=${p}&size=5`)));
    expect(pages).toEqual(SORTED);

    const beyond = await page('page=5&size=5');
    expect(beyond).toEqual({ content: [], totalElements: 12, totalPages: 3, page: 5, size: 5 });
  });

  it('rounds the page count up and counts one page when everything fits', async () => {
    expect(await page('size=12')).toMatchObject({ totalElements: 12, totalPages: 1 });
    expect(await page('size=11')).toMatchObject({ totalElements: 12, totalPages: 2 });
    expect(await page('size=100')).toMatchObject({ totalElements: 12, totalPages: 1 });
  });

  it('sorts by name with sort=name,asc and sort=name,desc', async () => {
    expect(names(await page('sort=name,asc&size=100'))).toEqual(SORTED);
    expect(names(await page('sort=name,desc&size=100'))).toEqual([...SORTED].reverse());
    expect(names(await page('sort=name,desc&size=3&page=1'))).toEqual([...SORTED].reverse().slice(3, 6));
  });

  it('falls back to name ascending for a field it does not sort by', async () => {
    expect(names(await page('sort=password,desc&size=100'))).toEqual(SORTED);
  });

  it('counts the totals over the keyword matches only', async () => {
    const all = await page('keyword=a&size=2');
    const expected = NAMES.filter((n) => n.includes('a')).sort();
    expect(expected).toHaveLength(6);
    expect(all.totalElements).toBe(expected.length);
    expect(all.totalPages).toBe(Math.ceil(expected.length / 2));
    expect(names(all)).toEqual(expected.slice(0, 2));
    expect(await page('keyword=ECHO')).toMatchObject({ totalElements: 1, content: [{ name: 'echo' }] });
  });

  it('shows the number of articles using each tag', async () => {
    const data = await page('size=100');
    const counts = Object.fromEntries(data.content.map((tag) => [tag.name, tag.articleCount]));
    expect(counts).toEqual({ ...Object.fromEntries(NAMES.map((n) => [n, 0])), bravo: 2, delta: 1 });
  });

  it('refuses a negative page, a size below 1 or above 100', async () => {
    const cases: [string, string][] = [
      ['page=-1', '页码不能为负数'],
      ['size=0', '每页条数至少为1'],
      ['size=101', '每页条数不能超过100'],
    ];
    for (const [query, message] of cases) {
      const res = await listTags(t, admin, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
    }
  });
});
