import { beforeAll, describe, expect, it } from 'vitest';
import { flattenCategories, type MenuCategory, type ProductCategory, type ProductStatus } from '@app/contract';
import { testDialects, type TestApp } from '../../test/test-app.ts';
import { createCategory, madeCategory, type CategoryBody } from '../../test/content.fixtures.ts';
import { dataOf, failure, invalid } from '../../test/envelopes.ts';
import { auth, signedInAppFor } from '../../test/users.fixtures.ts';

// The spec's texts (01 §5, §8), written out so that a changed constant fails here.
const MESSAGES = {
  created: '分类创建成功',
  updated: '分类更新成功',
  deleted: '分类删除成功',
  parentNotFound: '指定的父分类不存在，请重新选择或创建根分类',
  depthExceeded: '分类层级不能超过4级，请选择其他父分类',
  nameDuplicate: '同级分类中已存在相同名称的分类，请修改分类名称',
  notEmpty: '该分类包含子分类或商品，无法删除',
  cycle: '不能把分类移动到它自己或它的子分类下',
  parentInactive: '父分类已停用，请选择其他父分类',
  notFound: '商品分类不存在',
  slugTaken: (slug: string) => `路径标识符「${slug}」已被其他分类使用`,
  name: '请输入分类名称',
  nameTooLong: '分类名称不能超过100个字符',
  slug: '只能包含小写字母、数字和连字符',
  slugTooLong: '路径标识符不能超过150个字符',
  descriptionTooLong: '描述不能超过1000个字符',
  sortOrderNotInteger: '排序必须是 0 到 9999 之间的整数',
  sortOrderTooSmall: '排序不能小于0',
  sortOrderTooLarge: '排序不能大于9999',
  parentId: '父分类 ID 无效',
  id: 'ID 无效',
} as const;

const NOT_FOUND = failure('CATEGORY_NOT_FOUND', MESSAGES.notFound);

let seq = 0;
/** A name no other test uses (every test builds its own data on a database shared per dialect). */
const unique = (label: string) => `${label} ${++seq}`;

// ---- requests -------------------------------------------------------------------------------

const getTree = (t: TestApp, token?: string) =>
  t.call({ method: 'GET', url: '/api/admin/product-categories/tree', ...auth(token) });
const getMenu = (t: TestApp, token?: string) =>
  t.call({ method: 'GET', url: '/api/public/product-categories', ...auth(token) });
const update = (t: TestApp, token: string | undefined, id: number | string, body: CategoryBody) =>
  t.call({ method: 'PUT', url: `/api/admin/product-categories/${id}`, payload: body, ...auth(token) });
const remove = (t: TestApp, token: string | undefined, id: number | string) =>
  t.call({ method: 'DELETE', url: `/api/admin/product-categories/${id}`, ...auth(token) });

// ---- helpers --------------------------------------------------------------------------------

/** Saves a category through the API and returns what the server answered. */
async function edited(t: TestApp, token: string, id: number, body: CategoryBody): Promise<ProductCategory> {
  return dataOf<ProductCategory>(await update(t, token, id, body));
}

/** A chain of categories, each under the one before (the first under `parentId`). */
async function chain(
  t: TestApp,
  token: string,
  names: string[],
  parentId: number | null = null,
): Promise<ProductCategory[]> {
  const made_: ProductCategory[] = [];
  for (const name of names) made_.push(await madeCategory(t, token, { name, parentId: made_.at(-1)?.id ?? parentId }));
  return made_;
}

/** The edit form filled from a category, with some fields changed: PUT replaces every field. */
const formOf = (c: ProductCategory, changes: CategoryBody = {}): CategoryBody => ({
  name: c.name,
  parentId: c.parentId,
  slug: c.slug,
  description: c.description,
  icon: c.icon,
  coverImage: c.coverImage,
  sortOrder: c.sortOrder,
  active: c.active,
  featured: c.featured,
  showInMenu: c.showInMenu,
  ...changes,
});

async function readTree(t: TestApp, token: string): Promise<ProductCategory[]> {
  const res = await getTree(t, token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ success: true, message: '操作成功' });
  return res.json().data as ProductCategory[];
}

async function readMenu(t: TestApp): Promise<MenuCategory[]> {
  const res = await getMenu(t);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ success: true, message: '操作成功' });
  return res.json().data as MenuCategory[];
}

/** The category as the admin tree shows it now (undefined when gone). */
async function inTree(t: TestApp, token: string, id: number): Promise<ProductCategory | undefined> {
  return flattenCategories(await readTree(t, token)).find((c) => c.id === id);
}

const shape = (c: ProductCategory): unknown => ({
  id: c.id,
  name: c.name,
  level: c.level,
  parentId: c.parentId,
  parentName: c.parentName,
  children: c.children.map(shape),
});

/** Every category row, for "nothing changed" checks. */
const categoryRows = (t: TestApp) =>
  t.app.services.database.db.selectFrom('product_categories').selectAll().orderBy('id').execute();

let productSeq = 0;
/** Products written straight into the table (one per status given); returns their ids. */
async function addProducts(t: TestApp, categoryId: number, statuses: ProductStatus[]): Promise<number[]> {
  const db = t.app.services.database.db;
  const ids: number[] = [];
  for (const status of statuses) {
    productSeq += 1;
    const now = new Date().toISOString();
    const row = await db
      .insertInto('products')
      .values({
        name: `商品 ${productSeq}`,
        slug: `category-test-product-${productSeq}`,
        category_id: categoryId,
        price_fen: 19900,
        original_price_fen: null,
        brand: null,
        model: null,
        summary: null,
        description: '',
        main_image: null,
        images: '[]',
        purchase_url: null,
        status,
        featured: false,
        seo_title: null,
        seo_description: null,
        view_count: 0,
        click_count: 0,
        favorite_count: 0,
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

// ---- tests ----------------------------------------------------------------------------------

describe.each(testDialects)('product category API (%s)', (dialect) => {
  const app = signedInAppFor(dialect);
  let t: TestApp;
  let admin: string;
  let member: string;
  beforeAll(() => {
    ({ t, admin, member } = app);
  });

  /** Sends the request, expects the refusal and that no category row changed. */
  async function expectRefused(
    send: () => Promise<{ statusCode: number; json(): unknown; body: string }>,
    status: number,
    body: unknown,
  ) {
    const before = await categoryRows(t);
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual(body);
    expect(await categoryRows(t)).toEqual(before);
  }

  describe('access', () => {
    it('answers the public menu to a guest and to a USER', async () => {
      const shown = await madeCategory(t, admin, { name: unique('Open Menu') });
      await addProducts(t, shown.id, ['ACTIVE']);
      for (const token of [undefined, member, admin]) {
        const res = await getMenu(t, token);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ success: true, message: '操作成功' });
        expect((res.json().data as MenuCategory[]).map((c) => c.id)).toContain(shown.id);
      }
    });
  });

  describe('POST /api/admin/product-categories', () => {
    it('creates a root category with the defaults and answers 201 分类创建成功', async () => {
      const name = unique('Defaults');
      const res = await createCategory(t, admin, { name });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        success: true,
        message: MESSAGES.created,
        data: {
          id: expect.any(Number),
          name,
          parentId: null,
          parentName: null,
          slug: `defaults-${seq}`,
          description: null,
          icon: null,
          coverImage: null,
          sortOrder: 0,
          active: true,
          featured: false,
          showInMenu: true,
          level: 0,
          productCount: 0,
          subtreeProductCount: 0,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
          children: [],
        },
      });
      expect(await inTree(t, admin, body.data.id)).toEqual(body.data);
    });

    it('keeps every given field, trimmed', async () => {
      const name = unique('Full Fields');
      const slug = `full-fields-${seq}`;
      const parent = await madeCategory(t, admin, { name: unique('Full Fields Parent') });
      const keptAsSent = {
        icon: 'fas fa-tshirt',
        coverImage: '/files/cover.png',
        sortOrder: 9999,
        active: false,
        featured: true,
        showInMenu: false,
      };
      const category = await madeCategory(t, admin, {
        ...keptAsSent,
        name: `  ${name}  `,
        parentId: parent.id,
        slug: ` ${slug} `,
        description: '  一段描述  ',
      });
      expect(category).toMatchObject({
        ...keptAsSent,
        name,
        parentId: parent.id,
        parentName: parent.name,
        slug,
        description: '一段描述',
        level: 1,
        productCount: 0,
        children: [],
      });
      expect(await inTree(t, admin, category.id)).toEqual(category);
    });

    it('treats empty or null optional fields as absent', async () => {
      const empty = await madeCategory(t, admin, {
        name: unique('Empty Fields'),
        parentId: null,
        slug: '',
        description: '  ',
        icon: '',
        coverImage: '',
      });
      expect(empty).toMatchObject({
        parentId: null,
        slug: `empty-fields-${seq}`,
        description: null,
        icon: null,
        coverImage: null,
      });
      const nulls = await madeCategory(t, admin, {
        name: unique('Null Fields'),
        slug: null,
        description: null,
        icon: null,
        coverImage: null,
      });
      expect(nulls).toMatchObject({
        parentId: null,
        slug: `null-fields-${seq}`,
        description: null,
        icon: null,
        coverImage: null,
      });
    });

    it('makes the slug from a Chinese name through pinyin and adds -2 when it is taken', async () => {
      expect((await madeCategory(t, admin, { name: '男装' })).slug).toBe('nan-zhuang');
      // The same name elsewhere in the tree is allowed and makes the same slug: it gets a suffix.
      const elsewhere = await madeCategory(t, admin, { name: unique('Menswear Parent') });
      expect((await madeCategory(t, admin, { name: '男装', parentId: elsewhere.id })).slug).toBe('nan-zhuang-2');
      expect((await madeCategory(t, admin, { name: '男 装' })).slug).toBe('nan-zhuang-3');
    });

    it('steps around a slug that another category chose by hand', async () => {
      await madeCategory(t, admin, { name: unique('Kids By Hand'), slug: 'tong-zhuang' });
      expect((await madeCategory(t, admin, { name: '童装' })).slug).toBe('tong-zhuang-2');
    });

    it('keeps a given slug as it is', async () => {
      expect((await madeCategory(t, admin, { name: '女装', slug: 'womens-wear' })).slug).toBe('womens-wear');
      expect((await madeCategory(t, admin, { name: unique('Max Slug'), slug: 's'.repeat(150) })).slug).toBe(
        's'.repeat(150),
      );
    });

    it('refuses a slug that another category uses with 409 CATEGORY_SLUG_TAKEN and creates nothing', async () => {
      await madeCategory(t, admin, { name: unique('Slug Owner'), slug: 'owned-category-slug' });
      await expectRefused(
        () => createCategory(t, admin, { name: unique('Slug Thief'), slug: 'owned-category-slug' }),
        409,
        failure('CATEGORY_SLUG_TAKEN', MESSAGES.slugTaken('owned-category-slug')),
      );
    });

    it('refuses invalid fields with 400 VALIDATION_FAILED naming the field, and creates nothing', async () => {
      const name = unique('Invalid');
      const cases: [CategoryBody, string, string][] = [
        [{}, 'name', MESSAGES.name],
        [{ name: '' }, 'name', MESSAGES.name],
        [{ name: '   ' }, 'name', MESSAGES.name],
        [{ name: null }, 'name', MESSAGES.name],
        [{ name: '名'.repeat(101) }, 'name', MESSAGES.nameTooLong],
        [{ name, slug: 'Bad Slug' }, 'slug', MESSAGES.slug],
        [{ name, slug: 'bad_slug' }, 'slug', MESSAGES.slug],
        [{ name, slug: '男装' }, 'slug', MESSAGES.slug],
        [{ name, slug: 'a'.repeat(151) }, 'slug', MESSAGES.slugTooLong],
        [{ name, description: '述'.repeat(1001) }, 'description', MESSAGES.descriptionTooLong],
        [{ name, sortOrder: -1 }, 'sortOrder', MESSAGES.sortOrderTooSmall],
        [{ name, sortOrder: 10000 }, 'sortOrder', MESSAGES.sortOrderTooLarge],
        [{ name, sortOrder: 1.5 }, 'sortOrder', MESSAGES.sortOrderNotInteger],
        [{ name, sortOrder: '5' }, 'sortOrder', MESSAGES.sortOrderNotInteger],
        [{ name, active: 'yes' }, 'active', '是否启用必须是布尔值'],
        [{ name, active: 1 }, 'active', '是否启用必须是布尔值'],
        [{ name, featured: 'true' }, 'featured', '是否推荐必须是布尔值'],
        [{ name, showInMenu: 0 }, 'showInMenu', '是否在菜单显示必须是布尔值'],
        [{ name, parentId: 'abc' }, 'parentId', MESSAGES.parentId],
        [{ name, parentId: 0 }, 'parentId', MESSAGES.parentId],
        [{ name, parentId: 1.5 }, 'parentId', MESSAGES.parentId],
        [{ name, parentId: 2147483648 }, 'parentId', MESSAGES.parentId],
      ];
      const before = await categoryRows(t);
      for (const [body, field, message] of cases) {
        const res = await createCategory(t, admin, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.json(), JSON.stringify(body).slice(0, 80)).toEqual(invalid(field, message));
      }
      expect(await categoryRows(t)).toEqual(before);
    });

    it('ignores what the server works out itself (id, level, counts, children) and refuses a body that is not an object', async () => {
      const name = unique('Computed');
      const category = await madeCategory(t, admin, {
        name,
        id: 1,
        level: 3,
        parentName: 'x',
        productCount: 9,
        subtreeProductCount: 9,
        children: [{ name: 'x' }],
      } as CategoryBody);
      expect(category).toMatchObject({
        name,
        level: 0,
        parentName: null,
        productCount: 0,
        subtreeProductCount: 0,
        children: [],
      });
      expect(category.id).not.toBe(1);
      const before = await categoryRows(t);
      for (const payload of ['null', '[]', '"x"', '{']) {
        const res = await t.call({
          method: 'POST',
          url: '/api/admin/product-categories',
          payload,
          headers: { 'content-type': 'application/json' },
          token: admin,
        });
        expect(res.statusCode, payload).toBe(400);
        expect(res.json()).toMatchObject({
          success: false,
          code: expect.stringMatching(/^(VALIDATION_FAILED|MALFORMED_REQUEST)$/),
        });
      }
      expect(await categoryRows(t)).toEqual(before);
    });

    it('accepts the limits: a 100-character name, a 1000-character description, sort order 0 and 9999', async () => {
      const long = await madeCategory(t, admin, {
        name: `${'名'.repeat(96)}${String(++seq).padStart(4, '0')}`,
        description: '述'.repeat(1000),
        sortOrder: 0,
      });
      expect(long.name).toHaveLength(100);
      expect(long.description).toHaveLength(1000);
      expect(long.slug.length).toBeLessThanOrEqual(150);
      expect((await madeCategory(t, admin, { name: unique('Sort Max'), sortOrder: 9999 })).sortOrder).toBe(9999);
    });
  });

  describe('depth (at most 4 levels)', () => {
    it('nests four levels with their levels and parent names, and refuses a fifth with 400 CATEGORY_DEPTH_EXCEEDED', async () => {
      const names = [unique('L1'), unique('L2'), unique('L3'), unique('L4')];
      const [l1, l2, l3, l4] = (await chain(t, admin, names)) as [
        ProductCategory,
        ProductCategory,
        ProductCategory,
        ProductCategory,
      ];
      expect([l1, l2, l3, l4].map((c) => [c.level, c.parentId, c.parentName])).toEqual([
        [0, null, null],
        [1, l1.id, l1.name],
        [2, l2.id, l2.name],
        [3, l3.id, l3.name],
      ]);
      const root = (await readTree(t, admin)).find((c) => c.id === l1.id)!;
      expect(shape(root)).toEqual(shape({ ...l1, children: [{ ...l2, children: [{ ...l3, children: [l4] }] }] }));

      await expectRefused(
        () => createCategory(t, admin, { name: unique('L5'), parentId: l4.id }),
        400,
        failure('CATEGORY_DEPTH_EXCEEDED', MESSAGES.depthExceeded),
      );
    });

    it('refuses moving a category with children where its subtree would pass the fourth level, and changes nothing', async () => {
      const [a, a1, a2] = (await chain(t, admin, [
        unique('Deep A'),
        unique('Deep A1'),
        unique('Deep A2'),
      ])) as ProductCategory[];
      const [b, b1] = (await chain(t, admin, [unique('Deep B'), unique('Deep B1')])) as ProductCategory[];
      const treeBefore = await readTree(t, admin);

      // b under a2 (level 2) would put b at level 3 and b1 at level 4.
      await expectRefused(
        () => update(t, admin, b!.id, formOf(b!, { parentId: a2!.id })),
        400,
        failure('CATEGORY_DEPTH_EXCEEDED', MESSAGES.depthExceeded),
      );
      expect(await readTree(t, admin)).toEqual(treeBefore);

      // A three-level subtree (a1 → a2 → c) fits under a root only: under b1 (level 1) it is refused.
      const [c] = (await chain(t, admin, [unique('Deep C')], a2!.id)) as ProductCategory[];
      expect(c!.level).toBe(3);
      await expectRefused(
        () => update(t, admin, a1!.id, formOf(a1!, { parentId: b1!.id })),
        400,
        failure('CATEGORY_DEPTH_EXCEEDED', MESSAGES.depthExceeded),
      );

      // One level higher is allowed: b under a1 puts b1 at level 3.
      const moved = await edited(t, admin, b!.id, formOf(b!, { parentId: a1!.id }));
      expect(moved).toMatchObject({ level: 2, parentId: a1!.id, parentName: a1!.name });
      expect(await inTree(t, admin, b1!.id)).toMatchObject({ level: 3, parentId: b!.id });
      expect((await inTree(t, admin, a!.id))!.children.map((x) => x.id)).toEqual([a1!.id]);
    });

    it('refuses the fifth level on edit too, for a leaf moved under a fourth-level category', async () => {
      const [, , , l4] = (await chain(t, admin, [
        unique('Edit L1'),
        unique('Edit L2'),
        unique('Edit L3'),
        unique('Edit L4'),
      ])) as ProductCategory[];
      const leaf = await madeCategory(t, admin, { name: unique('Edit Leaf') });
      await expectRefused(
        () => update(t, admin, leaf.id, formOf(leaf, { parentId: l4!.id })),
        400,
        failure('CATEGORY_DEPTH_EXCEEDED', MESSAGES.depthExceeded),
      );
    });
  });

  describe('parent', () => {
    it('refuses an unknown parent with 400 CATEGORY_PARENT_NOT_FOUND on create and on edit', async () => {
      const refused = failure('CATEGORY_PARENT_NOT_FOUND', MESSAGES.parentNotFound);
      await expectRefused(
        () => createCategory(t, admin, { name: unique('Orphan'), parentId: 2147483647 }),
        400,
        refused,
      );
      const category = await madeCategory(t, admin, { name: unique('Would Be Orphan') });
      await expectRefused(
        () => update(t, admin, category.id, formOf(category, { parentId: 2147483647 })),
        400,
        refused,
      );

      const gone = await madeCategory(t, admin, { name: unique('Deleted Parent') });
      expect((await remove(t, admin, gone.id)).statusCode).toBe(200);
      await expectRefused(() => createCategory(t, admin, { name: unique('Orphan'), parentId: gone.id }), 400, refused);
    });

    it('refuses a category under itself or under any of its descendants with 400 CATEGORY_CYCLE', async () => {
      const [top, mid, low] = (await chain(t, admin, [
        unique('Cycle Top'),
        unique('Cycle Mid'),
        unique('Cycle Low'),
      ])) as ProductCategory[];
      const refused = failure('CATEGORY_CYCLE', MESSAGES.cycle);
      const treeBefore = await readTree(t, admin);
      for (const parent of [top!, mid!, low!]) {
        await expectRefused(() => update(t, admin, top!.id, formOf(top!, { parentId: parent.id })), 400, refused);
      }
      await expectRefused(() => update(t, admin, mid!.id, formOf(mid!, { parentId: mid!.id })), 400, refused);
      await expectRefused(() => update(t, admin, mid!.id, formOf(mid!, { parentId: low!.id })), 400, refused);
      expect(await readTree(t, admin)).toEqual(treeBefore);
    });

    it('refuses an inactive parent with 400 CATEGORY_PARENT_INACTIVE when the parent is chosen', async () => {
      const inactive = await madeCategory(t, admin, { name: unique('Inactive Parent'), active: false });
      const refused = failure('CATEGORY_PARENT_INACTIVE', MESSAGES.parentInactive);
      await expectRefused(
        () => createCategory(t, admin, { name: unique('Under Inactive'), parentId: inactive.id }),
        400,
        refused,
      );
      const root = await madeCategory(t, admin, { name: unique('Would Move') });
      await expectRefused(() => update(t, admin, root.id, formOf(root, { parentId: inactive.id })), 400, refused);
    });

    it('lets a category keep a parent that was deactivated since', async () => {
      const [parent, child] = (await chain(t, admin, [
        unique('Later Inactive'),
        unique('Kept Child'),
      ])) as ProductCategory[];
      const deactivated = await edited(t, admin, parent!.id, formOf(parent!, { active: false }));
      expect(deactivated).toMatchObject({ active: false, children: [{ id: child!.id }] });

      const renamed = unique('Kept Child Renamed');
      const saved = await edited(t, admin, child!.id, formOf(child!, { name: renamed, sortOrder: 7 }));
      expect(saved).toMatchObject({
        name: renamed,
        sortOrder: 7,
        parentId: parent!.id,
        parentName: parent!.name,
        level: 1,
      });
      // But a new child under it is still refused.
      expect(
        (await createCategory(t, admin, { name: unique('New Under Inactive'), parentId: parent!.id })).json().code,
      ).toBe('CATEGORY_PARENT_INACTIVE');
    });

    it('moves a subtree to the root with parentId null and recomputes the levels below it', async () => {
      const [root, x, y, z] = (await chain(t, admin, [
        unique('Move Root'),
        unique('Move X'),
        unique('Move Y'),
        unique('Move Z'),
      ])) as ProductCategory[];
      const moved = await edited(t, admin, x!.id, formOf(x!, { parentId: null }));
      expect(moved).toMatchObject({ level: 0, parentId: null, parentName: null });

      const tree = await readTree(t, admin);
      const newRoot = tree.find((c) => c.id === x!.id)!;
      expect(shape(newRoot)).toEqual({
        id: x!.id,
        name: x!.name,
        level: 0,
        parentId: null,
        parentName: null,
        children: [
          {
            id: y!.id,
            name: y!.name,
            level: 1,
            parentId: x!.id,
            parentName: x!.name,
            children: [{ id: z!.id, name: z!.name, level: 2, parentId: y!.id, parentName: y!.name, children: [] }],
          },
        ],
      });
      expect(tree.find((c) => c.id === root!.id)!.children).toEqual([]);
      // The subtree is one level shallower now: z takes a child again.
      expect((await madeCategory(t, admin, { name: unique('Move Z Child'), parentId: z!.id })).level).toBe(3);
    });

    it('moves a category under another parent, with the level and parent name of the new place', async () => {
      const [oldParent, child] = (await chain(t, admin, [
        unique('Old Parent'),
        unique('Moving Child'),
      ])) as ProductCategory[];
      const [, newParent] = (await chain(t, admin, [
        unique('New Grandparent'),
        unique('New Parent'),
      ])) as ProductCategory[];
      const moved = await edited(t, admin, child!.id, formOf(child!, { parentId: newParent!.id }));
      expect(moved).toMatchObject({ level: 2, parentId: newParent!.id, parentName: newParent!.name });
      expect((await inTree(t, admin, oldParent!.id))!.children).toEqual([]);
      expect((await inTree(t, admin, newParent!.id))!.children.map((c) => c.id)).toEqual([child!.id]);
    });
  });

  describe('names among siblings', () => {
    const refused = failure('CATEGORY_NAME_DUPLICATE', MESSAGES.nameDuplicate);

    it('refuses a sibling of the same name, in any letter case and trimmed, with 409 CATEGORY_NAME_DUPLICATE', async () => {
      const parent = await madeCategory(t, admin, { name: unique('Dup Parent') });
      const name = unique('Shirts');
      await madeCategory(t, admin, { name, parentId: parent.id });
      for (const copy of [name, name.toUpperCase(), name.toLowerCase(), `  ${name}  `]) {
        await expectRefused(() => createCategory(t, admin, { name: copy, parentId: parent.id }), 409, refused);
      }
      // Roots are siblings of each other.
      const rootName = unique('Root Dup');
      await madeCategory(t, admin, { name: rootName });
      await expectRefused(() => createCategory(t, admin, { name: rootName.toUpperCase() }), 409, refused);
      await expectRefused(() => createCategory(t, admin, { name: rootName, parentId: null }), 409, refused);
    });

    it('allows the same name under another parent and at another level', async () => {
      const name = unique('Shared Name');
      const p = await madeCategory(t, admin, { name: unique('Share P') });
      const q = await madeCategory(t, admin, { name: unique('Share Q') });
      const underP = await madeCategory(t, admin, { name, parentId: p.id });
      expect((await madeCategory(t, admin, { name, parentId: q.id })).parentId).toBe(q.id);
      expect((await madeCategory(t, admin, { name, parentId: underP.id })).level).toBe(2);
      expect((await madeCategory(t, admin, { name })).level).toBe(0);
    });

    it('lets a category keep its own name or change its letter case', async () => {
      const name = unique('Own Name');
      const category = await madeCategory(t, admin, { name });
      expect((await edited(t, admin, category.id, formOf(category, { description: '只改描述' }))).description).toBe(
        '只改描述',
      );
      expect((await edited(t, admin, category.id, formOf(category, { name: name.toUpperCase() }))).name).toBe(
        name.toUpperCase(),
      );
    });

    it("refuses renaming to a sibling's name and moving next to a sibling of the same name", async () => {
      const p = await madeCategory(t, admin, { name: unique('Rename P') });
      const q = await madeCategory(t, admin, { name: unique('Rename Q') });
      const name = unique('Taken Name');
      await madeCategory(t, admin, { name, parentId: p.id });
      const sibling = await madeCategory(t, admin, { name: unique('Sibling'), parentId: p.id });
      await expectRefused(
        () => update(t, admin, sibling.id, formOf(sibling, { name: ` ${name.toLowerCase()} ` })),
        409,
        refused,
      );

      const twin = await madeCategory(t, admin, { name, parentId: q.id });
      await expectRefused(() => update(t, admin, twin.id, formOf(twin, { parentId: p.id })), 409, refused);
      const rootTwin = await madeCategory(t, admin, { name });
      await expectRefused(() => update(t, admin, rootTwin.id, formOf(rootTwin, { parentId: q.id })), 409, refused);
    });
  });

  describe('slug on edit', () => {
    it('keeps the current slug when the slug is sent empty, even with a new name', async () => {
      const category = await madeCategory(t, admin, { name: '鞋靴' });
      expect(category.slug).toBe('xie-xue');
      expect((await edited(t, admin, category.id, formOf(category, { name: '运动鞋靴', slug: '' }))).slug).toBe(
        'xie-xue',
      );
      expect((await edited(t, admin, category.id, formOf(category, { name: '运动鞋', slug: null }))).slug).toBe(
        'xie-xue',
      );
      const withoutSlug = formOf(category);
      delete withoutSlug.slug;
      expect((await edited(t, admin, category.id, withoutSlug)).slug).toBe('xie-xue');
    });

    it('keeps its own slug and takes a free one', async () => {
      const category = await madeCategory(t, admin, { name: unique('Slug Edit'), slug: 'slug-edit-before' });
      expect((await edited(t, admin, category.id, formOf(category))).slug).toBe('slug-edit-before');
      expect((await edited(t, admin, category.id, formOf(category, { slug: 'slug-edit-after' }))).slug).toBe(
        'slug-edit-after',
      );
      expect(await inTree(t, admin, category.id)).toMatchObject({ slug: 'slug-edit-after' });
    });

    it("refuses another category's slug with 409 CATEGORY_SLUG_TAKEN and changes nothing", async () => {
      await madeCategory(t, admin, { name: unique('Slug Holder'), slug: 'held-category-slug' });
      const category = await madeCategory(t, admin, { name: unique('Slug Taker') });
      await expectRefused(
        () => update(t, admin, category.id, formOf(category, { slug: 'held-category-slug' })),
        409,
        failure('CATEGORY_SLUG_TAKEN', MESSAGES.slugTaken('held-category-slug')),
      );
    });
  });

  describe('PUT /api/admin/product-categories/{id}', () => {
    it('replaces every field and answers 分类更新成功', async () => {
      const category = await madeCategory(t, admin, { name: unique('Before Edit'), slug: `before-edit-${seq}` });
      const name = unique('After Edit');
      const changes = {
        name,
        slug: `after-edit-${seq}`,
        description: '新的描述',
        icon: 'fas fa-shoe-prints',
        coverImage: 'https://example.com/cover.jpg',
        sortOrder: 42,
        active: false,
        featured: true,
        showInMenu: false,
      };
      const res = await update(t, admin, category.id, { ...changes, parentId: null });
      expect(res.statusCode, res.body).toBe(200);
      const expected: ProductCategory = { ...category, ...changes, updatedAt: expect.any(String) as unknown as string };
      expect(res.json()).toEqual({ success: true, message: MESSAGES.updated, data: expected });
      expect(await inTree(t, admin, category.id)).toEqual(expected);
      // Omitted switches and sort order fall back to their defaults: PUT replaces the category.
      expect(await edited(t, admin, category.id, { name })).toMatchObject({
        sortOrder: 0,
        active: true,
        featured: false,
        showInMenu: true,
        description: null,
        icon: null,
        coverImage: null,
      });
    });

    it('answers 404 CATEGORY_NOT_FOUND for an unknown id and creates nothing', async () => {
      await expectRefused(() => update(t, admin, 2147483647, { name: unique('Nobody') }), 404, NOT_FOUND);
      const gone = await madeCategory(t, admin, { name: unique('Edit Gone') });
      expect((await remove(t, admin, gone.id)).statusCode).toBe(200);
      await expectRefused(() => update(t, admin, gone.id, formOf(gone)), 404, NOT_FOUND);
    });

    it('applies the same field rules as creating, and leaves the category as it was', async () => {
      const category = await madeCategory(t, admin, { name: unique('Edit Rules') });
      const cases: [CategoryBody, string, string][] = [
        [{ name: '  ' }, 'name', MESSAGES.name],
        [{ name: '名'.repeat(101) }, 'name', MESSAGES.nameTooLong],
        [{ slug: 'Bad Slug' }, 'slug', MESSAGES.slug],
        [{ description: '述'.repeat(1001) }, 'description', MESSAGES.descriptionTooLong],
        [{ sortOrder: 10000 }, 'sortOrder', MESSAGES.sortOrderTooLarge],
        [{ featured: 'no' }, 'featured', '是否推荐必须是布尔值'],
      ];
      for (const [changes, field, message] of cases) {
        await expectRefused(
          () => update(t, admin, category.id, formOf(category, changes)),
          400,
          invalid(field, message),
        );
      }
    });
  });

  describe('ids that are not positive 32-bit whole numbers', () => {
    it('are refused with 400 on PUT and DELETE, never 500', async () => {
      for (const id of ['abc', '0', '-1', '1.5', '2147483648', '99999999999']) {
        for (const send of [() => update(t, admin, id, { name: unique('Bad Id') }), () => remove(t, admin, id)]) {
          await expectRefused(send, 400, invalid('id', MESSAGES.id));
        }
      }
    });
  });

  describe('GET /api/admin/product-categories/tree', () => {
    it('orders siblings by sort order, then by name', async () => {
      const parent = await madeCategory(t, admin, { name: unique('Order Parent') });
      for (const [name, sortOrder] of [
        ['delta', 2],
        ['bravo', 1],
        ['alpha', 2],
        ['charlie', 0],
        ['echo', 1],
      ] as const) {
        await madeCategory(t, admin, { name, sortOrder, parentId: parent.id });
      }
      const children = (await inTree(t, admin, parent.id))!.children;
      expect(children.map((c) => [c.name, c.sortOrder])).toEqual([
        ['charlie', 0],
        ['bravo', 1],
        ['echo', 1],
        ['alpha', 2],
        ['delta', 2],
      ]);
      expect(children.every((c) => c.level === 1 && c.parentName === parent.name)).toBe(true);
    });

    it('orders roots the same way', async () => {
      const prefix = `root-order-${++seq}`;
      const ids: Record<string, number> = {};
      for (const [suffix, sortOrder] of [
        ['c', 3],
        ['b', 5],
        ['a', 5],
        ['d', 1],
      ] as const)
        ids[suffix] = (await madeCategory(t, admin, { name: `${prefix}-${suffix}`, sortOrder })).id;
      const mine = (await readTree(t, admin)).filter((c) => c.name.startsWith(prefix));
      expect(mine.map((c) => c.id)).toEqual([ids.d, ids.c, ids.a, ids.b]);
    });

    it("counts each category's own products and those of its subtree, whatever their status", async () => {
      const [parent, child, grandchild] = (await chain(t, admin, [
        unique('Count Parent'),
        unique('Count Child'),
        unique('Count Grandchild'),
      ])) as ProductCategory[];
      await addProducts(t, parent!.id, ['ACTIVE', 'DRAFT']);
      await addProducts(t, child!.id, ['ACTIVE', 'INACTIVE', 'ACTIVE']);
      await addProducts(t, grandchild!.id, ['DRAFT']);
      const root = (await inTree(t, admin, parent!.id))!;
      expect(root).toMatchObject({ productCount: 2, subtreeProductCount: 6 });
      expect(root.children[0]).toMatchObject({ productCount: 3, subtreeProductCount: 4 });
      expect(root.children[0]!.children[0]).toMatchObject({
        id: grandchild!.id,
        productCount: 1,
        subtreeProductCount: 1,
      });
      // The edit answer counts the same way.
      expect(await edited(t, admin, child!.id, formOf(child!))).toMatchObject({
        productCount: 3,
        subtreeProductCount: 4,
      });
    });
  });

  describe('GET /api/public/product-categories', () => {
    it('shows only active categories marked for the menu, hides the children of a hidden parent, and counts on-sale products of each subtree', async () => {
      const [m, m1, m11] = (await chain(t, admin, [
        unique('Menu M'),
        unique('Menu M1'),
        unique('Menu M11'),
      ])) as ProductCategory[];
      const [m2, m21] = (await chain(
        t,
        admin,
        [unique('Menu M2 Hidden'), unique('Menu M21')],
        m!.id,
      )) as ProductCategory[];
      await edited(t, admin, m2!.id, formOf(m2!, { showInMenu: false }));
      const m3 = await madeCategory(t, admin, { name: unique('Menu M3 Inactive'), parentId: m!.id, active: false });
      const [h, h1] = (await chain(t, admin, [unique('Menu H Hidden'), unique('Menu H1')])) as ProductCategory[];
      await edited(t, admin, h!.id, formOf(h!, { showInMenu: false }));
      const [i, i1] = (await chain(t, admin, [unique('Menu I Inactive'), unique('Menu I1')])) as ProductCategory[];
      await edited(t, admin, i!.id, formOf(i!, { active: false }));

      await addProducts(t, m!.id, ['ACTIVE', 'DRAFT']);
      await addProducts(t, m1!.id, ['ACTIVE', 'ACTIVE', 'INACTIVE']);
      await addProducts(t, m11!.id, ['ACTIVE', 'DRAFT', 'INACTIVE']);
      await addProducts(t, h1!.id, ['ACTIVE']);

      const menu = await readMenu(t);
      expect(menu.find((c) => c.id === m!.id)).toEqual({
        id: m!.id,
        name: m!.name,
        slug: m!.slug,
        icon: null,
        level: 0,
        productCount: 4,
        children: [
          {
            id: m1!.id,
            name: m1!.name,
            slug: m1!.slug,
            icon: null,
            level: 1,
            productCount: 3,
            children: [
              { id: m11!.id, name: m11!.name, slug: m11!.slug, icon: null, level: 2, productCount: 1, children: [] },
            ],
          },
        ],
      });
      const shown = new Set(flattenCategories(menu).map((c) => c.id));
      for (const hidden of [m2!, m21!, m3, h!, h1!, i!, i1!]) expect(shown.has(hidden.id), hidden.name).toBe(false);
      // The admin tree still holds them all.
      const all = new Set(flattenCategories(await readTree(t, admin)).map((c) => c.id));
      for (const c of [m!, m1!, m11!, m2!, m21!, m3, h!, h1!, i!, i1!]) expect(all.has(c.id), c.name).toBe(true);
    });

    it('leaves out a category whose whole subtree has no product on sale, and shows it with its first one', async () => {
      const root = await madeCategory(t, admin, { name: unique('Menu Empty Root') });
      const [stocked, stockedBelow, below] = (await chain(
        t,
        admin,
        [unique('Menu Stocked'), unique('Menu Stocked Below'), unique('Menu Below')],
        root.id,
      )) as ProductCategory[];
      const unsold = await madeCategory(t, admin, { name: unique('Menu Unsold'), parentId: root.id });
      const empty = await madeCategory(t, admin, { name: unique('Menu Empty') });
      // Only the grandchild of `stocked` sells something; `unsold` has a draft and an off-shelf one.
      await addProducts(t, below!.id, ['ACTIVE']);
      await addProducts(t, unsold.id, ['DRAFT', 'INACTIVE']);

      const shown = async () => new Set(flattenCategories(await readMenu(t)).map((c) => c.id));
      let ids = await shown();
      for (const c of [root, stocked!, stockedBelow!, below!]) expect(ids.has(c.id), c.name).toBe(true);
      for (const c of [unsold, empty]) expect(ids.has(c.id), c.name).toBe(false);
      // The admin tree keeps them, with both counts.
      expect(await inTree(t, admin, unsold.id)).toMatchObject({ productCount: 2, subtreeProductCount: 2 });
      expect(await inTree(t, admin, empty.id)).toMatchObject({ productCount: 0, subtreeProductCount: 0 });

      await addProducts(t, unsold.id, ['ACTIVE']);
      ids = await shown();
      expect(ids.has(unsold.id)).toBe(true);
      expect(ids.has(empty.id)).toBe(false);
    });

    it('shows a category again once it is marked for the menu, with the same order as the admin tree', async () => {
      const parent = await madeCategory(t, admin, { name: unique('Menu Order') });
      const late = await madeCategory(t, admin, { name: 'zulu', parentId: parent.id, sortOrder: 0, showInMenu: false });
      const yankee = await madeCategory(t, admin, { name: 'yankee', parentId: parent.id, sortOrder: 1 });
      const xray = await madeCategory(t, admin, { name: 'xray', parentId: parent.id, sortOrder: 1 });
      for (const c of [late, yankee, xray]) await addProducts(t, c.id, ['ACTIVE']);
      const names = async () => (await readMenu(t)).find((c) => c.id === parent.id)!.children.map((c) => c.name);
      expect(await names()).toEqual(['xray', 'yankee']);
      await edited(t, admin, late.id, formOf(late, { showInMenu: true }));
      expect(await names()).toEqual(['zulu', 'xray', 'yankee']);
    });
  });

  describe('DELETE /api/admin/product-categories/{id}', () => {
    const notEmpty = (childCount: number, productCount: number) =>
      failure('CATEGORY_NOT_EMPTY', MESSAGES.notEmpty, { childCount, productCount });

    it('refuses a category with children with 409 CATEGORY_NOT_EMPTY and the counts, and keeps it', async () => {
      const parent = await madeCategory(t, admin, { name: unique('Has Children') });
      await madeCategory(t, admin, { name: unique('Child One'), parentId: parent.id });
      await madeCategory(t, admin, { name: unique('Child Two'), parentId: parent.id });
      await expectRefused(() => remove(t, admin, parent.id), 409, notEmpty(2, 0));
      expect(await inTree(t, admin, parent.id)).toMatchObject({ id: parent.id, children: [{}, {}] });
    });

    it('refuses a category with products of any status with the counts', async () => {
      const category = await madeCategory(t, admin, { name: unique('Has Products') });
      await addProducts(t, category.id, ['ACTIVE', 'DRAFT', 'INACTIVE']);
      await expectRefused(() => remove(t, admin, category.id), 409, notEmpty(0, 3));
      const both = await madeCategory(t, admin, { name: unique('Has Both') });
      await madeCategory(t, admin, { name: unique('Both Child'), parentId: both.id });
      await addProducts(t, both.id, ['DRAFT']);
      await expectRefused(() => remove(t, admin, both.id), 409, notEmpty(1, 1));
    });

    it('deletes an empty leaf with 分类删除成功, then its emptied parent', async () => {
      const [parent, leaf] = (await chain(t, admin, [
        unique('Delete Parent'),
        unique('Delete Leaf'),
      ])) as ProductCategory[];
      const res = await remove(t, admin, leaf!.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: MESSAGES.deleted, data: null });
      expect(await inTree(t, admin, leaf!.id)).toBeUndefined();
      expect((await inTree(t, admin, parent!.id))!.children).toEqual([]);
      expect((await remove(t, admin, parent!.id)).json()).toEqual({
        success: true,
        message: MESSAGES.deleted,
        data: null,
      });
      expect(await inTree(t, admin, parent!.id)).toBeUndefined();
    });

    it("counts only the category's own children and products", async () => {
      const [top, mid] = (await chain(t, admin, [unique('Own Top'), unique('Own Mid')])) as ProductCategory[];
      await addProducts(t, top!.id, ['ACTIVE']);
      const sibling = await madeCategory(t, admin, { name: unique('Own Sibling'), parentId: top!.id });
      await addProducts(t, sibling.id, ['ACTIVE']);
      expect((await remove(t, admin, mid!.id)).statusCode).toBe(200);
      await expectRefused(() => remove(t, admin, top!.id), 409, notEmpty(1, 1));
    });

    it('answers 404 CATEGORY_NOT_FOUND for an unknown or already deleted category', async () => {
      await expectRefused(() => remove(t, admin, 2147483647), 404, NOT_FOUND);
      const category = await madeCategory(t, admin, { name: unique('Delete Twice') });
      expect((await remove(t, admin, category.id)).statusCode).toBe(200);
      await expectRefused(() => remove(t, admin, category.id), 404, NOT_FOUND);
    });
  });
});
