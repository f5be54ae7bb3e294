import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageResult, UserComment } from '@app/contract';
import { fail, fakeServer, ok, type Handler } from '../../../test/fake-server.ts';
import { stubResizeObserver } from '../../../test/jsdom-stubs.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { userComment } from '../test-support.ts';
import { MyCommentsPage } from './my-comments-page.tsx';

const LIST = 'GET /user/comments';

const page = (content: UserComment[], totalElements = content.length, number = 0): PageResult<UserComment> => ({
  content,
  totalElements,
  totalPages: Math.ceil(totalElements / 10),
  page: number,
  size: 10,
});

function renderMyComments(routes: Record<string, Handler>) {
  const server = fakeServer(routes);
  const router = createMemoryRouter(
    [
      { path: '/user/comments', element: <MyCommentsPage /> },
      { path: '/articles', element: <h1>文章列表</h1> },
    ],
    { initialEntries: ['/user/comments'] },
  );
  renderPage(server.client, router);
  return server;
}

const itemOf = async (text: string) => (await screen.findByText(text)).closest('li') as HTMLElement;
const findDialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;

beforeAll(stubResizeObserver);
vi.setConfig({ testTimeout: 20_000 });

describe('MyCommentsPage (/user/comments, spec 02 §2, §9)', () => {
  it('lists my comments newest first with their status in Chinese and a link to the article', async () => {
    const server = renderMyComments({
      [LIST]: () =>
        ok(
          page([
            userComment(1, { status: 'PENDING' }),
            userComment(2, { status: 'APPROVED' }),
            userComment(3, { status: 'REJECTED' }),
            userComment(4, { status: 'SPAM', articleSlug: 'other', articleTitle: '另一篇' }),
          ]),
        ),
    });
    expect(within(await itemOf('第1条评论')).getByText('待审核')).toBeInTheDocument();
    expect(within(await itemOf('第2条评论')).getByText('已通过')).toBeInTheDocument();
    expect(within(await itemOf('第3条评论')).getByText('已拒绝')).toBeInTheDocument();
    const spam = await itemOf('第4条评论');
    expect(within(spam).getByText('垃圾评论')).toBeInTheDocument();
    expect(within(spam).getByRole('link', { name: /另一篇/ })).toHaveAttribute('href', '/articles/other#comments');
    // A spam mark cannot be deleted away (the server refuses it too).
    expect(within(spam).queryByRole('button', { name: '删除评论' })).toBeNull();
    expect(within(await itemOf('第3条评论')).getByRole('button', { name: '删除评论' })).toBeInTheDocument();
    expect(within(await itemOf('第2条评论')).getByText('2 分钟前')).toBeInTheDocument();
    expect(server.requests[0]?.params).toEqual({ page: 0, size: 10, sort: 'createdAt,desc' });
  });

  it('shows no paging for ten comments or fewer', async () => {
    renderMyComments({ [LIST]: () => ok(page(Array.from({ length: 10 }, (_, i) => userComment(i + 1)))) });
    await screen.findByText('第10条评论');
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('pages past ten, without a page-size selector; page 2 is asked for with page=1', async () => {
    const server = renderMyComments({
      [LIST]: (_b, params) =>
        ok(
          Number(params.page) === 0
            ? page(
                Array.from({ length: 10 }, (_, i) => userComment(i + 1)),
                11,
              )
            : page([userComment(11)], 11, 1),
        ),
    });
    await screen.findByText('第1条评论');
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).queryByRole('combobox')).toBeNull();
    fireEvent.click(within(pager).getByRole('button', { name: '第 2 页' }));
    expect(await screen.findByText('第11条评论')).toBeInTheDocument();
    expect(server.requests.at(-1)?.params).toMatchObject({ page: 1, size: 10 });
  });

  it("says '获取评论失败' / '获取评论失败，请稍后重试' when the list cannot be read", async () => {
    renderMyComments({ [LIST]: () => fail(500, '系统错误，请稍后重试') });
    expect(await screen.findByText('获取评论失败')).toBeInTheDocument();
    expect(screen.getByText('获取评论失败，请稍后重试')).toBeInTheDocument();
  });

  it('offers the articles when there are no comments yet', async () => {
    renderMyComments({ [LIST]: () => ok(page([])) });
    expect(await screen.findByText('还没有发表过评论')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: '去看看文章' }));
    expect(await screen.findByRole('heading', { name: '文章列表' })).toBeInTheDocument();
  });

  it("deletes a comment only after confirming, then says '评论已删除' and reads the list again", async () => {
    let comments = [userComment(1), userComment(2)];
    const server = renderMyComments({
      [LIST]: () => ok(page(comments)),
      'DELETE /user/comments/2': () => {
        comments = comments.filter((c) => c.id !== 2);
        return ok(null);
      },
    });
    fireEvent.click(within(await itemOf('第2条评论')).getByRole('button', { name: '删除评论' }));
    const dialog = await findDialog('删除评论');
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s?消/ }));
    expect(server.routes()).not.toContain('DELETE /user/comments/2');

    fireEvent.click(within(await itemOf('第2条评论')).getByRole('button', { name: '删除评论' }));
    fireEvent.click(within(await findDialog('删除评论')).getByRole('button', { name: /删\s?除/ }));
    expect(await screen.findByText('评论已删除')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('第2条评论')).toBeNull());
    expect(screen.getByText('第1条评论')).toBeInTheDocument();
    expect(server.routes().filter((r) => r === 'DELETE /user/comments/2')).toHaveLength(1);
  });

  it('keeps the comment and shows why when the server refuses the deletion', async () => {
    renderMyComments({
      [LIST]: () => ok(page([userComment(3)])),
      'DELETE /user/comments/3': () => fail(404, '评论不存在'),
    });
    fireEvent.click(within(await itemOf('第3条评论')).getByRole('button', { name: '删除评论' }));
    fireEvent.click(within(await findDialog('删除评论')).getByRole('button', { name: /删\s?除/ }));
    expect(await screen.findByText('评论不存在')).toBeInTheDocument();
    expect(screen.getByText('第3条评论')).toBeInTheDocument();
  });
});
