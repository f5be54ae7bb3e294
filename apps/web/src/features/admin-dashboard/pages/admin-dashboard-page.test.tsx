import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CommentStats, DashboardStats } from '@app/contract';
import { fakeServer, fail, ok, type Handler } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';

const users: DashboardStats = { totalUsers: 12, adminUsers: 1, activeUsers: 11, newUsersLast7Days: 3 };
const comments: CommentStats = { pending: 4, approved: 30, spam: 2, total: 37, today: 5 };

function renderDashboard(routes: Record<string, Handler> = {}) {
  const server = fakeServer({
    'GET /admin/dashboard/stats': () => ok(users),
    'GET /admin/comments/stats': () => ok(comments),
    ...routes,
  });
  const router = createMemoryRouter(
    [
      { path: '/admin/dashboard', element: <AdminDashboardPage /> },
      { path: '/admin/comments', element: <h1>评论管理页</h1> },
    ],
    { initialEntries: ['/admin/dashboard'] },
  );
  renderPage(server.client, router);
  return server;
}

/** A card's number, found by its title. */
const cardOf = async (title: string) => (await screen.findByText(title)).closest('.ant-card') as HTMLElement;

describe('AdminDashboardPage (/admin/dashboard)', () => {
  it('shows the comments awaiting review and the total (with today’s) beside the user counts', async () => {
    renderDashboard();
    expect(await cardOf('待审核评论')).toHaveTextContent('待审核评论4');
    expect(await cardOf('评论总数')).toHaveTextContent('评论总数37今日 +5');
    expect(await cardOf('用户总数')).toHaveTextContent('用户总数12');
  });

  it('the pending card leads to /admin/comments', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('link', { name: '待审核评论 4 条，去审核' }));
    expect(await screen.findByRole('heading', { name: '评论管理页' })).toBeInTheDocument();
  });

  it("comment counts that cannot be read: '获取评论统计失败', the user counts still shown", async () => {
    renderDashboard({ 'GET /admin/comments/stats': () => fail(500, '系统繁忙') });
    expect(await screen.findByText('获取评论统计失败')).toBeInTheDocument();
    expect(await cardOf('用户总数')).toHaveTextContent('12');
    expect(screen.queryByText('待审核评论')).not.toBeInTheDocument();
  });
});
