import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dashboard, DailyViews } from '@app/contract';
import { fakeServer, fail, ok, type Handler } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubResizeObserver } from '../../../test/jsdom-stubs.ts';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';

// jsdom has no canvas: the chart stands in as the numbers it was given.
vi.mock('../components/views-chart.tsx', () => ({
  default: ({ views }: { views: DailyViews[] }) => <p>图表：{views.map((v) => v.views).join(',')}</p>,
}));

const views: DailyViews[] = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  views: i === 29 ? 12 : i === 0 ? 3 : 0,
}));
const dashboard: Dashboard = {
  articles: { published: 8, draft: 2, scheduled: 1 },
  products: { active: 5, inactive: 1, draft: 3 },
  users: { total: 42, newThisWeek: 6, pending: 2 },
  comments: { pending: 4, total: 37, today: 5 },
  friendLinksPending: 1,
  subscriptionsActive: 9,
  views,
  topArticles: [
    { id: 1, title: '最受欢迎的文章', slug: 'popular', viewCount: 120 },
    { id: 2, title: '第二篇', slug: 'second', viewCount: 80 },
  ],
  storage: [
    { bucket: 'images', fileCount: 12, totalBytes: 3 * 1024 * 1024 },
    { bucket: 'demo', fileCount: 0, totalBytes: 0 },
  ],
};

function renderDashboard(routes: Record<string, Handler> = {}) {
  const server = fakeServer({ 'GET /admin/dashboard/stats': () => ok(dashboard), ...routes });
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

/** A card, found by its title. */
const cardOf = async (title: string) => (await screen.findByText(title)).closest('.ant-card') as HTMLElement;

beforeAll(stubResizeObserver);

describe('AdminDashboardPage (/admin/dashboard)', () => {
  it('shows the figures of articles, products, users, comments, friend links and subscriptions', async () => {
    renderDashboard();
    expect(await cardOf('文章')).toHaveTextContent('已发布8草稿2定时发布1');
    expect(await cardOf('商品')).toHaveTextContent('在售5已下架1草稿3');
    expect(await cardOf('用户')).toHaveTextContent('用户总数42本周新增6待审核2');
    expect(await cardOf('评论')).toHaveTextContent('评论总数37今日新增5');
    expect(await cardOf('友链与订阅')).toHaveTextContent('待审核友链1有效订阅9');
  });

  it('shows the storage each bucket uses', async () => {
    renderDashboard();
    expect(await cardOf('存储空间')).toHaveTextContent('images12 个文件3.00 MBdemo0 个文件0 KB');
  });

  it('says so when the store could not be listed', async () => {
    renderDashboard({ 'GET /admin/dashboard/stats': () => ok({ ...dashboard, storage: null }) });
    expect(await cardOf('存储空间')).toHaveTextContent('无法读取存储，请检查存储服务');
  });

  it('charts the 30 days of views with their total, and lists the most read articles in order', async () => {
    renderDashboard();
    expect(await screen.findByText(`图表：3,${'0,'.repeat(28)}12`)).toBeInTheDocument();
    expect(await cardOf('近30天阅读量')).toHaveTextContent('合计 15');
    const top = await cardOf('阅读最多的文章');
    const items = within(top).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['1最受欢迎的文章120 次阅读', '2第二篇80 次阅读']);
    expect(within(top).getByRole('link', { name: '最受欢迎的文章' })).toHaveAttribute('href', '/articles/popular');
  });

  it('puts the comments awaiting review first, leading to /admin/comments', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('link', { name: '待审核评论 4 条，去审核' }));
    expect(await screen.findByRole('heading', { name: '评论管理页' })).toBeInTheDocument();
  });

  it("figures that cannot be read: '加载失败' with the server's message", async () => {
    renderDashboard({ 'GET /admin/dashboard/stats': () => fail(500, '系统繁忙') });
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(screen.getByText('系统繁忙')).toBeInTheDocument();
    expect(screen.queryByText('待审核评论')).not.toBeInTheDocument();
  });
});
