import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminSubscription } from '@app/contract';
import { fakeServer, fail, ok, type Handler } from '../../../test/fake-server.ts';
import { renderPage as renderInApp } from '../../../test/render-page.tsx';
import { adminSubscription, label, notificationJob, pageOf, stats, stubResizeObserver } from '../test-support.ts';
import { AdminSubscriptionsPage } from './admin-subscriptions-page.tsx';

const LIST = 'GET /admin/subscriptions';
const STATS = 'GET /admin/subscriptions/stats';

const rows: AdminSubscription[] = [
  adminSubscription(1, 'alice@example.com', {
    subscriberName: '爱丽丝',
    userId: 1,
    username: 'alice',
    lastNotificationAt: '2025-03-05T02:00:00.000Z',
    notificationCount: 4,
  }),
  adminSubscription(2, 'bob@example.com', { subscriptionType: 'ADMIN_NEW_COMMENT', status: 'PENDING' }),
  adminSubscription(3, 'carol@example.com', { status: 'PAUSED' }),
];

function renderPage(routes: Record<string, Handler> = {}) {
  const server = fakeServer({ [LIST]: () => ok(pageOf(rows)), [STATS]: () => ok(stats()), ...routes });
  const router = createMemoryRouter([{ path: '/admin/subscription', element: <AdminSubscriptionsPage /> }], {
    initialEntries: ['/admin/subscription'],
  });
  renderInApp(server.client, router);
  return { ...server, user: userEvent.setup() };
}

type Server = ReturnType<typeof renderPage>;
/** Every list call so far: its route and its query. */
const listCalls = (server: Server) =>
  server.requests
    .filter((r) => r.route.startsWith('GET /admin/subscriptions') && r.route !== STATS)
    .map((r) => ({ route: r.route, params: r.params }));
const statsCalls = (server: Server) => server.routes().filter((r) => r === STATS).length;
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' });
/** antd names every dialog's title 'test-id' under test, so a dialog is found by its title text. */
const findDialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;
/** The selected text of a filter Select, found by its name. */
const shown = (name: string) =>
  (screen.getByRole('combobox', { name }).closest('.ant-select') as HTMLElement).querySelector('.ant-select-content')
    ?.textContent ?? '';
async function choose(server: Server, name: string, option: string) {
  await server.user.click(screen.getByRole('combobox', { name }));
  const list = (await screen.findAllByRole('listbox')).at(-1)!.closest('.ant-select-dropdown') as HTMLElement;
  const content = [...list.querySelectorAll('.ant-select-item-option-content')].find((o) => o.textContent === option);
  await server.user.click(content as HTMLElement);
}

beforeAll(stubResizeObserver);
vi.setConfig({ testTimeout: 20_000 });

describe('AdminSubscriptionsPage (/admin/subscription)', () => {
  it('opens on the first page of 10 (page=0 on the server), with the total', async () => {
    const server = renderPage({ [LIST]: () => ok(pageOf(rows, 23)) });
    await rowOf('alice@example.com');
    expect(listCalls(server)).toEqual([{ route: LIST, params: { page: 0, size: 10 } }]);
    expect(screen.getByText('共 23 条订阅')).toBeInTheDocument();
  });

  it('shows the stats as cards: the total, each status and each type with its label', async () => {
    renderPage();
    const region = await screen.findByRole('region', { name: '订阅统计' });
    const count = (name: string) => within(within(region).getByRole('group', { name })).getByText(/^\d+$/).textContent;
    expect(count('订阅总数')).toBe('17');
    expect(count('待验证')).toBe('2');
    expect(count('已激活')).toBe('11');
    expect(count('已暂停')).toBe('3');
    expect(count('已退订')).toBe('1');
    expect(count('类型：新用户注册')).toBe('1');
    expect(count('类型：新评论')).toBe('0');
    expect(count('类型：文章发布')).toBe('2');
    expect(count('类型：好物上架')).toBe('0');
    expect(count('类型：新文章')).toBe('8');
    expect(count('类型：新好物')).toBe('4');
    expect(count('类型：评论回复')).toBe('2');
    expect(within(region).getAllByRole('group')).toHaveLength(12);
  });

  it("a refused stats call: '加载订阅统计失败' and the reason; the list still shows", async () => {
    renderPage({ [STATS]: () => fail(500, '系统繁忙') });
    expect(await screen.findByText('加载订阅统计失败')).toBeInTheDocument();
    expect(screen.getByText('系统繁忙')).toBeInTheDocument();
    expect(await rowOf('alice@example.com')).toBeInTheDocument();
  });

  it('shows each column: e-mail with the name beneath, type, status, account (or —), created, last notification, count', async () => {
    renderPage();
    const alice = await rowOf('alice@example.com');
    expect(within(alice).getByText('爱丽丝')).toBeInTheDocument();
    expect(within(alice).getByText('新文章')).toBeInTheDocument();
    expect(within(alice).getByText('已激活')).toBeInTheDocument();
    expect(within(alice).getByText('alice')).toBeInTheDocument();
    expect(within(alice).getByText('2025-03-01')).toHaveAttribute('title', '2025-03-01 16:30'); // Beijing time
    expect(within(alice).getByText('2025-03-05 10:00')).toBeInTheDocument();
    expect(within(alice).getByText('4')).toBeInTheDocument();

    const bob = await rowOf('bob@example.com');
    expect(within(bob).getByText('新评论')).toBeInTheDocument();
    expect(within(bob).getByText('待验证')).toBeInTheDocument();
    // No account, never notified (and no name under the address).
    expect(within(bob).getAllByText('—')).toHaveLength(2);
    expect(within(await rowOf('carol@example.com')).getByText('已暂停')).toBeInTheDocument();
  });

  it('says it is loading until the first page arrives, then that there is none yet', async () => {
    let arrive: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    renderPage({
      [LIST]: async () => {
        await arrived;
        return ok(pageOf([]));
      },
    });
    expect(await screen.findByText('正在加载订阅…')).toBeInTheDocument();
    arrive();
    expect(await screen.findByText('还没有订阅，点击「添加订阅」添加第一个')).toBeInTheDocument();
  });

  it("a refused list: '加载订阅失败' and the server's reason", async () => {
    renderPage({ [LIST]: () => fail(500, '系统繁忙') });
    expect(await screen.findByText('加载订阅失败')).toBeInTheDocument();
    expect(screen.getByText('系统繁忙')).toBeInTheDocument();
  });

  describe('the filters: one at a time, in the order keyword, status, type (spec 02 §7)', () => {
    const filtering = () =>
      renderPage({
        'GET /admin/subscriptions/search': () => ok(pageOf([rows[0]!])),
        'GET /admin/subscriptions/status/PAUSED': () => ok(pageOf([rows[2]!])),
        'GET /admin/subscriptions/type/ADMIN_NEW_COMMENT': () => ok(pageOf([rows[1]!])),
      });

    it('a keyword: GET /admin/subscriptions/search?keyword=…, once typing stops', async () => {
      const server = filtering();
      await rowOf('alice@example.com');
      await server.user.type(screen.getByRole('searchbox', { name: '搜索订阅' }), 'alice');
      await waitFor(() =>
        expect(listCalls(server).at(-1)).toEqual({
          route: 'GET /admin/subscriptions/search',
          params: { keyword: 'alice', page: 0, size: 10 },
        }),
      );
      // Not one request per key.
      expect(listCalls(server).filter((c) => c.route === 'GET /admin/subscriptions/search')).toHaveLength(1);
      expect(server.requests.at(-1)?.uri).toBe('/api/admin/subscriptions/search?keyword=alice&page=0&size=10');
    });

    it('a status: GET /admin/subscriptions/status/PAUSED; then a type: GET …/type/…, and the status is cleared', async () => {
      const server = filtering();
      await rowOf('alice@example.com');
      await choose(server, '按状态筛选', '已暂停');
      await waitFor(() =>
        expect(listCalls(server).at(-1)).toEqual({
          route: 'GET /admin/subscriptions/status/PAUSED',
          params: { page: 0, size: 10 },
        }),
      );
      expect(await rowOf('carol@example.com')).toBeInTheDocument();

      await choose(server, '按类型筛选', '新评论');
      await waitFor(() =>
        expect(listCalls(server).at(-1)).toEqual({
          route: 'GET /admin/subscriptions/type/ADMIN_NEW_COMMENT',
          params: { page: 0, size: 10 },
        }),
      );
      expect(shown('按状态筛选')).toBe('全部状态'); // the placeholder: no status
      expect(shown('按类型筛选')).toBe('新评论');
    });

    it('a keyword typed over a status wins and clears the status; a status chosen after clears the keyword', async () => {
      const server = filtering();
      await rowOf('alice@example.com');
      await choose(server, '按状态筛选', '已暂停');
      await rowOf('carol@example.com');
      const search = screen.getByRole('searchbox', { name: '搜索订阅' });
      await server.user.type(search, 'alice');
      await waitFor(() => expect(listCalls(server).at(-1)?.route).toBe('GET /admin/subscriptions/search'));
      await waitFor(() => expect(shown('按状态筛选')).toBe('全部状态'));
      // The status never applied together with the keyword: each call names one filter.
      expect(listCalls(server).map((c) => c.route)).toEqual([
        LIST,
        'GET /admin/subscriptions/status/PAUSED',
        'GET /admin/subscriptions/search',
      ]);

      await choose(server, '按状态筛选', '已暂停');
      expect(search).toHaveValue('');
      await waitFor(() => expect(listCalls(server).at(-1)?.route).toBe('GET /admin/subscriptions/status/PAUSED'));
    });

    it("says '没有符合条件的订阅' when a filter finds nothing", async () => {
      const server = renderPage({ 'GET /admin/subscriptions/type/USER_NEW_PRODUCT': () => ok(pageOf([])) });
      await rowOf('alice@example.com');
      await choose(server, '按类型筛选', '新好物');
      expect(await screen.findByText('没有符合条件的订阅')).toBeInTheDocument();
    });
  });

  it('pages: page 2 asked for as page=1; 20 a page from the first page again', async () => {
    const many = (page: number, size: number) =>
      Array.from({ length: size }, (_, i) =>
        adminSubscription(page * size + i + 1, `r${page * size + i + 1}@example.com`),
      );
    const server = renderPage({
      [LIST]: (_b, params) =>
        ok({
          ...pageOf(many(Number(params.page), Number(params.size)), 45, Number(params.size)),
          page: Number(params.page),
        }),
    });
    await rowOf('r1@example.com');
    await server.user.click(screen.getByRole('listitem', { name: '2' }));
    await rowOf('r11@example.com');
    expect(listCalls(server).at(-1)).toEqual({ route: LIST, params: { page: 1, size: 10 } });

    const sizes = document.querySelector('.ant-pagination-options') as HTMLElement;
    await server.user.click(within(sizes).getByRole('combobox'));
    await server.user.click(await screen.findByText(/^20 /, { selector: '.ant-select-item-option-content' }));
    await rowOf('r20@example.com');
    expect(listCalls(server).at(-1)).toEqual({ route: LIST, params: { page: 0, size: 20 } });
  });

  it('删除 asks first, naming the e-mail; 取消 sends nothing', async () => {
    const server = renderPage();
    await server.user.click(within(await rowOf('bob@example.com')).getByRole('button', { name: '删除' }));
    const dialog = await findDialog('删除订阅');
    expect(dialog).toHaveTextContent('确定删除 bob@example.com 的「新评论」订阅吗？此操作不可恢复。');
    await server.user.click(within(dialog).getByRole('button', { name: label('取消') }));
    expect(server.routes().filter((r) => !r.startsWith('GET'))).toEqual([]);
  });

  it("删除 confirmed: DELETE /admin/subscriptions/2, '订阅删除成功', then the list and the stats again", async () => {
    const server = renderPage({ 'DELETE /admin/subscriptions/2': () => ok(null) });
    await server.user.click(within(await rowOf('bob@example.com')).getByRole('button', { name: '删除' }));
    const dialog = await findDialog('删除订阅');
    await server.user.click(within(dialog).getByRole('button', { name: label('删除') }));
    expect(await toast('订阅删除成功')).toBeInTheDocument();
    expect(server.routes().filter((r) => !r.startsWith('GET'))).toEqual(['DELETE /admin/subscriptions/2']);
    await waitFor(() => expect(statsCalls(server)).toBe(2));
    expect(listCalls(server)).toHaveLength(2);
  });

  it("a refused delete keeps the confirmation open with the server's reason", async () => {
    const server = renderPage({ 'DELETE /admin/subscriptions/2': () => fail(404, '订阅不存在') });
    await server.user.click(within(await rowOf('bob@example.com')).getByRole('button', { name: '删除' }));
    const dialog = await findDialog('删除订阅');
    await server.user.click(within(dialog).getByRole('button', { name: label('删除') }));
    expect(await toast('订阅不存在')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  describe('the batch status change', () => {
    const select = async (server: Server, ...emails: string[]) => {
      await rowOf('alice@example.com');
      for (const email of emails)
        await server.user.click(screen.getByRole('checkbox', { name: new RegExp(`^选择 ${email}`) }));
    };

    it("PUT /admin/subscriptions/batch-status?subscriptionIds=1,2&status=PAUSED, no body, after a confirmation; then '批量更新状态成功'", async () => {
      const server = renderPage({ 'PUT /admin/subscriptions/batch-status': () => ok({ updated: 2 }) });
      await select(server, 'alice@example.com', 'bob@example.com');
      const bar = screen.getByRole('toolbar', { name: '批量操作' });
      expect(bar).toHaveTextContent('已选择 2 条订阅');
      const run = within(bar).getByRole('button', { name: '批量修改状态' });
      expect(run).toBeDisabled(); // no status chosen yet

      await choose(server, '目标状态', '已暂停');
      await server.user.click(run);
      const dialog = await findDialog('批量修改状态');
      expect(dialog).toHaveTextContent('确定要将选中的 2 条订阅改为「已暂停」吗？');
      expect(server.routes()).not.toContain('PUT /admin/subscriptions/batch-status');

      await server.user.click(within(dialog).getByRole('button', { name: '确定修改' }));
      expect(await toast('批量更新状态成功')).toBeInTheDocument();
      const put = server.requests.filter((r) => r.route === 'PUT /admin/subscriptions/batch-status');
      expect(put).toHaveLength(1);
      expect(put[0]!.uri).toBe('/api/admin/subscriptions/batch-status?subscriptionIds=1,2&status=PAUSED');
      expect(put[0]!.body).toBeUndefined();
      // The selection clears; the list and the stats are read again.
      await waitFor(() => expect(screen.queryByRole('toolbar', { name: '批量操作' })).not.toBeInTheDocument());
      await waitFor(() => expect(statsCalls(server)).toBe(2));
      expect(listCalls(server)).toHaveLength(2);
    });

    it('取消选择 clears the selection without a call', async () => {
      const server = renderPage();
      await select(server, 'carol@example.com');
      await server.user.click(within(screen.getByRole('toolbar')).getByRole('button', { name: '取消选择' }));
      expect(screen.queryByRole('toolbar', { name: '批量操作' })).not.toBeInTheDocument();
      expect(server.routes().filter((r) => !r.startsWith('GET'))).toEqual([]);
    });

    it('a refused change keeps the dialog and the selection, with the reason', async () => {
      const server = renderPage({
        'PUT /admin/subscriptions/batch-status': () => fail(400, '一次最多更新100条订阅'),
      });
      await select(server, 'alice@example.com');
      await choose(server, '目标状态', '已退订');
      await server.user.click(within(screen.getByRole('toolbar')).getByRole('button', { name: '批量修改状态' }));
      const dialog = await findDialog('批量修改状态');
      await server.user.click(within(dialog).getByRole('button', { name: '确定修改' }));
      expect(await toast('一次最多更新100条订阅')).toBeInTheDocument();
      expect(dialog).toBeInTheDocument();
      expect(screen.getByRole('toolbar')).toHaveTextContent('已选择 1 条订阅');
    });

    it('a new filter clears the selection: a batch touches only rows in sight', async () => {
      const server = renderPage({ 'GET /admin/subscriptions/status/PENDING': () => ok(pageOf([rows[1]!])) });
      await select(server, 'alice@example.com');
      await choose(server, '按状态筛选', '待验证');
      await waitFor(() => expect(screen.queryByRole('toolbar', { name: '批量操作' })).not.toBeInTheDocument());
    });
  });

  it("添加订阅 opens the form; saving adds it ('管理员订阅创建成功') and the list and stats are read again", async () => {
    const server = renderPage({
      'POST /admin/subscriptions': (body) => ok(adminSubscription(9, String(body.email))),
    });
    await rowOf('alice@example.com');
    await server.user.click(screen.getByRole('button', { name: /添加订阅$/ }));
    const dialog = await findDialog('添加订阅');
    await server.user.type(within(dialog).getByLabelText('邮箱'), 'dave@example.com');
    await choose(server, '订阅类型', '新好物');
    await server.user.click(within(dialog).getByRole('button', { name: label('保存') }));
    expect(await toast('管理员订阅创建成功')).toBeInTheDocument();
    expect(server.bodiesOf('POST /admin/subscriptions')).toEqual([
      { email: 'dave@example.com', subscriptionType: 'USER_NEW_PRODUCT', subscriberName: null, status: 'ACTIVE' },
    ]);
    await waitFor(() => expect(statsCalls(server)).toBe(2));
  });

  it("编辑 opens the row's values; saving PUTs /admin/subscriptions/3 and says '订阅更新成功'", async () => {
    const server = renderPage({ 'PUT /admin/subscriptions/3': (body) => ok(adminSubscription(3, String(body.email))) });
    await server.user.click(within(await rowOf('carol@example.com')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑订阅');
    await waitFor(() => expect(within(dialog).getByLabelText('邮箱')).toHaveValue('carol@example.com'));
    await server.user.click(within(dialog).getByRole('button', { name: label('保存') }));
    expect(await toast('订阅更新成功')).toBeInTheDocument();
    expect(server.bodiesOf('PUT /admin/subscriptions/3')).toEqual([
      { email: 'carol@example.com', subscriptionType: 'USER_NEW_ARTICLE', subscriberName: null, status: 'PAUSED' },
    ]);
  });

  it('发送通知: preview, send, then the 发送记录 tab with the new job sending', async () => {
    const job = notificationJob(5, '【轻量博客】春季上新', { status: 'SENDING', sent: 1, total: 3, finishedAt: null });
    const server = renderPage({
      'POST /admin/subscriptions/notify/preview': () =>
        ok({ subject: '【轻量博客】春季上新', html: '<p>hi</p>', recipients: 3 }),
      'POST /admin/subscriptions/notify': () => ok(job),
      'GET /admin/subscriptions/notifications': () => ok(pageOf([job])),
    });
    await rowOf('alice@example.com');
    await server.user.click(screen.getByRole('button', { name: /发送通知$/ }));
    const dialog = await findDialog('发送通知');
    await server.user.type(within(dialog).getByLabelText('通知标题'), '春季上新');
    await server.user.type(within(dialog).getByLabelText('通知内容'), '上新啦');
    await server.user.click(within(dialog).getByRole('checkbox', { name: '新文章' }));
    await server.user.click(within(dialog).getByRole('button', { name: label('预览') }));
    expect(await within(dialog).findByText('将发送给 3 位订阅者')).toBeInTheDocument();
    await server.user.click(within(dialog).getByRole('button', { name: label('发送') }));
    expect(await toast('自定义通知发送任务已启动')).toBeInTheDocument();

    expect(await screen.findByRole('tab', { name: '发送记录', selected: true })).toBeInTheDocument();
    const row = await rowOf('1/3');
    expect(within(row).getByText('发送中')).toBeInTheDocument();
  });
});
