import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Handler } from '../../../test/fake-server.ts';
import { fieldError, renderFormModal, saveButton } from '../../../test/form-modal.tsx';
import { friendLink, stubResizeObserver } from '../test-support.ts';
import { FriendLinkFormModal } from './friend-link-form-modal.tsx';

const pending = friendLink(5, '张三的博客', {
  siteUrl: 'https://zhangsan.example.com',
  avatarUrl: 'https://zhangsan.example.com/a.png',
  category: '技术博客',
  reciprocal: true,
  sortOrder: 2,
});

const echo: Handler = (body) => ok(friendLink(9, String(body.siteName)));

const renderModal = (
  link: typeof pending | null,
  routes: Record<string, Handler> = { 'POST /admin/friend-links': echo, 'PUT /admin/friend-links/5': echo },
) => renderFormModal(routes, (handlers) => <FriendLinkFormModal open link={link} {...handlers} />);

const field = (name: string) => screen.getByLabelText(name);
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' });
/** The selected text of an antd Select, found from its label. */
const selected = (name: string) =>
  (field(name).closest('.ant-select') as HTMLElement).querySelector('.ant-select-content')?.textContent;
async function choose(user: ReturnType<typeof userEvent.setup>, name: string, option: string) {
  await user.click(field(name));
  await user.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

beforeAll(stubResizeObserver);
vi.setConfig({ testTimeout: 20_000 });

describe('FriendLinkFormModal (spec 02 §5 "Admin friend link form")', () => {
  it('a new link starts with 个人博客, not reciprocal, sort order 0, and has no status or note', async () => {
    renderModal(null);
    expect(screen.getByText('添加友链')).toBeInTheDocument();
    await waitFor(() => expect(field('排序')).toHaveValue('0'));
    expect(selected('分类')).toBe('个人博客');
    expect(screen.getByRole('switch', { name: '已互链' })).not.toBeChecked();
    expect(screen.queryByLabelText('状态')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('管理员备注')).not.toBeInTheDocument();
  });

  it("保存 on an empty form: '请输入站点名称' and '请输入站点URL', nothing sent", async () => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await user.click(saveButton());
    expect(await fieldError('请输入站点名称')).toBeInTheDocument();
    expect(await fieldError('请输入站点URL')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
    expect(server.onSaved).not.toHaveBeenCalled();
  });

  it.each(['not a url', 'javascript:alert(1)', 'ftp://files.example.com', 'localhost'])(
    "refuses the address %j with '请输入有效的URL'",
    async (url) => {
      const user = userEvent.setup();
      const server = renderModal(null);
      await user.type(field('站点名称'), '某博客');
      await user.type(field('站点URL'), url);
      await user.click(saveButton());
      expect(await fieldError('请输入有效的URL')).toBeInTheDocument();
      expect(server.requests).toEqual([]);
    },
  );

  it.each(['zhangsan', 'a@b', 'me@example'])("refuses the e-mail %j with '请输入有效的邮箱地址'", async (email) => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await user.type(field('站点名称'), '某博客');
    await user.type(field('站点URL'), 'blog.example.com');
    await user.type(field('站长邮箱'), email);
    await user.click(saveButton());
    expect(await fieldError('请输入有效的邮箱地址')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it("creates with the defaults: POST /admin/friend-links, empty fields as null, no status, then '友链创建成功'", async () => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await user.type(field('站点名称'), '  新朋友  ');
    await user.type(field('站点URL'), 'friend.example.com');
    await user.click(saveButton());
    expect(await toast('友链创建成功')).toBeInTheDocument();
    expect(server.requests).toEqual([
      {
        route: 'POST /admin/friend-links',
        body: {
          siteName: '新朋友',
          // The field puts https:// in front on leaving it, as the server would (contract webUrl).
          siteUrl: 'https://friend.example.com',
          category: '个人博客',
          description: null,
          ownerName: null,
          ownerEmail: null,
          avatarUrl: null,
          reciprocal: false,
          sortOrder: 0,
        },
      },
    ]);
    expect(server.onSaved).toHaveBeenCalledTimes(1);
  });

  it('creates with every field filled, another category, reciprocal and a sort order', async () => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await user.type(field('站点名称'), '李四');
    await user.type(field('站点URL'), 'https://lisi.example.com');
    await choose(user, '分类', '摄影博客');
    await user.type(field('站点描述'), '拍照的');
    await user.type(field('站长名称'), '李四');
    await user.type(field('站长邮箱'), 'lisi@example.com');
    await user.type(field('头像URL'), 'https://lisi.example.com/me.jpg');
    await user.click(screen.getByRole('switch', { name: '已互链' }));
    await user.clear(field('排序'));
    await user.type(field('排序'), '5');
    await user.click(saveButton());
    expect(await toast('友链创建成功')).toBeInTheDocument();
    expect(server.bodiesOf('POST /admin/friend-links')).toEqual([
      {
        siteName: '李四',
        siteUrl: 'https://lisi.example.com',
        category: '摄影博客',
        description: '拍照的',
        ownerName: '李四',
        ownerEmail: 'lisi@example.com',
        avatarUrl: 'https://lisi.example.com/me.jpg',
        reciprocal: true,
        sortOrder: 5,
      },
    ]);
  });

  it("edits: the link's values, status and note shown; PUT /admin/friend-links/5 with them, then '友链更新成功'", async () => {
    const user = userEvent.setup();
    const server = renderModal(pending);
    expect(screen.getByText('编辑友链')).toBeInTheDocument();
    await waitFor(() => expect(field('站点名称')).toHaveValue('张三的博客'));
    expect(field('站点URL')).toHaveValue('https://zhangsan.example.com');
    expect(selected('分类')).toBe('技术博客');
    expect(screen.getByRole('switch', { name: '已互链' })).toBeChecked();
    expect(field('排序')).toHaveValue('2');
    expect(selected('状态')).toBe('待审核');
    expect(field('管理员备注')).toHaveValue('');

    await choose(user, '状态', '已禁用');
    await user.type(field('管理员备注'), '站点打不开了');
    await user.click(saveButton());
    expect(await toast('友链更新成功')).toBeInTheDocument();
    expect(server.bodiesOf('PUT /admin/friend-links/5')).toEqual([
      {
        siteName: '张三的博客',
        siteUrl: 'https://zhangsan.example.com',
        category: '技术博客',
        description: '一个写代码的博客',
        ownerName: '张三',
        ownerEmail: 'zhangsan@example.com',
        avatarUrl: 'https://zhangsan.example.com/a.png',
        reciprocal: true,
        sortOrder: 2,
        status: 'DISABLED',
        adminNote: '站点打不开了',
      },
    ]);
    expect(server.onSaved).toHaveBeenCalledTimes(1);
  });

  it('offers the four statuses when editing', async () => {
    const user = userEvent.setup();
    renderModal(pending);
    await user.click(field('状态'));
    const list = (await screen.findByRole('listbox')).closest('.ant-select-dropdown') as HTMLElement;
    expect(
      within(list)
        .getAllByText(/.+/, { selector: '.ant-select-item-option-content' })
        .map((o) => o.textContent),
    ).toEqual(['待审核', '已通过', '已拒绝', '已禁用']);
  });

  it("shows the server's field errors on their fields, and its message", async () => {
    const user = userEvent.setup();
    const server = renderModal(null, {
      'POST /admin/friend-links': () => ({
        status: 400,
        data: {
          success: false,
          message: '参数校验失败',
          code: 'VALIDATION_ERROR',
          data: { errors: [{ field: 'siteUrl', message: '该站点已提交过友链申请，请勿重复提交' }] },
        },
      }),
    });
    await user.type(field('站点名称'), '张三的博客');
    await user.type(field('站点URL'), 'zhangsan.example.com');
    await user.click(saveButton());
    expect(await fieldError('该站点已提交过友链申请，请勿重复提交')).toBeInTheDocument();
    expect(await toast('参数校验失败')).toBeInTheDocument();
    expect(server.onSaved).not.toHaveBeenCalled();
  });

  it('a site another link already has (409) is said under 站点URL, with what was typed kept', async () => {
    const user = userEvent.setup();
    const server = renderModal(null, { 'POST /admin/friend-links': () => fail(409, '该站点已在友链列表中') });
    await user.type(field('站点名称'), '张三的博客');
    await user.type(field('站点URL'), 'zhangsan.example.com');
    await user.click(saveButton());
    expect(await fieldError('该站点已在友链列表中')).toBeInTheDocument();
    expect((field('站点URL') as HTMLInputElement).value).toContain('zhangsan.example.com');
    expect(server.onSaved).not.toHaveBeenCalled();
  });

  it.each([
    [null, 'POST /admin/friend-links', '创建失败'],
    [pending, 'PUT /admin/friend-links/5', '更新失败'],
  ])("a failure without the server's words says %s", async (link, route, text) => {
    const user = userEvent.setup();
    const server = renderModal(link, { [route]: () => ({ status: 500, data: {} }) });
    if (!link) {
      await user.type(field('站点名称'), '某博客');
      await user.type(field('站点URL'), 'blog.example.com');
    } else await waitFor(() => expect(field('站点名称')).toHaveValue('张三的博客'));
    await user.click(saveButton());
    expect(await toast(text)).toBeInTheDocument();
    expect(server.onSaved).not.toHaveBeenCalled();
  });

  it("a refusal with the server's words shows them", async () => {
    const user = userEvent.setup();
    renderModal(pending, { 'PUT /admin/friend-links/5': () => fail(404, '友链不存在') });
    await waitFor(() => expect(field('站点名称')).toHaveValue('张三的博客'));
    await user.click(saveButton());
    expect(await toast('友链不存在')).toBeInTheDocument();
  });
});
