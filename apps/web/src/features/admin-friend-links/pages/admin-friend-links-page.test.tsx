import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FRIEND_LINK_RULES } from '@app/contract';
import { fakeServer, fail, ok, type Handler } from '../../../test/fake-server.ts';
import { renderPage as renderInApp } from '../../../test/render-page.tsx';
import { friendLink, label, pageOf, stubResizeObserver } from '../test-support.ts';
import { AdminFriendLinksPage } from './admin-friend-links-page.tsx';

function renderPage(routes: Record<string, Handler>) {
  const server = fakeServer(routes);
  const router = createMemoryRouter([{ path: '/admin/friend-links', element: <AdminFriendLinksPage /> }], {
    initialEntries: ['/admin/friend-links'],
  });
  renderInApp(server.client, router);
  return { ...server, user: userEvent.setup() };
}

/** The query parameters of every GET /admin/friend-links so far. */
const listCalls = (server: ReturnType<typeof renderPage>) =>
  server.requests.filter((r) => r.route === 'GET /admin/friend-links').map((r) => r.params);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' });
/** antd names every dialog's title 'test-id' under test, so a dialog is found by its title text. */
const findDialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;

const mixed = () =>
  pageOf(
    [
      friendLink(1, '待审的博客'),
      friendLink(2, '通过的博客', { status: 'APPROVED', reciprocal: true, clickCount: 42, sortOrder: 3 }),
      friendLink(3, '拒绝的博客', { status: 'REJECTED' }),
      friendLink(4, '禁用的博客', { status: 'DISABLED' }),
    ],
    14,
  );

beforeAll(stubResizeObserver);
vi.setConfig({ testTimeout: 20_000 });

describe('AdminFriendLinksPage (/admin/friend-links)', () => {
  it('opens on 全部: the first page of 10, newest first as the server sends, with the total', async () => {
    const server = renderPage({ 'GET /admin/friend-links': () => ok(mixed()) });
    await rowOf('待审的博客');
    expect(listCalls(server)).toEqual([{ page: 0, size: 10 }]);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('全部');
    expect(screen.getByText('共 14 条友链')).toBeInTheDocument();
  });

  it('shows each column: initial, name, address opening in a new tab, owner, category, 互链, status, clicks, order, date', async () => {
    renderPage({ 'GET /admin/friend-links': () => ok(mixed()) });
    const row = await rowOf('通过的博客');
    expect(within(row).getByText('通')).toBeInTheDocument(); // no avatar: the name's first character
    const link = within(row).getByRole('link', { name: 'https://site2.example.com' });
    expect(link).toHaveAttribute('href', 'https://site2.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(row).getByText('张三')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'zhangsan@example.com' })).toHaveAttribute(
      'href',
      'mailto:zhangsan@example.com',
    );
    expect(within(row).getByText('个人博客')).toBeInTheDocument();
    expect(within(row).getByText('是')).toBeInTheDocument();
    expect(within(row).getByText('已通过')).toBeInTheDocument();
    expect(within(row).getByText('42')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('2025-03-01')).toHaveAttribute('title', '2025-03-01 16:30'); // Beijing time
    expect(within(await rowOf('待审的博客')).getByText('否')).toBeInTheDocument();
    expect(within(await rowOf('拒绝的博客')).getByText('已拒绝')).toBeInTheDocument();
    expect(within(await rowOf('禁用的博客')).getByText('已禁用')).toBeInTheDocument();
  });

  it('offers 通过 and 拒绝 only on the link awaiting review; 编辑 and 删除 on every row', async () => {
    renderPage({ 'GET /admin/friend-links': () => ok(mixed()) });
    const buttonsOf = async (name: string) =>
      within(await rowOf(name))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label'));
    expect(await buttonsOf('待审的博客')).toEqual(['通过', '拒绝', '编辑', '删除']);
    expect(await buttonsOf('通过的博客')).toEqual(['编辑', '删除']);
    expect(await buttonsOf('拒绝的博客')).toEqual(['编辑', '删除']);
    expect(await buttonsOf('禁用的博客')).toEqual(['编辑', '删除']);
  });

  it.each([
    ['通过', 'approve', '友链已通过'],
    ['拒绝', 'reject', '已拒绝'],
  ])('%s: POST /admin/friend-links/1/%s, then %s and the table again', async (button, path, done) => {
    const server = renderPage({
      'GET /admin/friend-links': () => ok(mixed()),
      [`POST /admin/friend-links/1/${path}`]: () => ok(null),
    });
    const row = await rowOf('待审的博客');
    await server.user.click(within(row).getByRole('button', { name: button }));
    expect(await toast(done)).toBeInTheDocument();
    expect(server.routes()).toContain(`POST /admin/friend-links/1/${path}`);
    expect(server.bodiesOf(`POST /admin/friend-links/1/${path}`)).toEqual([undefined]);
    await waitFor(() => expect(listCalls(server)).toHaveLength(2));
  });

  it("a review the server refuses shows its reason (409: no longer pending), else '操作失败'", async () => {
    const server = renderPage({
      'GET /admin/friend-links': () => ok(mixed()),
      'POST /admin/friend-links/1/approve': () => fail(409, '只能审核待审核的友链'),
      'POST /admin/friend-links/1/reject': () => ({ status: 500, data: {} }),
    });
    const row = await rowOf('待审的博客');
    await server.user.click(within(row).getByRole('button', { name: '通过' }));
    expect(await toast('只能审核待审核的友链')).toBeInTheDocument();
    await server.user.click(within(row).getByRole('button', { name: '拒绝' }));
    expect(await toast('操作失败')).toBeInTheDocument();
    expect(screen.queryByText('友链已通过', { selector: '.ant-message *' })).not.toBeInTheDocument();
  });

  it('删除 asks first, naming the site; 取消 sends nothing', async () => {
    const server = renderPage({ 'GET /admin/friend-links': () => ok(mixed()) });
    await server.user.click(within(await rowOf('通过的博客')).getByRole('button', { name: '删除' }));
    const dialog = await findDialog('删除友链');
    expect(within(dialog).getByText('确定删除友链「通过的博客」吗？此操作不可恢复。')).toBeInTheDocument();
    await server.user.click(within(dialog).getByRole('button', { name: label('取消') }));
    expect(server.routes().filter((r) => r !== 'GET /admin/friend-links')).toEqual([]);
  });

  it('删除 confirmed: DELETE /admin/friend-links/2, then 已删除 and the table again', async () => {
    const server = renderPage({
      'GET /admin/friend-links': () => ok(mixed()),
      'DELETE /admin/friend-links/2': () => ok(null),
    });
    await server.user.click(within(await rowOf('通过的博客')).getByRole('button', { name: '删除' }));
    const dialog = await findDialog('删除友链');
    await server.user.click(within(dialog).getByRole('button', { name: label('删除') }));
    expect(await toast('已删除')).toBeInTheDocument();
    expect(server.routes().filter((r) => r !== 'GET /admin/friend-links')).toEqual(['DELETE /admin/friend-links/2']);
    await waitFor(() => expect(listCalls(server)).toHaveLength(2));
  });

  it("a refused delete keeps the confirmation open with the server's reason", async () => {
    const server = renderPage({
      'GET /admin/friend-links': () => ok(mixed()),
      'DELETE /admin/friend-links/2': () => fail(404, '友链不存在'),
    });
    await server.user.click(within(await rowOf('通过的博客')).getByRole('button', { name: '删除' }));
    const dialog = await findDialog('删除友链');
    await server.user.click(within(dialog).getByRole('button', { name: label('删除') }));
    expect(await toast('友链不存在')).toBeInTheDocument();
    expect(screen.getByText('删除友链', { selector: '.ant-modal-title' })).toBeInTheDocument();
  });

  it('the status tabs send status=…; 全部 sends none; the keyword is sent after typing', async () => {
    const server = renderPage({ 'GET /admin/friend-links': () => ok(mixed()) });
    await rowOf('待审的博客');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '全部',
      '待审核',
      '已通过',
      '已拒绝',
      '已禁用',
    ]);
    for (const [tab, status] of [
      ['待审核', 'PENDING'],
      ['已通过', 'APPROVED'],
      ['已拒绝', 'REJECTED'],
      ['已禁用', 'DISABLED'],
    ] as const) {
      await server.user.click(screen.getByRole('tab', { name: tab }));
      await waitFor(() => expect(listCalls(server).at(-1)).toEqual({ page: 0, size: 10, status }));
    }
    await server.user.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(listCalls(server).at(-1)).toEqual({ page: 0, size: 10 }));
    await server.user.type(screen.getByRole('searchbox', { name: '搜索友链' }), '张三');
    await waitFor(() => expect(listCalls(server).at(-1)).toEqual({ page: 0, size: 10, keyword: '张三' }));
    expect(server.requests.at(-1)?.uri).toBe('/api/admin/friend-links?page=0&size=10&keyword=%E5%BC%A0%E4%B8%89');
  });

  it("a refused list shows '加载友链失败' and the server's reason", async () => {
    renderPage({ 'GET /admin/friend-links': () => fail(500, '系统繁忙') });
    expect(await screen.findByText('加载友链失败', { selector: '.ant-alert *' })).toBeInTheDocument();
    expect(screen.getByText('系统繁忙')).toBeInTheDocument();
  });

  it('says it is loading until the first page arrives, then that there is none yet', async () => {
    let arrive: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    renderPage({
      'GET /admin/friend-links': async () => {
        await arrived;
        return ok(pageOf([]));
      },
    });
    expect(await screen.findByText('正在加载友链…')).toBeInTheDocument();
    arrive();
    expect(await screen.findByText('还没有友链，点击「添加友链」添加第一个')).toBeInTheDocument();
  });

  it('添加友链 opens the form; saving adds the link and the table is read again', async () => {
    const server = renderPage({
      'GET /admin/friend-links': () => ok(pageOf([])),
      'POST /admin/friend-links': (body) => ok(friendLink(9, String(body.siteName), { status: 'APPROVED' })),
    });
    await screen.findByText('还没有友链，点击「添加友链」添加第一个');
    await server.user.click(screen.getByRole('button', { name: /添加友链$/ }));
    const dialog = await findDialog('添加友链');
    await server.user.type(within(dialog).getByLabelText('站点名称'), '新朋友');
    await server.user.type(within(dialog).getByLabelText('站点URL'), 'friend.example.com');
    await server.user.click(within(dialog).getByRole('button', { name: label('保存') }));
    expect(await toast('友链创建成功')).toBeInTheDocument();
    expect(server.bodiesOf('POST /admin/friend-links')).toHaveLength(1);
    await waitFor(() => expect(listCalls(server)).toHaveLength(2));
  });

  it('申请规则: shows the current rules; 保存 sends PUT /admin/friend-links/rules with the edited text', async () => {
    const server = renderPage({
      'GET /admin/friend-links': () => ok(mixed()),
      'GET /admin/friend-links/rules': () => ok({ rules: '请先添加本站链接' }),
      'PUT /admin/friend-links/rules': (body) => ok(body),
    });
    await rowOf('待审的博客');
    await server.user.click(screen.getByRole('button', { name: /申请规则$/ }));
    const dialog = await findDialog('申请规则');
    const text = await within(dialog).findByRole('textbox', { name: '申请规则' });
    expect(text).toHaveValue('请先添加本站链接');
    await server.user.type(text, '；站点需能访问');
    await server.user.click(within(dialog).getByRole('button', { name: label('保存') }));
    expect(await toast('申请规则已更新')).toBeInTheDocument();
    expect(server.bodiesOf('PUT /admin/friend-links/rules')).toEqual([{ rules: '请先添加本站链接；站点需能访问' }]);
  });

  it('申请规则: 恢复默认 puts the default rules back into the box', async () => {
    const server = renderPage({
      'GET /admin/friend-links': () => ok(mixed()),
      'GET /admin/friend-links/rules': () => ok({ rules: '旧规则' }),
    });
    await server.user.click(screen.getByRole('button', { name: /申请规则$/ }));
    const dialog = await findDialog('申请规则');
    const text = await within(dialog).findByRole('textbox', { name: '申请规则' });
    await server.user.click(within(dialog).getByRole('button', { name: '恢复默认' }));
    expect(text).toHaveValue(DEFAULT_FRIEND_LINK_RULES);
    expect(server.routes()).not.toContain('PUT /admin/friend-links/rules');
  });
});
