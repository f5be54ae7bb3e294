import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminProduct, PageResult, ProductCategory, ProductSnapshot } from '@app/contract';
import { ADMIN, testDialects, type TestApp } from '../../test/test-app.ts';
import {
  FORBIDDEN,
  MINUTE,
  PRODUCT_NOT_FOUND,
  UNAUTHORIZED,
  auth,
  deletedWithCode,
  getProduct,
  invalid,
  madeCategory,
  madeProduct,
  publicDetail,
  savedProduct,
  useProductsApp,
  type ProductBody,
} from './products.fixtures.ts';

const SNAPSHOT_NOT_FOUND = { success: false, code: 'NOT_FOUND', message: '快照不存在', data: null };
/** What the snapshot screen asks for (spec 02 §7). */
const SCREEN_QUERY = 'page=0&size=10&sort=versionNumber&direction=DESC';

const snapshotsUrl = (productId: number | string) => `/api/admin/products/${productId}/snapshots`;
const listSnapshots = (t: TestApp, token: string | undefined, productId: number | string, query = SCREEN_QUERY) =>
  t.call({ method: 'GET', url: `${snapshotsUrl(productId)}${query ? `?${query}` : ''}`, ...auth(token) });
const createSnapshot = (t: TestApp, token: string | undefined, productId: number | string, payload: unknown) =>
  t.call({ method: 'POST', url: snapshotsUrl(productId), payload: payload as object, ...auth(token) });
const deleteSnapshot = (
  t: TestApp,
  token: string | undefined,
  productId: number | string,
  snapshotId: number | string,
) => t.call({ method: 'DELETE', url: `${snapshotsUrl(productId)}/${snapshotId}`, ...auth(token) });
const restoreSnapshot = (
  t: TestApp,
  token: string | undefined,
  productId: number | string,
  snapshotId: number | string,
) => t.call({ method: 'POST', url: `${snapshotsUrl(productId)}/${snapshotId}/restore`, ...auth(token) });

/** A product body filling every field, and those fields as the server shows them back. */
const FILLED = {
  name: '填满的商品',
  price: '199.9',
  originalPrice: '299',
  brand: '品牌甲',
  model: 'M-1',
  summary: '简介甲',
  description: '## 描述\n\n原来的段落。',
  mainImage: '/files/main.webp',
  images: ['/files/2.webp', '/files/1.webp'],
  tags: ['beta', 'alpha'],
  purchaseUrl: 'https://shop.example.com/1',
  featured: true,
  seoTitle: 'SEO 甲',
  seoDescription: 'SEO 描述甲',
} satisfies ProductBody;
const FILLED_SHOWN = {
  name: FILLED.name,
  price: '199.90',
  originalPrice: '299.00',
  brand: FILLED.brand,
  model: FILLED.model,
  summary: FILLED.summary,
  description: FILLED.description,
  mainImage: FILLED.mainImage,
  images: FILLED.images,
  purchaseUrl: FILLED.purchaseUrl,
  featured: true,
  seoTitle: FILLED.seoTitle,
  seoDescription: FILLED.seoDescription,
};

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
const nowIso = () => new Date(Date.now()).toISOString();

describe.each(testDialects)('product snapshots (%s)', (dialect) => {
  const app = useProductsApp(dialect, '快照货架');
  let t: TestApp;
  let admin: string;
  let member: string;
  let shelf: ProductCategory;
  beforeAll(() => {
    ({ t, admin, member, shelf } = app);
    // One clock for the whole file that only ever moves forward, so the 10-minute AUTO window
    // is crossed on purpose and never by a slow machine.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  const product = (body: ProductBody = {}) => madeProduct(t, admin, { categoryId: shelf.id, status: 'DRAFT', ...body });
  const save = (p: AdminProduct, changes: ProductBody) => savedProduct(t, admin, p, changes);
  async function page(productId: number, query = SCREEN_QUERY): Promise<PageResult<ProductSnapshot>> {
    const res = await listSnapshots(t, admin, productId, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as PageResult<ProductSnapshot>;
  }
  /** Every snapshot of a product, newest first. */
  const all = async (productId: number) => (await page(productId, 'page=0&size=100&direction=DESC')).content;
  /** `version:type`, newest first. */
  const history = async (productId: number) =>
    (await all(productId)).map((s) => `${s.versionNumber}:${s.snapshotType}`);
  async function manual(productId: number, description?: string): Promise<ProductSnapshot> {
    const res = await createSnapshot(t, admin, productId, description === undefined ? {} : { description });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as ProductSnapshot;
  }

  describe('access', () => {
    it('refuses a guest with 401 and a USER with 403 on every snapshot call, and changes nothing', async () => {
      const p = await product({ name: '守卫快照' });
      await save(p, { description: '第二版' });
      const [, first] = await all(p.id);
      const before = await all(p.id);
      const requests = [
        { method: 'GET' as const, url: `${snapshotsUrl(p.id)}?${SCREEN_QUERY}` },
        { method: 'GET' as const, url: `${snapshotsUrl(p.id)}?page=-1&direction=SIDEWAYS` },
        { method: 'POST' as const, url: snapshotsUrl(p.id), payload: { description: '闯入' } },
        { method: 'POST' as const, url: snapshotsUrl(p.id), payload: { description: 'x'.repeat(300) } },
        { method: 'DELETE' as const, url: `${snapshotsUrl(p.id)}/${first!.id}` },
        { method: 'POST' as const, url: `${snapshotsUrl(p.id)}/${first!.id}/restore` },
        { method: 'POST' as const, url: `${snapshotsUrl(p.id)}/abc/restore` },
      ];
      for (const request of requests) {
        for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }]) {
          const res = await t.call({ ...request, headers });
          expect(res.statusCode, `${request.method} ${request.url}`).toBe(401);
          expect(res.json()).toEqual(UNAUTHORIZED);
        }
        const res = await t.call({ ...request, token: member });
        expect(res.statusCode, `${request.method} ${request.url}`).toBe(403);
        expect(res.json()).toEqual(FORBIDDEN);
      }
      expect(await all(p.id)).toEqual(before);
      expect((await getProduct(t, admin, p.id)).json().data.description).toBe('第二版');
    });
  });

  describe('automatic snapshots', () => {
    it('takes DRAFT_SAVE each time a draft is created or saved, holding every field', async () => {
      const p = await product({ ...FILLED, slug: 'snap-draft' });
      expect(await history(p.id)).toEqual(['1:DRAFT_SAVE']);
      const [first] = await all(p.id);
      expect(first).toEqual({
        id: expect.any(Number),
        versionNumber: 1,
        snapshotType: 'DRAFT_SAVE',
        snapshotDescription: null,
        createdByName: '站长',
        createdAt: nowIso(),
        ...FILLED_SHOWN,
        slug: 'snap-draft',
        categoryId: shelf.id,
        categoryName: shelf.name,
        status: 'DRAFT',
        tags: 'alpha,beta',
      });

      advance(MINUTE);
      await save(p, { description: '描述乙', tags: ['alpha'] });
      // A draft save is kept even when nothing changed.
      await save(p, { description: '描述乙', tags: ['alpha'] });
      expect(await history(p.id)).toEqual(['3:DRAFT_SAVE', '2:DRAFT_SAVE', '1:DRAFT_SAVE']);
      expect((await all(p.id))[0]).toMatchObject({
        description: '描述乙',
        tags: 'alpha',
        status: 'DRAFT',
        createdAt: nowIso(),
      });
    });

    it('takes STATUS_CHANGE when a save changes the status, holding the new state', async () => {
      let p = await product({ name: '状态快照', price: '10' });
      p = await save(p, { status: 'ACTIVE', price: '12' });
      p = await save(p, { status: 'ACTIVE' }); // unchanged: no snapshot
      p = await save(p, { status: 'INACTIVE', summary: '下架时写的简介' });
      await save(p, { status: 'DRAFT' });
      expect(await history(p.id)).toEqual(['4:STATUS_CHANGE', '3:STATUS_CHANGE', '2:STATUS_CHANGE', '1:DRAFT_SAVE']);
      const [toDraft, down, up] = await all(p.id);
      expect(up).toMatchObject({ status: 'ACTIVE', price: '12.00', snapshotDescription: '上架' });
      expect(down).toMatchObject({ status: 'INACTIVE', summary: '下架时写的简介', snapshotDescription: '下架' });
      expect(toDraft).toMatchObject({ status: 'DRAFT', snapshotDescription: '转为草稿' });
    });

    it('takes AUTO for a listed product whose content changed, at most once per 10 minutes unless the name changed', async () => {
      const p = await product({ name: '自动快照', status: 'ACTIVE', price: '100' });
      expect(await history(p.id)).toEqual(['1:AUTO']);

      advance(MINUTE);
      await save(p, { price: '101' }); // within 10 minutes of the last AUTO
      expect(await history(p.id)).toEqual(['1:AUTO']);
      advance(8 * MINUTE + 59_000); // 9:59 after it
      await save(p, { price: '102' });
      expect(await history(p.id)).toEqual(['1:AUTO']);
      advance(1000); // 10:00
      await save(p, { price: '103' });
      expect(await history(p.id)).toEqual(['2:AUTO', '1:AUTO']);
      expect((await all(p.id))[0]).toMatchObject({ price: '103.00', status: 'ACTIVE', createdAt: nowIso() });

      advance(MINUTE);
      await save(p, { price: '104' }); // the window restarted at 103
      expect(await history(p.id)).toEqual(['2:AUTO', '1:AUTO']);
      await save(p, { name: '自动快照（改名）', price: '104' }); // a new name is always kept
      expect(await history(p.id)).toEqual(['3:AUTO', '2:AUTO', '1:AUTO']);
      expect((await all(p.id))[0]).toMatchObject({ name: '自动快照（改名）', price: '104.00' });
    });

    it('takes no snapshot when a save changes nothing, and AUTO for a change of any kept field', async () => {
      const other = await madeCategory(t, admin, { name: '换个货架' });
      let p = await product({
        name: '字段快照',
        status: 'ACTIVE',
        tags: ['alpha', 'beta'],
        images: ['/files/a.webp', '/files/b.webp'],
      });
      expect(await history(p.id)).toEqual(['1:AUTO']);
      advance(11 * MINUTE);
      p = await save(p, {}); // the same form again
      p = await save(p, { tags: ['beta', 'alpha'], price: '99', brand: '' }); // same tags, same price, still no brand
      expect(await history(p.id)).toEqual(['1:AUTO']);

      const changes: ProductBody[] = [
        { slug: 'field-snap-moved' },
        { categoryId: other.id },
        { price: '98.5' },
        { originalPrice: '120' },
        { brand: '新品牌' },
        { model: '新型号' },
        { summary: '新简介' },
        { description: '新描述' },
        { mainImage: '/files/main-2.webp' },
        { images: ['/files/b.webp', '/files/a.webp'] },
        { tags: ['alpha'] },
        { purchaseUrl: 'https://shop.example.com/new' },
        { featured: true },
        { seoTitle: '新 SEO' },
        { seoDescription: '新 SEO 描述' },
      ];
      for (const [i, change] of changes.entries()) {
        advance(11 * MINUTE);
        p = await save(p, change);
        const [newest] = await all(p.id);
        expect(newest, JSON.stringify(change)).toMatchObject({ versionNumber: i + 2, snapshotType: 'AUTO' });
      }
      const [last] = await all(p.id);
      expect(last).toMatchObject({
        slug: 'field-snap-moved',
        categoryId: other.id,
        categoryName: other.name,
        price: '98.50',
        originalPrice: '120.00',
        images: ['/files/b.webp', '/files/a.webp'],
        tags: 'alpha',
        featured: true,
        seoDescription: '新 SEO 描述',
      });
    });

    it('takes AUTO for an off-shelf product too', async () => {
      const p = await product({ name: '下架也记', status: 'INACTIVE' });
      advance(11 * MINUTE);
      await save(p, { summary: '改了' });
      expect(await history(p.id)).toEqual(['2:AUTO', '1:AUTO']);
    });
  });

  describe('GET /api/admin/products/{id}/snapshots', () => {
    let p: AdminProduct;
    beforeAll(async () => {
      p = await product({ name: '列表快照', description: '第 1 稿' });
      for (let i = 2; i <= 12; i++) await save(p, { description: `第 ${i} 稿` });
    });

    it('lists 10 a page, newest version first', async () => {
      const res = await listSnapshots(t, admin, p.id);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: '操作成功',
        data: { totalElements: 12, totalPages: 2, page: 0, size: 10 },
      });
      const first = body.data as PageResult<ProductSnapshot>;
      expect(first.content.map((s) => s.versionNumber)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
      expect(first.content[0]).toMatchObject({
        description: '第 12 稿',
        createdByName: '站长',
        snapshotType: 'DRAFT_SAVE',
      });
      const second = await page(p.id, 'page=1&size=10&sort=versionNumber&direction=DESC');
      expect(second.content.map((s) => s.versionNumber)).toEqual([2, 1]);
      expect(second.content[1]).toMatchObject({ description: '第 1 稿' });
    });

    it('lists oldest first with direction ASC, and newest first by default', async () => {
      expect((await page(p.id, 'size=3&direction=ASC')).content.map((s) => s.versionNumber)).toEqual([1, 2, 3]);
      expect((await page(p.id, 'size=3&direction=asc')).content.map((s) => s.versionNumber)).toEqual([1, 2, 3]);
      expect((await page(p.id, 'size=3')).content.map((s) => s.versionNumber)).toEqual([12, 11, 10]);
    });

    it('answers 404 for an unknown product and 400 for a bad query', async () => {
      const res = await listSnapshots(t, admin, 987654);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(PRODUCT_NOT_FOUND);
      for (const query of ['page=-1', 'size=0', 'size=101', 'direction=SIDEWAYS']) {
        const bad = await listSnapshots(t, admin, p.id, query);
        expect(bad.statusCode, query).toBe(400);
        expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
    });
  });

  describe('POST /api/admin/products/{id}/snapshots', () => {
    it('takes a MANUAL snapshot of the current state with the trimmed description', async () => {
      const p = await product({ name: '手动快照', price: '5', tags: ['manual'], status: 'ACTIVE' });
      const res = await createSnapshot(t, admin, p.id, { description: '  上架前的版本  ' });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: '快照创建成功',
        data: {
          versionNumber: 2,
          snapshotType: 'MANUAL',
          snapshotDescription: '上架前的版本',
          createdByName: '站长',
          createdAt: nowIso(),
          name: '手动快照',
          price: '5.00',
          tags: 'manual',
          status: 'ACTIVE',
        },
      });
      expect((await all(p.id))[0]).toEqual(body.data);
    });

    it('stores an empty, blank or absent description as none; allows 200 characters and refuses 201', async () => {
      const p = await product({ name: '描述长度' });
      for (const payload of [{}, { description: '' }, { description: '   ' }, { description: null }]) {
        const res = await createSnapshot(t, admin, p.id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(201);
        expect(res.json().data.snapshotDescription, JSON.stringify(payload)).toBeNull();
      }
      const longest = '述'.repeat(200);
      expect((await manual(p.id, `  ${longest}  `)).snapshotDescription).toBe(longest);
      const res = await createSnapshot(t, admin, p.id, { description: '述'.repeat(201) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid('description', '描述不能超过200个字符'));
      expect(await history(p.id)).toEqual(['6:MANUAL', '5:MANUAL', '4:MANUAL', '3:MANUAL', '2:MANUAL', '1:DRAFT_SAVE']);
    });

    it('answers 404 for an unknown product', async () => {
      const res = await createSnapshot(t, admin, 987654, { description: '没有商品' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(PRODUCT_NOT_FOUND);
    });
  });

  describe('DELETE /api/admin/products/{id}/snapshots/{snapshotId}', () => {
    it("deletes one snapshot, and answers 404 for another product's snapshot or an unknown one", async () => {
      const p = await product({ name: '删除快照' });
      const other = await product({ name: '别人的快照' });
      const kept = await manual(p.id, '留下');
      const gone = await manual(p.id, '删掉');
      const theirs = await manual(other.id, '别人的');
      const res = await deleteSnapshot(t, admin, p.id, gone.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '快照删除成功', data: null });
      expect(await history(p.id)).toEqual(['2:MANUAL', '1:DRAFT_SAVE']);
      expect((await all(p.id))[0]).toEqual(kept);
      for (const snapshotId of [gone.id, theirs.id, 987654]) {
        const again = await deleteSnapshot(t, admin, p.id, snapshotId);
        expect(again.statusCode, String(snapshotId)).toBe(404);
        expect(again.json()).toEqual(SNAPSHOT_NOT_FOUND);
      }
      expect((await all(other.id)).map((s) => s.id)).toContain(theirs.id);
    });
  });

  describe('POST /api/admin/products/{id}/snapshots/{snapshotId}/restore', () => {
    it('puts the content back, keeping status and slug, after a MANUAL snapshot of the state before', async () => {
      const second = await madeCategory(t, admin, { name: '恢复用货架' });
      const p = await product({ ...FILLED, status: 'ACTIVE', slug: 'restore-me' });
      const [v1] = await all(p.id);
      advance(11 * MINUTE);
      const edited = await save(p, {
        name: '改过的名字',
        slug: 'restore-moved',
        categoryId: second.id,
        price: '9',
        originalPrice: null,
        brand: null,
        model: null,
        summary: null,
        description: '改过的描述。',
        mainImage: null,
        images: [],
        tags: ['edited'],
        purchaseUrl: null,
        featured: false,
        seoTitle: null,
        seoDescription: null,
        status: 'INACTIVE',
      });
      expect(await history(p.id)).toEqual(['2:STATUS_CHANGE', '1:AUTO']);

      advance(MINUTE);
      const res = await restoreSnapshot(t, admin, p.id, v1!.id);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: '已恢复到所选版本',
        data: {
          id: p.id,
          slug: 'restore-moved',
          status: 'INACTIVE',
          categoryId: shelf.id,
          ...FILLED_SHOWN,
        },
      });
      expect((body.data as AdminProduct).tags.map((tag) => tag.name).sort()).toEqual(['alpha', 'beta']);
      expect((await getProduct(t, admin, p.id)).json().data).toEqual(body.data);
      expect(await publicDetail(t, 'restore-moved')).toMatchObject({
        name: FILLED_SHOWN.name,
        descriptionHtml: expect.stringContaining('原来的段落。'),
        purchaseUrl: null,
      });

      // The state before the restore is one MANUAL snapshot; the restore itself adds nothing else.
      expect(await history(p.id)).toEqual(['3:MANUAL', '2:STATUS_CHANGE', '1:AUTO']);
      const [backup] = await all(p.id);
      expect(backup).toMatchObject({
        snapshotType: 'MANUAL',
        snapshotDescription: '恢复到版本 1 前的备份',
        name: edited.name,
        slug: 'restore-moved',
        categoryId: second.id,
        price: '9.00',
        originalPrice: null,
        description: '改过的描述。',
        images: [],
        tags: 'edited',
        featured: false,
        status: 'INACTIVE',
        createdByName: '站长',
      });

      // …so the restore can be undone by restoring that backup.
      const undo = await restoreSnapshot(t, admin, p.id, backup!.id);
      expect(undo.json().data).toMatchObject({
        name: '改过的名字',
        categoryId: second.id,
        price: '9.00',
        description: '改过的描述。',
        tags: [expect.objectContaining({ name: 'edited' })],
      });
    });

    it('falls back to the current category when the snapshot’s category was deleted since', async () => {
      const gone = await madeCategory(t, admin, { name: '将被删除的货架' });
      const now = await madeCategory(t, admin, { name: '现在的货架' });
      const p = await madeProduct(t, admin, { categoryId: gone.id, status: 'DRAFT', name: '分类回退' });
      const [v1] = await all(p.id);
      await save(p, { categoryId: now.id, description: '搬家后' });
      expect(
        (await t.call({ method: 'DELETE', url: `/api/admin/product-categories/${gone.id}`, token: admin })).statusCode,
      ).toBe(200);
      const res = await restoreSnapshot(t, admin, p.id, v1!.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ categoryId: now.id, categoryName: now.name, description: '' });
      // The snapshot still names the category it had.
      expect((await all(p.id)).at(-1)).toMatchObject({ categoryId: gone.id, categoryName: gone.name });
    });

    it("answers 404 for an unknown snapshot or another product's, and takes no backup", async () => {
      const mine = await product({ name: '恢复目标' });
      const other = await product({ name: '别的商品' });
      const [theirs] = await all(other.id);
      const before = await history(mine.id);
      for (const snapshotId of [theirs!.id, 987654]) {
        const res = await restoreSnapshot(t, admin, mine.id, snapshotId);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(SNAPSHOT_NOT_FOUND);
      }
      expect(await history(mine.id)).toEqual(before);
      expect((await getProduct(t, admin, mine.id)).json().data).toEqual(mine);
      expect((await restoreSnapshot(t, admin, 987654, theirs!.id)).statusCode).toBe(404);
    });
  });

  describe('pruning and deletion', () => {
    it('keeps the newest 50 AUTO snapshots, never pruning MANUAL ones', async () => {
      let p = await product({ name: '裁剪', status: 'ACTIVE', description: 'rev 1' }); // v1 AUTO
      const early = await manual(p.id, '最早的手动快照'); // v2
      for (let rev = 2; rev <= 51; rev++) {
        advance(11 * MINUTE);
        p = await save(p, { description: `rev ${rev}` });
      }
      const snapshots = await all(p.id);
      const autos = snapshots.filter((s) => s.snapshotType === 'AUTO');
      expect(autos).toHaveLength(50);
      expect(autos.map((s) => s.versionNumber)).toEqual(Array.from({ length: 50 }, (_, i) => 52 - i));
      expect(autos.at(-1)!.description).toBe('rev 2');
      expect(snapshots.find((s) => s.id === early.id)).toMatchObject({
        snapshotType: 'MANUAL',
        snapshotDescription: '最早的手动快照',
      });
    });

    it('deletes the snapshots with the product', async () => {
      const p = await product({ name: '连同快照删除' });
      await manual(p.id, '随商品删除');
      await deletedWithCode(t, admin, ADMIN.email, p.id);
      const res = await listSnapshots(t, admin, p.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(PRODUCT_NOT_FOUND);
    });
  });
});
