import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ArticleComments, PublicComment } from '@app/contract';
import { useSession } from '../../auth/index.ts';
import { fail, fakeServer, ok, type Handler } from '../../../test/fake-server.ts';
import { stubResizeObserver } from '../../../test/jsdom-stubs.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { aliceSession, guestSession, resetSessionBeforeEach } from '../../../test/signed-in.tsx';
import { alice } from '../../../test/fake-server.ts';
import { author, comment, commentsPage, thread } from '../test-support.ts';
import { CommentSection } from './comment-section.tsx';

const LIST = 'GET /public/comments/article/7';
const POST = 'POST /public/comments/article/7';

function Where() {
  const { pathname, search } = useLocation();
  return <p>登录页 {pathname + search}</p>;
}

function renderSection(routes: Record<string, Handler>) {
  const server = fakeServer(routes, { getToken: () => useSession.getState().token });
  const router = createMemoryRouter(
    [
      { path: '/articles/:slug', element: <CommentSection articleId={7} count={0} /> },
      { path: '/auth/login', element: <Where /> },
    ],
    { initialEntries: ['/articles/hello'] },
  );
  renderPage(server.client, router);
  return { ...server, router };
}

const box = () => screen.getByLabelText('评论内容');
const type = (text: string, target: HTMLElement = box()) => fireEvent.change(target, { target: { value: text } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
/** The rule's message under the box. */
const fieldError = (text: string) => screen.findByText(text, { selector: '.ant-form-item-explain-error' });

const bob = comment(11, '写得真好', { author: author(2, '鲍勃') });
const carol = comment(12, '同意', {
  author: author(3, '卡罗尔'),
  parentId: 11,
  replyTo: { id: 11, displayName: '鲍勃' },
});
const owner = comment(13, '谢谢', {
  author: author(9, '站长', true),
  parentId: 11,
  replyTo: { id: 12, displayName: '卡罗尔' },
});
const oneThread = () => commentsPage([thread(bob, [carol, owner])]);

beforeAll(stubResizeObserver);
resetSessionBeforeEach();
vi.setConfig({ testTimeout: 20_000 });

describe('CommentSection: reading', () => {
  it('shows the threads: replies under their comment with 回复 @名字, the owner marked 博主, the count', async () => {
    useSession.setState(guestSession);
    renderSection({ [LIST]: () => ok(oneThread()) });
    expect(await screen.findByRole('heading', { name: '评论 (3)' })).toBeInTheDocument();
    const top = document.getElementById('comment-11')!;
    expect(within(top).getByText('写得真好')).toBeInTheDocument();
    expect(within(top.querySelector('.comment-foot') as HTMLElement).getByText('3 分钟前')).toHaveAttribute(
      'title',
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
    );
    const replies = top.querySelector('.comment-replies') as HTMLElement;
    expect(within(replies).getByText('回复 @鲍勃')).toBeInTheDocument();
    expect(within(replies).getByText('回复 @卡罗尔')).toBeInTheDocument();
    expect(within(document.getElementById('comment-13')!).getByText('博主')).toBeInTheDocument();
    expect(within(top.querySelector('.comment-head') as HTMLElement).queryByText('博主')).toBeNull();
  });

  it("marks the reader's own comment awaiting review 待审核 (the server returns it to them alone)", async () => {
    useSession.setState(aliceSession);
    const mine = comment(20, '我的评论', { author: author(alice.id, alice.displayName), status: 'PENDING' });
    const server = renderSection({ [LIST]: () => ok(commentsPage([thread(mine)])) });
    const own = await screen.findByText('我的评论');
    expect(within(own.closest('li')!).getByText('待审核')).toBeInTheDocument();
    expect(server.requests[0]?.uri).toBe('/api/public/comments/article/7?page=0&size=10');
  });

  it("says '暂无评论，来说两句吧' when there are none", async () => {
    useSession.setState(guestSession);
    renderSection({ [LIST]: () => ok(commentsPage([])) });
    expect(await screen.findByText('暂无评论，来说两句吧')).toBeInTheDocument();
  });

  it('pages the threads past one page, the next page asked for with page=1', async () => {
    useSession.setState(guestSession);
    const server = renderSection({
      [LIST]: (_b, params) =>
        ok(
          Number(params.page) === 0
            ? commentsPage([thread(bob)], { totalElements: 11, totalPages: 2 })
            : commentsPage([thread(comment(30, '第二页的评论'))], { page: 1, totalElements: 11, totalPages: 2 }),
        ),
    });
    await screen.findByText('写得真好');
    fireEvent.click(await screen.findByRole('button', { name: '第 2 页' }));
    expect(await screen.findByText('第二页的评论')).toBeInTheDocument();
    expect(server.requests.at(-1)?.uri).toBe('/api/public/comments/article/7?page=1&size=10');
  });

  it("says '获取评论失败，请稍后重试' when the comments cannot be read, and tries again on 重试", async () => {
    useSession.setState(guestSession);
    let calls = 0;
    renderSection({ [LIST]: () => (++calls === 1 ? fail(500, '系统错误，请稍后重试') : ok(oneThread())) });
    expect(await screen.findByText('获取评论失败，请稍后重试')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByText('写得真好')).toBeInTheDocument();
  });
});

describe('CommentSection: who may write', () => {
  it("shows a guest '登录后参与评论' with a login link that returns to the comment box", async () => {
    useSession.setState(guestSession);
    const { router } = renderSection({ [LIST]: () => ok(oneThread()) });
    expect(await screen.findByText('登录后参与评论')).toBeInTheDocument();
    expect(screen.queryByLabelText('评论内容')).toBeNull();
    const login = screen.getByRole('link', { name: /登\s?录/ });
    expect(login).toHaveAttribute('href', '/auth/login?redirect=%2Farticles%2Fhello%23comments');
    fireEvent.click(login);
    await screen.findByText(/^登录页/);
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/articles/hello#comments');
  });

  it("shows '评论已关闭' and no box on a closed article, its comments still listed without 回复", async () => {
    useSession.setState(aliceSession);
    renderSection({ [LIST]: () => ok({ ...oneThread(), allowComments: false }) });
    expect(await screen.findByText('评论已关闭')).toBeInTheDocument();
    expect(screen.getByText('写得真好')).toBeInTheDocument();
    expect(screen.queryByLabelText('评论内容')).toBeNull();
    expect(screen.queryByRole('button', { name: /^回复/ })).toBeNull();
  });
});

describe('CommentSection: writing', () => {
  const signedIn = (routes: Record<string, Handler> = {}) => {
    useSession.setState(aliceSession);
    return renderSection({ [LIST]: () => ok(oneThread()), ...routes });
  };

  it("checks the text with the contract's rules before sending: blank, too short, too long", async () => {
    const server = signedIn();
    await screen.findByLabelText('评论内容');
    submit();
    expect(await fieldError('请输入评论内容')).toBeInTheDocument();
    type('   \n  ');
    expect(await fieldError('请输入评论内容')).toBeInTheDocument();
    type('好');
    expect(await fieldError('评论至少2个字符')).toBeInTheDocument();
    type('长'.repeat(1001));
    expect(await fieldError('评论不能超过1000个字符')).toBeInTheDocument();
    submit();
    await fieldError('评论不能超过1000个字符');
    expect(server.routes()).not.toContain(POST);
  });

  it('counts the characters as the server does (an emoji is one) against 1000', async () => {
    signedIn();
    await screen.findByLabelText('评论内容');
    expect(screen.getByText('0 / 1000')).toBeInTheDocument();
    type('你好😀');
    expect(await screen.findByText('3 / 1000')).toBeInTheDocument();
  });

  it('sends {content, parentId}; a comment awaiting review shows at once with 待审核, the box emptied', async () => {
    const posted: PublicComment = comment(40, '第一次评论', {
      author: author(alice.id, alice.displayName),
      status: 'PENDING',
    });
    const server = signedIn({ [POST]: () => ok(posted) });
    await screen.findByLabelText('评论内容');
    type('第一次评论');
    submit();
    expect(await screen.findByText('评论已提交，审核通过后将公开显示')).toBeInTheDocument();
    const shown = document.getElementById('comment-40')!;
    expect(within(shown).getByText('第一次评论')).toBeInTheDocument();
    expect(within(shown).getByText('待审核')).toBeInTheDocument();
    expect(server.bodiesOf(POST)).toEqual([{ content: '第一次评论', parentId: null }]);
    await waitFor(() => expect(box()).toHaveValue(''));
  });

  it("sends with Ctrl+Enter; an approved comment says '评论发表成功' and counts", async () => {
    const server = signedIn({
      [POST]: () => ok(comment(41, '快捷键发表', { author: author(alice.id, alice.displayName) })),
    });
    await screen.findByLabelText('评论内容');
    type('快捷键发表');
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText('评论发表成功')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '评论 (4)' })).toBeInTheDocument();
    expect(server.bodiesOf(POST)).toEqual([{ content: '快捷键发表', parentId: null }]);
  });

  it("replies inline: '回复 @名字', 取消 closes it, the reply sent with its parentId and shown under the thread", async () => {
    const reply = comment(42, '我也同意', {
      author: author(alice.id, alice.displayName),
      parentId: 11,
      replyTo: { id: 12, displayName: '卡罗尔' },
    });
    const server = signedIn({ [POST]: () => ok(reply) });
    fireEvent.click(await screen.findByRole('button', { name: '回复 卡罗尔' }));
    const replyBox = screen.getByLabelText('回复 @卡罗尔');
    fireEvent.click(screen.getByRole('button', { name: /取\s?消/ }));
    await waitFor(() => expect(replyBox).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: '回复 卡罗尔' }));
    type('我也同意', screen.getByLabelText('回复 @卡罗尔'));
    fireEvent.click(screen.getByRole('button', { name: '发表回复' }));
    expect(await screen.findByText('评论发表成功')).toBeInTheDocument();
    expect(server.bodiesOf(POST)).toEqual([{ content: '我也同意', parentId: 12 }]);
    const shown = document.getElementById('comment-42')!;
    expect(shown.closest('.comment-replies')).toBe(document.querySelector('#comment-11 .comment-replies'));
    expect(within(shown).getByText('回复 @卡罗尔')).toBeInTheDocument();
    expect(screen.queryByLabelText('回复 @卡罗尔')).toBeNull();
  });

  it.each([
    [429, '评论太频繁，请稍后再试'],
    [409, '请勿重复发表相同内容'],
    [403, '评论已关闭'],
  ])('shows a refusal (%i) in Chinese and keeps the typed text', async (status, text) => {
    signedIn({ [POST]: () => fail(status, text) });
    await screen.findByLabelText('评论内容');
    type('这段话不能丢');
    await act(async () => submit());
    expect(await screen.findByText(text, { selector: '.comment-form-error *' })).toBeInTheDocument();
    expect(box()).toHaveValue('这段话不能丢');
  });

  it('puts a field error of the server on the box', async () => {
    signedIn({
      [POST]: () => ({
        status: 400,
        data: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: '请求参数有误',
          data: { errors: [{ field: 'content', message: '评论至少2个字符' }] },
        },
      }),
    });
    await screen.findByLabelText('评论内容');
    type('\u200b好\u200b');
    submit();
    expect(await fieldError('评论至少2个字符')).toBeInTheDocument();
  });
});

describe('CommentSection: a new comment on a later page', () => {
  it('opens the last page, where the new comment is listed', async () => {
    useSession.setState(aliceSession);
    const posted = comment(50, '最新的评论', { author: author(alice.id, alice.displayName) });
    const pages: Record<number, ArticleComments> = {
      // A full first page.
      0: commentsPage([thread(bob), ...Array.from({ length: 9 }, (_, i) => thread(comment(60 + i, `旧评论${i}`)))]),
      1: commentsPage([thread(posted)], { page: 1, totalElements: 11, totalPages: 2 }),
    };
    const server = renderSection({
      [LIST]: (_b, params) => ok(pages[Number(params.page)]),
      [POST]: () => ok(posted),
    });
    await screen.findByText('写得真好');
    type('最新的评论');
    submit();
    expect(await screen.findByText('最新的评论', { selector: '.comment-text' })).toBeInTheDocument();
    expect(screen.queryByText('写得真好')).toBeNull();
    expect(server.requests.at(-1)?.uri).toBe('/api/public/comments/article/7?page=1&size=10');
  });
});
