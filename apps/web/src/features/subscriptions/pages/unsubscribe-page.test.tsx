import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES } from '@app/contract';
import { createApiClient } from '../../../shared/api/api-client.ts';
import { fail, fakeServer, ok, type Handler } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { subscriptionsFeature } from '../feature.tsx';
import { label } from '../test-support.tsx';
import { loadUnsubscribe } from '../unsubscribe-loader.ts';
import { UnsubscribePage } from './unsubscribe-page.tsx';

const UNSUBSCRIBE = 'GET /user/subscriptions/unsubscribe';
const TOKEN = '7.Zm9vYmFy';

/** /unsubscribe as the mail's link opens it, for a guest (no token stored). */
function visit(routes: Record<string, Handler>, path = `/unsubscribe?token=${TOKEN}`) {
  const server = fakeServer(routes);
  const router = createMemoryRouter(
    [
      { path: '/unsubscribe', element: <UnsubscribePage />, loader: loadUnsubscribe(server.client) },
      { path: '/', element: <h1>首页</h1> },
    ],
    { initialEntries: [path] },
  );
  renderPage(server.client, router);
  return server;
}

/** The server's unsubscribe: done once, and said done again for a link already followed. */
function unsubscribeServer() {
  let cancelled = 0;
  return {
    routes: {
      [UNSUBSCRIBE]: (_body, { token }) => {
        if (token !== TOKEN) return fail(404, SUBSCRIPTION_MESSAGES.tokenInvalid);
        cancelled++;
        return ok({ subscriptionType: 'USER_NEW_ARTICLE', email: 'a***@example.com' });
      },
    } satisfies Record<string, Handler>,
    cancelled: () => cancelled,
  };
}

const result = () => document.querySelector('.ant-result');

describe('/unsubscribe?token= (spec 02 §4, §7: the link of every mail)', () => {
  it("unsubscribes with the link's token, without signing in, and says '已成功取消订阅' for which list and address", async () => {
    const server = visit(unsubscribeServer().routes);
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.unsubscribed)).toBeInTheDocument();
    expect(result()).toHaveClass('ant-result-success');
    expect(screen.getByText('a***@example.com 将不再收到「新文章」通知邮件。')).toBeInTheDocument();
    expect(server.requests).toEqual([
      {
        route: UNSUBSCRIBE,
        body: undefined,
        params: { token: TOKEN },
        uri: `/api/user/subscriptions/unsubscribe?token=${encodeURIComponent(TOKEN)}`,
      },
    ]);
    fireEvent.click(screen.getByRole('link', { name: label('返回首页') }));
    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
  });

  it("a second click on the same link says '已成功取消订阅' again, not an error", async () => {
    const server = unsubscribeServer();
    visit(server.routes);
    await screen.findByText(SUBSCRIPTION_MESSAGES.unsubscribed);
    cleanup();
    visit(server.routes);
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.unsubscribed)).toBeInTheDocument();
    expect(result()).toHaveClass('ant-result-success');
    expect(server.cancelled()).toBe(2);
  });

  it("a link the server does not know shows its message as a warning, '退订链接无效或已失效'", async () => {
    visit(unsubscribeServer().routes, '/unsubscribe?token=9.forged');
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.tokenInvalid)).toBeInTheDocument();
    expect(result()).toHaveClass('ant-result-warning');
    expect(screen.getByRole('link', { name: /管理我的订阅/ })).toHaveAttribute(
      'href',
      '/user/settings?tab=subscriptions',
    );
  });

  it('a link without a token says the same, asking nothing', async () => {
    const server = visit(unsubscribeServer().routes, '/unsubscribe');
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.tokenInvalid)).toBeInTheDocument();
    expect(result()).toHaveClass('ant-result-warning');
    expect(server.requests).toEqual([]);
  });

  it('a failure of the server can be retried', async () => {
    let calls = 0;
    const server = visit({
      [UNSUBSCRIBE]: () =>
        ++calls === 1
          ? fail(500, '系统错误，请稍后重试')
          : ok({ subscriptionType: 'USER_COMMENT_REPLY', email: 'a***@example.com' }),
    });
    expect(await screen.findByText('系统错误，请稍后重试')).toBeInTheDocument();
    expect(result()).toHaveClass('ant-result-error');
    fireEvent.click(screen.getByRole('button', { name: label('重试') }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.unsubscribed)).toBeInTheDocument();
    expect(screen.getByText('a***@example.com 将不再收到「评论回复」通知邮件。')).toBeInTheDocument();
    await waitFor(() => expect(server.routes()).toEqual([UNSUBSCRIBE, UNSUBSCRIBE]));
  });

  it("is the public route '取消订阅', kept out of search results and out of the rendered-page cache", () => {
    const routes = subscriptionsFeature.routes?.({ queryClient: new QueryClient(), api: createApiClient() });
    const route = routes?.main?.find((r) => r.path === 'unsubscribe');
    expect(route?.handle?.title).toBe('取消订阅');
    expect(route?.handle?.uncached).toBe(true);
    expect(route?.handle?.meta?.(undefined)?.noindex).toBe(true);
    // Rendered on the server like every public page, its code loaded on demand (router.tsx).
    expect(typeof route?.lazy).toBe('function');
  });
});
