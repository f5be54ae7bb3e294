import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminComment } from '@app/contract';
import { fakeServer, fail, ok, type Handler } from '../../../test/fake-server.ts';
import { renderPage as renderInApp } from '../../../test/render-page.tsx';
import { adminComment, label, pageOf, stats, stubResizeObserver } from '../test-support.ts';
import { AdminCommentsPage } from './admin-comments-page.tsx';

function renderPage(routes: Record<string, Handler>) {
  const server = fakeServer({ 'GET /admin/comments/stats': () => ok(stats(2)), ...routes });
  const router = createMemoryRouter([{ path: '/admin/comments', element: <AdminCommentsPage /> }], {
    initialEntries: ['/admin/comments'],
  });
  renderInApp(server.client, router);
  return { ...server, user: userEvent.setup() };
}

/** The query parameters of every GET /admin/comments so far. */
const listCalls = (server: ReturnType<typeof renderPage>) =>
  server.requests.filter((r) => r.route === 'GET /admin/comments').map((r) => r.params);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' });
/** antd names every dialog's title 'test-id' under test, so a dialog is found by its title text. */
const findDialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;

beforeAll(stubResizeObserver);
vi.setConfig({ testTimeout: 20_000 });

describe('AdminCommentsPage (/admin/comments)', () => {
  it('opens on 待审核: GET /admin/comments?status=PENDING, the pending count on its tab', async () => {
    const server = renderPage({ 'GET /admin/comments': () => ok(pageOf([adminComment(1, '写得很好')])) });
    await rowOf('写得很好');
    expect(listCalls(server)).toEqual([{ page: 0, size: 10, status: 'PENDING' }]);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(/^待审核\s*2$/);
  });

  it('shows each column: reply target, author with 博主 and spam count, article link, status, masked IP, time', async () => {
    renderPage({
      'GET /admin/comments': () =>
        ok(
          pageOf([
            adminComment(1, '同意楼上', {
              replyTo: { id: 9, displayName: '李四' },
              author: {
                id: 3,
                username: 'spammer',
                displayName: '广告哥',
                avatarUrl: null,
                admin: false,
                spamCount: 2,
              },
            }),
            adminComment(2, '谢谢支持', {
              status: 'APPROVED',
              author: { id: 1, username: 'admin', displayName: '站长', avatarUrl: null, admin: true, spamCount: 0 },
              ip: null,
            }),
          ]),
        ),
    });
    const reply = await rowOf('同意楼上');
    expect(within(reply).getByText('回复 @李四')).toBeInTheDocument();
    expect(within(reply).getByText('广告哥')).toBeInTheDocument();
    expect(within(reply).getByText('@spammer')).toBeInTheDocument();
    expect(within(reply).getByText('垃圾 ×2')).toBeInTheDocument();
    const link = within(reply).getByRole('link', { name: '用 React 写博客' });
    expect(link).toHaveAttribute('href', '/articles/react-blog#comments');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(reply).getByText('待审核')).toBeInTheDocument();
    expect(within(reply).getByText('203.0.113.*')).toBeInTheDocument();
    expect(within(reply).getByText('2025-03-01 16:30')).toBeInTheDocument(); // Beijing time

    const own = await rowOf('谢谢支持');
    expect(within(own).getByText('博主')).toBeInTheDocument();
    expect(within(own).queryByText(/^垃圾/)).not.toBeInTheDocument();
    expect(within(own).getByText('已通过')).toBeInTheDocument();
    // Already approved: no 通过; answerable: 回复.
    expect(within(own).queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    expect(within(own).getByRole('button', { name: '回复' })).toBeInTheDocument();
  });

  it("says it is loading until the first page arrives (not '暂无评论')", async () => {
    let arrive: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    renderPage({
      'GET /admin/comments': async () => {
        await arrived; // the reply waits until the test lets it go
        return ok(pageOf([adminComment(1, '写得很好')]));
      },
    });
    expect(await screen.findByText('正在加载评论…')).toBeInTheDocument();
    expect(screen.queryByText('暂无评论')).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByText('写得很好')).toBeInTheDocument();
  });

  it("'暂无评论' when there is nothing", async () => {
    renderPage({ 'GET /admin/comments': () => ok(pageOf([])) });
    expect(await screen.findByText('暂无评论')).toBeInTheDocument();
  });

  it("a refused list shows '获取评论失败' and the server's reason", async () => {
    renderPage({ 'GET /admin/comments': () => fail(500, '系统繁忙') });
    expect(await screen.findByText('获取评论失败')).toBeInTheDocument();
    expect(screen.getByText('系统繁忙')).toBeInTheDocument();
  });

  it('the tabs: 全部 sends no status; 已删除 sends DELETED and shows its rows without actions or selection', async () => {
    const server = renderPage({
      'GET /admin/comments': (_b, params) =>
        ok(
          pageOf(
            params.status === 'DELETED'
              ? [adminComment(5, '被删掉的', { status: 'DELETED' })]
              : [adminComment(1, '写得很好')],
          ),
        ),
    });
    await rowOf('写得很好');
    await server.user.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(listCalls(server).at(-1)).toEqual({ page: 0, size: 10 }));
    await server.user.click(screen.getByRole('tab', { name: '已删除' }));
    const gone = await rowOf('被删掉的');
    expect(listCalls(server).at(-1)).toEqual({ page: 0, size: 10, status: 'DELETED' });
    expect(within(gone).getByText('已删除')).toBeInTheDocument();
    expect(within(gone).queryAllByRole('button')).toEqual([
      within(gone).getByRole('button', { name: '只看这篇文章的评论' }),
    ]);
    expect(within(gone).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it.each([
    ['通过', 'APPROVED', '评论已通过'],
    ['拒绝', 'REJECTED', '评论已拒绝'],
    ['标为垃圾', 'SPAM', '已标为垃圾评论'],
  ])(
    '%s: PUT /admin/comments/1/status {status: %s}, then the list and the counts again',
    async (button, status, done) => {
      const server = renderPage({
        'GET /admin/comments': () => ok(pageOf([adminComment(1, '写得很好')])),
        'PUT /admin/comments/1/status': () => ok(null),
      });
      await server.user.click(within(await rowOf('写得很好')).getByRole('button', { name: button }));
      expect(await toast(done)).toBeInTheDocument();
      expect(server.bodiesOf('PUT /admin/comments/1/status')).toEqual([{ status }]);
      await waitFor(() => expect(server.routes().filter((r) => r === 'GET /admin/comments/stats')).toHaveLength(2));
      expect(listCalls(server)).toHaveLength(2);
    },
  );

  it("a refused status change shows the server's reason", async () => {
    const server = renderPage({
      'GET /admin/comments': () => ok(pageOf([adminComment(1, '写得很好')])),
      'PUT /admin/comments/1/status': () => fail(404, '评论不存在'),
    });
    await server.user.click(within(await rowOf('写得很好')).getByRole('button', { name: '通过' }));
    expect(await toast('评论不存在')).toBeInTheDocument();
  });

  it("删除 asks first, then DELETE /admin/comments/1 and '评论已删除'", async () => {
    let gone = false;
    const server = renderPage({
      'GET /admin/comments': () => ok(pageOf(gone ? [] : [adminComment(1, '写得很好')])),
      'DELETE /admin/comments/1': () => {
        gone = true;
        return ok(null);
      },
    });
    await server.user.click(within(await rowOf('写得很好')).getByRole('button', { name: '删除' }));
    const dialog = await findDialog('删除评论');
    expect(dialog).toHaveTextContent('确定要删除 张三 的这条评论吗？');
    expect(server.routes()).not.toContain('DELETE /admin/comments/1');
    await server.user.click(within(dialog).getByRole('button', { name: label('删除') }));
    expect(await toast('评论已删除')).toBeInTheDocument();
    expect(await screen.findByText('暂无评论')).toBeInTheDocument();
  });

  it('the keyword is sent once typing stops, from the first page', async () => {
    const server = renderPage({
      'GET /admin/comments': (_b, params) => ok(pageOf(params.keyword ? [] : [adminComment(1, '写得很好')])),
    });
    await rowOf('写得很好');
    await server.user.type(screen.getByRole('searchbox', { name: '搜索评论内容' }), '广告');
    expect(await screen.findByText('没有符合条件的评论')).toBeInTheDocument();
    await waitFor(() =>
      expect(listCalls(server).at(-1)).toEqual({ page: 0, size: 10, status: 'PENDING', keyword: '广告' }),
    );
    // Not one request per key.
    expect(listCalls(server).filter((p) => p?.keyword !== undefined)).toHaveLength(1);
  });

  it('the article filter searches GET /admin/articles?keyword=… and narrows the list to the chosen one', async () => {
    const server = renderPage({
      'GET /admin/comments': () => ok(pageOf([adminComment(1, '写得很好')])),
      'GET /admin/articles': (_b, params) =>
        ok({
          content: params.keyword === 'Fastify' ? [{ id: 8, title: 'Fastify 插件', slug: 'fastify' }] : [],
          totalElements: 1,
          totalPages: 1,
          page: 0,
          size: 20,
        }),
    });
    await rowOf('写得很好');
    await server.user.click(screen.getByRole('combobox', { name: '按文章筛选' }));
    await server.user.type(screen.getByRole('combobox', { name: '按文章筛选' }), 'Fastify');
    await server.user.click(await screen.findByText('Fastify 插件', { selector: '.ant-select-item-option-content' }));
    await waitFor(() =>
      expect(listCalls(server).at(-1)).toEqual({ page: 0, size: 10, status: 'PENDING', articleId: 8 }),
    );
    const searches = server.requests.filter((r) => r.route === 'GET /admin/articles').map((r) => r.params?.keyword);
    expect(searches).toContain('Fastify');
  });

  it("a row's filter button narrows the list to its article and names it in the filter", async () => {
    const server = renderPage({ 'GET /admin/comments': () => ok(pageOf([adminComment(1, '写得很好')])) });
    await server.user.click(within(await rowOf('写得很好')).getByRole('button', { name: '只看这篇文章的评论' }));
    await waitFor(() =>
      expect(listCalls(server).at(-1)).toEqual({ page: 0, size: 10, status: 'PENDING', articleId: 7 }),
    );
    const filter = screen.getByRole('combobox', { name: '按文章筛选' }).closest('.ant-select') as HTMLElement;
    expect(filter).toHaveTextContent('用 React 写博客');
  });

  it('pages: the total, and page 2 asked for as page=1', async () => {
    const rows = (page: number) =>
      Array.from({ length: 10 }, (_, i) => adminComment(page * 10 + i + 1, `第 ${page * 10 + i + 1} 条`));
    const server = renderPage({
      'GET /admin/comments': (_b, params) =>
        ok({ ...pageOf(rows(Number(params.page)), 25), page: Number(params.page) }),
    });
    await rowOf('第 1 条');
    expect(screen.getByText('共 25 条评论')).toBeInTheDocument();
    await server.user.click(screen.getByRole('listitem', { name: '2' }));
    await rowOf('第 11 条');
    expect(listCalls(server).at(-1)).toEqual({ page: 1, size: 10, status: 'PENDING' });
  });

  describe('the batch bar', () => {
    const three: AdminComment[] = [adminComment(1, '一'), adminComment(2, '二'), adminComment(3, '三')];

    it("names the count, confirms it, POSTs /admin/comments/batch, then '已处理 3 条评论' and the selection clears", async () => {
      const server = renderPage({
        'GET /admin/comments': () => ok(pageOf(three)),
        'POST /admin/comments/batch': (body) => ok({ updated: (body.ids as number[]).length }),
      });
      await rowOf('一');
      for (const c of three) await server.user.click(screen.getByRole('checkbox', { name: `选择评论：${c.content}` }));
      const bar = screen.getByRole('toolbar', { name: '批量操作' });
      expect(bar).toHaveTextContent('已选择 3 条评论');

      await server.user.click(within(bar).getByRole('button', { name: label('删除') }));
      const dialog = await findDialog('批量删除');
      expect(dialog).toHaveTextContent('确定要删除选中的 3 条评论吗？');
      await server.user.click(within(dialog).getByRole('button', { name: label('删除') }));
      expect(await toast('已处理 3 条评论')).toBeInTheDocument();
      expect(server.bodiesOf('POST /admin/comments/batch')).toEqual([{ ids: [1, 2, 3], action: 'DELETE' }]);
      await waitFor(() => expect(screen.queryByRole('toolbar', { name: '批量操作' })).not.toBeInTheDocument());
    });

    it.each([
      ['批量通过', '批量通过', '确定要通过选中的 1 条评论吗？', 'APPROVE', '通过'],
      ['批量拒绝', '批量拒绝', '确定要拒绝选中的 1 条评论吗？', 'REJECT', '拒绝'],
      ['标为垃圾', '批量标为垃圾', '确定要将选中的 1 条评论标为垃圾吗？', 'SPAM', '标为垃圾'],
    ])('%s: %s asks "%s" and sends %s', async (button, title, question, action, confirm) => {
      const server = renderPage({
        'GET /admin/comments': () => ok(pageOf(three)),
        'POST /admin/comments/batch': () => ok({ updated: 1 }),
      });
      await rowOf('一');
      await server.user.click(screen.getAllByRole('checkbox', { name: /^选择评论：/ })[1]!);
      await server.user.click(within(screen.getByRole('toolbar')).getByRole('button', { name: label(button) }));
      const dialog = await findDialog(title);
      expect(dialog).toHaveTextContent(question);
      await server.user.click(within(dialog).getByRole('button', { name: label(confirm) }));
      expect(await toast('已处理 1 条评论')).toBeInTheDocument();
      expect(server.bodiesOf('POST /admin/comments/batch')).toEqual([{ ids: [2], action }]);
    });

    it('a refused batch keeps the dialog and the selection, with the reason', async () => {
      const server = renderPage({
        'GET /admin/comments': () => ok(pageOf(three)),
        'POST /admin/comments/batch': () => fail(400, '一次最多处理100条评论'),
      });
      await rowOf('一');
      await server.user.click(screen.getAllByRole('checkbox', { name: /^选择评论：/ })[0]!);
      await server.user.click(within(screen.getByRole('toolbar')).getByRole('button', { name: '批量通过' }));
      const dialog = await findDialog('批量通过');
      await server.user.click(within(dialog).getByRole('button', { name: label('通过') }));
      expect(await toast('一次最多处理100条评论')).toBeInTheDocument();
      expect(dialog).toBeInTheDocument();
      expect(screen.getByRole('toolbar')).toHaveTextContent('已选择 1 条评论');
    });
  });

  describe('the reply modal', () => {
    it('checks the text by the contract, then POSTs the reply and says 回复已发布', async () => {
      const server = renderPage({
        'GET /admin/comments': () => ok(pageOf([adminComment(1, '写得很好')])),
        'POST /admin/comments/1/reply': () => ok({ id: 2 }),
      });
      await server.user.click(within(await rowOf('写得很好')).getByRole('button', { name: '回复' }));
      const dialog = await findDialog('回复 @张三');
      expect(dialog).toHaveTextContent('这条评论尚未审核，回复后将自动通过。');
      const send = within(dialog).getByRole('button', { name: '发布回复' });
      await server.user.click(send);
      expect(await within(dialog).findByText('请输入评论内容')).toBeInTheDocument();

      const box = within(dialog).getByRole('textbox', { name: '回复内容' });
      await server.user.type(box, '好');
      await server.user.click(send);
      expect(await within(dialog).findByText('评论至少2个字符')).toBeInTheDocument();

      await server.user.type(box, '的，谢谢');
      await server.user.click(send);
      expect(await toast('回复已发布')).toBeInTheDocument();
      expect(server.bodiesOf('POST /admin/comments/1/reply')).toEqual([{ content: '好的，谢谢' }]);
      // The modal closes (jsdom never ends antd's leave animation, so it is seen leaving).
      await waitFor(() => expect(dialog).toHaveClass('ant-zoom-leave'));
    });

    it("too long: '评论不能超过1000个字符'; refused: the server's reason, and the modal stays", async () => {
      const server = renderPage({
        'GET /admin/comments': () => ok(pageOf([adminComment(1, '写得很好')])),
        'POST /admin/comments/1/reply': () => fail(403, '评论已关闭'),
      });
      await server.user.click(within(await rowOf('写得很好')).getByRole('button', { name: '回复' }));
      const dialog = await findDialog('回复 @张三');
      const box = within(dialog).getByRole('textbox', { name: '回复内容' });
      await server.user.click(box);
      await server.user.paste('长'.repeat(1001));
      await server.user.click(within(dialog).getByRole('button', { name: '发布回复' }));
      expect(await within(dialog).findByText('评论不能超过1000个字符')).toBeInTheDocument();

      await server.user.clear(box);
      await server.user.type(box, '谢谢');
      await server.user.click(within(dialog).getByRole('button', { name: '发布回复' }));
      expect(await toast('评论已关闭')).toBeInTheDocument();
      expect(dialog).toBeInTheDocument();
    });
  });
});
