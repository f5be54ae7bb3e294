import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminComment, User } from '@app/contract';
import { createApiClient } from '../../shared/api/api-client.ts';
import { ApiProvider } from '../../shared/api/api-context.tsx';
import { ThemeStoreProvider } from '../../shared/theme/theme-context.tsx';
import { createThemeStore } from '../../shared/theme/theme-store.ts';
import { useSession } from '../../features/auth/index.ts';
import { adminCommentsFeature } from '../../features/admin-comments/feature.ts';
import { fakeServer, ok } from '../../test/fake-server.ts';
import { guestSession, resetSessionBeforeEach } from '../../test/signed-in.tsx';
import { stubResizeObserver } from '../../test/jsdom-stubs.ts';
import { AdminLayout } from './admin-layout.tsx';
import { FeedbackProvider } from '../../shared/ui/feedback.tsx';

const admin: User = {
  id: 1,
  username: 'admin',
  displayName: '站长',
  email: 'admin@example.com',
  avatarUrl: null,
  role: 'ADMIN',
  status: 'ACTIVE',
  createdAt: '2024-01-01T00:00:00.000Z',
  isApproved: true,
};

const comment = (id: number): AdminComment => ({
  id,
  content: `待审的第 ${id} 条`,
  status: 'PENDING',
  createdAt: '2025-03-01T08:30:00.000Z',
  author: { id: 2, username: 'zhangsan', displayName: '张三', avatarUrl: null, admin: false, spamCount: 0 },
  article: { id: 7, title: '用 React 写博客', slug: 'react-blog' },
  parentId: null,
  replyTo: null,
  ip: null,
});

/** The back office at /admin/comments, its page loaded through the feature's own lazy route. */
function renderAdmin(pending: number[]) {
  const server = fakeServer({
    'GET /admin/comments/stats': () =>
      ok({ pending: pending.length, approved: 0, spam: 0, total: pending.length, today: 0 }),
    'GET /admin/comments': () =>
      ok({ content: pending.map(comment), totalElements: pending.length, totalPages: 1, page: 0, size: 10 }),
    'PUT /admin/comments/1/status': () => {
      pending.splice(pending.indexOf(1), 1);
      return ok(null);
    },
  });
  const routes = adminCommentsFeature.routes!({ queryClient: new QueryClient(), api: createApiClient() });
  const router = createMemoryRouter(
    // The page's code loads before the first render, as in the app; meanwhile this shows.
    [{ path: '/admin', element: <AdminLayout />, hydrateFallbackElement: <p>正在加载…</p>, children: routes.admin }],
    { initialEntries: ['/admin/comments'] },
  );
  useSession.setState({ ...guestSession, user: admin, token: 'tok', isAuthenticated: true });
  render(
    <FeedbackProvider preload>
      <ThemeStoreProvider store={createThemeStore('light')}>
        <ApiProvider client={server.client}>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ApiProvider>
      </ThemeStoreProvider>
    </FeedbackProvider>,
  );
  return { ...server, user: userEvent.setup() };
}

/** Text of the page, which loads on demand as in the app (the first import of its module takes a while under test). */
const pageText = (text: string) => screen.findByText(text, {}, { timeout: 10_000 });
const sidebarEntry = () => screen.getByRole('menuitem', { name: /^评论管理/ });
/** The content group's submenu title, whose icon carries the dot (all that shows when the sidebar is collapsed). */
const contentGroup = () => screen.getByRole('menuitem', { name: /内容管理/ });

resetSessionBeforeEach();
beforeAll(stubResizeObserver);
vi.setConfig({ testTimeout: 20_000 });

describe('the admin sidebar badge', () => {
  it('shows the pending count on 评论管理 (a dot on its group) and lowers it after an approval', async () => {
    const server = renderAdmin([1, 2, 3]);
    const row = (await pageText('待审的第 1 条')).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(sidebarEntry()).getByTitle('3')).toBeInTheDocument());
    expect(contentGroup().querySelector('.ant-badge-dot')).not.toBeNull();

    await server.user.click(within(row).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(within(sidebarEntry()).getByTitle('2')).toBeInTheDocument());
    expect(server.bodiesOf('PUT /admin/comments/1/status')).toEqual([{ status: 'APPROVED' }]);
  });

  it('shows nothing when no comment awaits review', async () => {
    const server = renderAdmin([]);
    expect(await pageText('暂无评论')).toBeInTheDocument();
    await waitFor(() => expect(server.routes()).toContain('GET /admin/comments/stats'));
    expect(sidebarEntry().querySelector('.ant-badge-count')).toBeNull();
    expect(contentGroup().querySelector('.ant-badge-dot')).toBeNull();
  });
});
