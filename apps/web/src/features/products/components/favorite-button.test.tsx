import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../../../shared/api/api-context.tsx';
import { useSession } from '../../auth/index.ts';
import { fail, fakeServer, ok, type Handler } from '../../../test/fake-server.ts';
import { aliceSession, guestSession, resetSessionBeforeEach } from '../../../test/signed-in.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { FeedbackProvider } from '../../../shared/ui/feedback.tsx';

const STATUS = 'GET /user/interactions/products/7/favorite-status';
const TOGGLE = 'POST /user/interactions/products/7/favorite';

function renderButton(routes: Record<string, Handler>) {
  const server = fakeServer(routes, { getToken: () => useSession.getState().token });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <FeedbackProvider preload>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={server.client}>
          <FavoriteButton productId={7} initialCount={3} />
        </ApiProvider>
      </QueryClientProvider>
    </FeedbackProvider>,
  );
  return server;
}

const button = () => screen.getByRole('button');
resetSessionBeforeEach();

describe('FavoriteButton (spec 02 §4, §5, §7, §8)', () => {
  it("a guest sees the product's count, and a click only warns '请先登录后再操作'", async () => {
    useSession.setState(guestSession);
    const server = renderButton({});
    expect(button()).toHaveTextContent('收藏 3');
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button());
    expect(await screen.findByText('请先登录后再操作')).toBeInTheDocument();
    expect(server.routes()).toEqual([]);
  });

  it("a user toggles: '收藏成功' then '取消收藏成功', state and count as the server answers", async () => {
    useSession.setState(aliceSession);
    let favorited = false;
    let count = 10;
    const server = renderButton({
      [STATUS]: () => ok({ favorited, favoriteCount: count }),
      [TOGGLE]: () => {
        favorited = !favorited;
        count += favorited ? 1 : -1;
        return ok({ favorited, favoriteCount: count });
      },
    });
    // The status call replaces the page's (stale) count.
    expect(await screen.findByRole('button', { name: /收藏 10/ })).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(button());
    expect(await screen.findByText('收藏成功')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /已收藏 11/ })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(button());
    expect(await screen.findByText('取消收藏成功')).toBeInTheDocument();
    await waitFor(() => expect(button()).toHaveTextContent(/^收藏 10$/));
    expect(button()).toHaveAttribute('aria-pressed', 'false');

    expect(server.routes().filter((r) => r === TOGGLE)).toHaveLength(2);
    expect(server.requests.every((r) => r.route.startsWith('GET') || r.route === TOGGLE)).toBe(true);
  });

  it("a failed toggle shows the server's message and keeps the state", async () => {
    useSession.setState(aliceSession);
    renderButton({
      [STATUS]: () => ok({ favorited: false, favoriteCount: 4 }),
      [TOGGLE]: () => fail(404, '商品不存在'),
    });
    await screen.findByRole('button', { name: /收藏 4/ });
    await act(async () => {
      fireEvent.click(button());
    });
    expect(await screen.findByText('商品不存在')).toBeInTheDocument();
    expect(button()).toHaveTextContent('收藏 4');
    expect(button()).toHaveAttribute('aria-pressed', 'false');
  });
});
