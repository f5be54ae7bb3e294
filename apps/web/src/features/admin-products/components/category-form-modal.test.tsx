import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductCategory } from '@app/contract';
import { ok, type Handler } from '../../../test/fake-server.ts';
import { fieldError, renderFormModal, saveButton } from '../../../test/form-modal.tsx';
import { category as cat, refuse, stubResizeObserver } from '../test-support.ts';
import { CategoryFormModal } from './category-form-modal.tsx';

/** 服装 › 上衣 › T恤 › 短袖 (four levels), 旧款 (stopped) › 衬衫, 家居. */
function sampleTree() {
  const clothes = cat(1, '服装', 0, null);
  const tops = cat(2, '上衣', 1, clothes, {
    icon: 'fas fa-tshirt',
    coverImage: '/files/images/tops.webp',
    description: '各式上衣',
    sortOrder: 5,
    featured: true,
  });
  const tees = cat(3, 'T恤', 2, tops);
  const short = cat(4, '短袖', 3, tees);
  const old = cat(5, '旧款', 1, clothes, { active: false });
  const shirts = cat(6, '衬衫', 2, old);
  const home = cat(7, '家居', 0, null);
  tees.children = [short];
  tops.children = [tees];
  old.children = [shirts];
  clothes.children = [tops, old];
  return { tree: [clothes, home], clothes, tops, tees, short, old, shirts, home };
}

const echo: Handler = (body) => ok({ ...cat(99, String(body.name), 0, null), ...body });

function renderModal(
  category: ProductCategory | null,
  routes: Record<string, Handler> = {
    'POST /admin/product-categories': echo,
    'PUT /admin/product-categories/2': echo,
    'PUT /admin/product-categories/6': echo,
  },
) {
  const { tree } = sampleTree();
  return renderFormModal(routes, (handlers) => (
    <CategoryFormModal open category={category} tree={tree} {...handlers} />
  ));
}

const nameField = () => screen.getByLabelText('分类名称');
const slugField = () => screen.getByLabelText('路径标识符');
const descriptionField = () => screen.getByLabelText('描述');
const sortField = () => screen.getByLabelText('排序');
const parentField = () => screen.getByLabelText('父分类');
/** Long text arrives at once (typing 1000 characters one by one under jsdom takes too long). */
const setText = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** The titles the open parent selector offers, and which of them cannot be chosen. */
async function openParentOptions(user: ReturnType<typeof userEvent.setup>) {
  await user.click(parentField());
  const tree = await screen.findByRole('tree');
  const nodes = [...tree.ownerDocument.querySelectorAll<HTMLElement>('.ant-select-tree-treenode')].filter(
    (n) => !n.getAttribute('aria-hidden'),
  );
  return nodes.map((n) => {
    const title = n.querySelector('.ant-select-tree-title')?.textContent ?? '';
    return n.classList.contains('ant-select-tree-treenode-disabled') ? `${title} (disabled)` : title;
  });
}

beforeAll(stubResizeObserver);

vi.setConfig({ testTimeout: 20_000 });

describe('CategoryFormModal (spec 01 "Admin product category management")', () => {
  it('a new category starts empty: a root, sort order 0, active, not featured, shown in the menu', async () => {
    renderModal(null);
    expect(screen.getByText('新建分类')).toBeInTheDocument();
    await waitFor(() => expect(nameField()).toHaveValue(''));
    expect(slugField()).toHaveValue('');
    expect(sortField()).toHaveValue('0');
    expect(screen.getByText('留空则根据名称自动生成（中文转拼音）')).toBeInTheDocument();
    expect(screen.getByText('数字越小越靠前（0–9999）')).toBeInTheDocument();
    const [active, featured, menu] = screen.getAllByRole('switch');
    expect(active).toBeChecked();
    expect(featured).not.toBeChecked();
    expect(menu).toBeChecked();
  });

  it("name: '请输入分类名称' when empty or only spaces; nothing is sent", async () => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await user.type(nameField(), '   ');
    await user.click(saveButton());
    expect(await fieldError('请输入分类名称')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
    expect(server.onSaved).not.toHaveBeenCalled();
  });

  it("name: more than 100 characters → '分类名称不能超过100个字符'; 100 are fine", async () => {
    const user = userEvent.setup();
    const server = renderModal(null);
    setText(nameField(), '衣'.repeat(101));
    expect(await fieldError('分类名称不能超过100个字符')).toBeInTheDocument();
    await user.click(saveButton());
    expect(server.requests).toEqual([]);
    setText(nameField(), '衣'.repeat(100));
    await waitFor(() => expect(screen.queryByText('分类名称不能超过100个字符')).not.toBeInTheDocument());
  });

  it.each(['Tops', 'top_wear', '上衣', 'a b'])(
    "slug %j → '只能包含小写字母、数字和连字符', nothing sent",
    async (slug) => {
      const user = userEvent.setup();
      const server = renderModal(null);
      await user.type(nameField(), '上衣');
      await user.type(slugField(), slug);
      expect(await fieldError('只能包含小写字母、数字和连字符')).toBeInTheDocument();
      await user.click(saveButton());
      expect(server.requests).toEqual([]);
    },
  );

  it("slug longer than 150 → '路径标识符不能超过150个字符'", async () => {
    renderModal(null);
    setText(slugField(), 'a'.repeat(151));
    expect(await fieldError('路径标识符不能超过150个字符')).toBeInTheDocument();
  });

  it("description longer than 1000 → '描述不能超过1000个字符', nothing sent", async () => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await user.type(nameField(), '上衣');
    setText(descriptionField(), '述'.repeat(1001));
    expect(await fieldError('描述不能超过1000个字符')).toBeInTheDocument();
    await user.click(saveButton());
    expect(server.requests).toEqual([]);
  });

  it.each([
    ['10000', '排序不能大于9999'],
    ['-1', '排序不能小于0'],
  ])('sort order %s → %j, nothing sent', async (typed, message) => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await user.type(nameField(), '上衣');
    await user.clear(sortField());
    await user.type(sortField(), typed);
    expect(await fieldError(message)).toBeInTheDocument();
    await user.click(saveButton());
    expect(server.requests).toEqual([]);
  });

  it("creates a root: POST with parentId null, an empty slug and description as null, then '分类创建成功'", async () => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await user.type(nameField(), '  配饰  ');
    await user.clear(sortField());
    await user.type(sortField(), '9999');
    await user.click(saveButton());
    expect(await screen.findByText('分类创建成功')).toBeInTheDocument();
    expect(server.requests).toEqual([
      {
        route: 'POST /admin/product-categories',
        body: {
          name: '配饰',
          parentId: null,
          slug: null,
          description: null,
          icon: null,
          coverImage: null,
          sortOrder: 9999,
          active: true,
          featured: false,
          showInMenu: true,
        },
      },
    ]);
    expect(server.onSaved).toHaveBeenCalledTimes(1);
  });

  it('an emptied sort order is sent as 0', async () => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await user.type(nameField(), '配饰');
    await user.clear(sortField());
    await user.click(saveButton());
    expect(await screen.findByText('分类创建成功')).toBeInTheDocument();
    expect(server.bodiesOf('POST /admin/product-categories')[0]).toMatchObject({ sortOrder: 0 });
  });

  it('the parent selector offers active categories below level 3 only; a stopped one’s children stay choosable', async () => {
    const user = userEvent.setup();
    renderModal(null);
    expect(await openParentOptions(user)).toEqual(['服装', '上衣', 'T恤', '衬衫', '家居']);
  });

  it('creates under a chosen parent, with every field filled', async () => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await user.type(nameField(), '长袖');
    await openParentOptions(user);
    await user.click(within(screen.getByRole('tree').closest('.ant-select-dropdown') as HTMLElement).getByTitle('T恤'));
    await user.type(slugField(), 'long-sleeve');
    await user.type(descriptionField(), ' 秋冬款 ');
    const [active, featured, menu] = screen.getAllByRole('switch');
    await user.click(featured!);
    await user.click(menu!);
    await user.click(active!);
    await user.click(saveButton());
    expect(await screen.findByText('分类创建成功')).toBeInTheDocument();
    expect(server.requests).toEqual([
      {
        route: 'POST /admin/product-categories',
        body: {
          name: '长袖',
          parentId: 3,
          slug: 'long-sleeve',
          description: '秋冬款',
          icon: null,
          coverImage: null,
          sortOrder: 0,
          active: false,
          featured: true,
          showInMenu: false,
        },
      },
    ]);
  });

  it('edits: the fields show the category; the selector leaves out itself and its subtree and disables parents that would make it too deep; PUT keeps icon and cover', async () => {
    const user = userEvent.setup();
    const { tops } = sampleTree();
    const server = renderModal(tops);
    expect(screen.getByText('编辑分类')).toBeInTheDocument();
    await waitFor(() => expect(nameField()).toHaveValue('上衣'));
    expect(slugField()).toHaveValue('c2');
    expect(descriptionField()).toHaveValue('各式上衣');
    expect(sortField()).toHaveValue('5');
    expect(screen.getByTitle('服装')).toBeInTheDocument(); // the parent, shown by name
    // 上衣 carries two levels (T恤 › 短袖): under 衬衫 (level 2) it would pass the fourth level.
    expect(await openParentOptions(user)).toEqual(['服装', '衬衫 (disabled)', '家居']);
    await user.keyboard('{Escape}');

    await user.clear(nameField());
    await user.type(nameField(), '上装');
    await user.click(saveButton());
    expect(await screen.findByText('分类更新成功')).toBeInTheDocument();
    expect(server.requests).toEqual([
      {
        route: 'PUT /admin/product-categories/2',
        body: {
          name: '上装',
          parentId: 1,
          slug: 'c2',
          description: '各式上衣',
          icon: 'fas fa-tshirt',
          coverImage: '/files/images/tops.webp',
          sortOrder: 5,
          active: true,
          featured: true,
          showInMenu: true,
        },
      },
    ]);
  });

  it('edits a category whose parent was stopped: the parent still shows by name and is kept on save', async () => {
    const user = userEvent.setup();
    const { shirts } = sampleTree();
    const server = renderModal(shirts);
    await waitFor(() => expect(nameField()).toHaveValue('衬衫'));
    expect(screen.getByTitle('旧款（已停用）')).toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText('分类更新成功')).toBeInTheDocument();
    expect(server.bodiesOf('PUT /admin/product-categories/6')[0]).toMatchObject({ parentId: 5 });
  });

  it('moving to the root: clearing the parent sends parentId null', async () => {
    const user = userEvent.setup();
    const { tops } = sampleTree();
    const server = renderModal(tops);
    await waitFor(() => expect(screen.getByTitle('服装')).toBeInTheDocument());
    const clear = parentField().closest('.ant-select')?.querySelector('.ant-select-clear');
    expect(clear).toBeTruthy();
    fireEvent.mouseDown(clear!);
    fireEvent.click(clear!);
    await user.click(saveButton());
    expect(await screen.findByText('分类更新成功')).toBeInTheDocument();
    expect(server.bodiesOf('PUT /admin/product-categories/2')[0]).toMatchObject({ parentId: null });
  });

  it.each([
    [
      'CATEGORY_PARENT_NOT_FOUND',
      refuse(400, '父分类不存在', 'CATEGORY_PARENT_NOT_FOUND'),
      '指定的父分类不存在，请重新选择或创建根分类',
    ],
    [
      'CATEGORY_DEPTH_EXCEEDED',
      refuse(400, '层级过深', 'CATEGORY_DEPTH_EXCEEDED'),
      '分类层级不能超过4级，请选择其他父分类',
    ],
    [
      'CATEGORY_NAME_DUPLICATE',
      refuse(409, '名称重复', 'CATEGORY_NAME_DUPLICATE'),
      '同级分类中已存在相同名称的分类，请修改分类名称',
    ],
    [
      'CATEGORY_PARENT_INACTIVE',
      refuse(400, '父分类已停用，请选择其他父分类', 'CATEGORY_PARENT_INACTIVE'),
      '父分类已停用，请选择其他父分类',
    ],
    [
      'CATEGORY_CYCLE',
      refuse(400, '不能把分类移动到它自己或它的子分类下', 'CATEGORY_CYCLE'),
      '不能把分类移动到它自己或它的子分类下',
    ],
    ['a 500', refuse(500, 'SQLITE_BUSY', 'INTERNAL_ERROR'), '系统错误，请稍后重试'],
    ['a 502 without a body', { status: 502 }, '系统错误，请稍后重试'],
  ])('a refused save (%s) shows %j; the modal stays open with what was typed', async (_label, reply, text) => {
    const user = userEvent.setup();
    const server = renderModal(null, { 'POST /admin/product-categories': () => reply });
    await user.type(nameField(), '上衣');
    await user.click(saveButton());
    expect(await screen.findByText(text, { selector: '.ant-message *' })).toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
    expect(server.onSaved).not.toHaveBeenCalled();
    expect(nameField()).toHaveValue('上衣');
  });

  it('a taken slug and field errors from the server are shown on their fields', async () => {
    const user = userEvent.setup();
    renderModal(null, {
      'POST /admin/product-categories': () => refuse(409, '路径标识符「tops」已被其他分类使用', 'CATEGORY_SLUG_TAKEN'),
    });
    await user.type(nameField(), '上衣');
    await user.type(slugField(), 'tops');
    await user.click(saveButton());
    expect(await fieldError('路径标识符「tops」已被其他分类使用')).toBeInTheDocument();
  });

  it('a validation refusal names the field', async () => {
    const user = userEvent.setup();
    renderModal(null, {
      'POST /admin/product-categories': () =>
        refuse(400, '描述不能超过1000个字符', 'VALIDATION_FAILED', [
          { field: 'description', message: '描述不能超过1000个字符' },
        ]),
    });
    await user.type(nameField(), '上衣');
    await user.click(saveButton());
    expect(await fieldError('描述不能超过1000个字符')).toBeInTheDocument();
  });
});
