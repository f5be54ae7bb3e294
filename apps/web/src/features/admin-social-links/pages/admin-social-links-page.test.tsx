import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, fail, ok, type Handler } from '../../../test/fake-server.ts';
import { renderPage as renderInApp } from '../../../test/render-page.tsx';
import { label, pageOf, platforms, socialLink, stubResizeObserver } from '../test-support.tsx';
import { AdminSocialLinksPage } from './admin-social-links-page.tsx';

function renderPage(routes: Record<string, Handler>) {
  const server = fakeServer({ 'GET /admin/social-links/platforms': () => ok(platforms), ...routes });
  const router = createMemoryRouter([{ path: '/admin/social-links', element: <AdminSocialLinksPage /> }], {
    initialEntries: ['/admin/social-links'],
  });
  renderInApp(server.client, router);
  return { ...server, user: userEvent.setup() };
}

const listCalls = (server: ReturnType<typeof renderPage>) =>
  server.requests.filter((r) => r.route === 'GET /admin/social-links').map((r) => r.params);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' });
const findDialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;

const LONG_URL = `https://github.com/${'someone-with-a-very-long-name/'.repeat(3)}`;
const links = () =>
  pageOf(
    [
      socialLink(1, { title: '我的代码', url: LONG_URL, clickCount: 12, sortOrder: 1, featured: true }),
      socialLink(2, {
        platform: 'EMAIL',
        platformName: '邮箱',
        title: '写信给我',
        url: 'mailto:me@example.com',
        groupName: '联系我',
        icon: { kind: 'generic', name: 'email' },
        color: '#EA4335',
        active: false,
        openInNewTab: false,
      }),
    ],
    12,
  );

beforeAll(stubResizeObserver);
vi.setConfig({ testTimeout: 20_000 });

describe('AdminSocialLinksPage (/admin/social-links)', () => {
  it('asks for the first page of 10 and shows the total', async () => {
    const server = renderPage({ 'GET /admin/social-links': () => ok(links()) });
    await rowOf('我的代码');
    expect(listCalls(server)).toEqual([{ page: 0, size: 10 }]);
    expect(screen.getByText('共 12 个链接')).toBeInTheDocument();
  });

  it('shows each column: mark and platform, title, the address cut to 50 characters, group, order, state, clicks', async () => {
    renderPage({ 'GET /admin/social-links': () => ok(links()) });
    const row = await rowOf('我的代码');
    expect(within(row).getByText('GitHub').parentElement?.querySelector('svg')).toHaveAttribute('fill', '#181717');
    const link = within(row).getByRole('link');
    expect(link).toHaveTextContent(`${LONG_URL.slice(0, 50)}…`);
    expect(link).toHaveAttribute('title', LONG_URL);
    expect(link).toHaveAttribute('href', LONG_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(row).getByText('开发者')).toBeInTheDocument();
    expect(within(row).getByText('启用')).toBeInTheDocument();
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getAllByText('是')).toHaveLength(2); // featured, new tab

    const mail = await rowOf('写信给我');
    const mailto = within(mail).getByRole('link');
    expect(mailto).toHaveTextContent('mailto:me@example.com');
    expect(mailto).not.toHaveAttribute('target'); // opens in place
    expect(within(mail).getByText('停用')).toBeInTheDocument();
    expect(within(mail).getAllByText('否')).toHaveLength(2);
    expect(
      within(mail)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['编辑', '删除']);
  });

  it('删除 asks first; confirmed, DELETE /admin/social-links/2, then 社交链接已删除 and the table again', async () => {
    const server = renderPage({
      'GET /admin/social-links': () => ok(links()),
      'DELETE /admin/social-links/2': () => ok(null),
    });
    await server.user.click(within(await rowOf('写信给我')).getByRole('button', { name: '删除' }));
    const dialog = await findDialog('删除链接');
    expect(within(dialog).getByText('确定删除「写信给我」（邮箱）吗？此操作不可恢复。')).toBeInTheDocument();
    expect(server.routes()).not.toContain('DELETE /admin/social-links/2');
    await server.user.click(within(dialog).getByRole('button', { name: label('删除') }));
    expect(await toast('社交链接已删除')).toBeInTheDocument();
    expect(server.routes().filter((r) => r.startsWith('DELETE'))).toEqual(['DELETE /admin/social-links/2']);
    await waitFor(() => expect(listCalls(server)).toHaveLength(2));
  });

  it("a refused delete says '删除失败' when the server gives no reason, and the confirmation stays", async () => {
    const server = renderPage({
      'GET /admin/social-links': () => ok(links()),
      'DELETE /admin/social-links/2': () => ({ status: 500, data: {} }),
    });
    await server.user.click(within(await rowOf('写信给我')).getByRole('button', { name: '删除' }));
    const dialog = await findDialog('删除链接');
    await server.user.click(within(dialog).getByRole('button', { name: label('删除') }));
    expect(await toast('删除失败')).toBeInTheDocument();
    expect(screen.getByText('删除链接', { selector: '.ant-modal-title' })).toBeInTheDocument();
  });

  it('编辑 opens the form with the link; the keyword search is sent', async () => {
    const server = renderPage({ 'GET /admin/social-links': () => ok(links()) });
    await server.user.click(within(await rowOf('我的代码')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑链接');
    await waitFor(() => expect(within(dialog).getByLabelText('URL')).toHaveValue(LONG_URL));
    await server.user.click(within(dialog).getByRole('button', { name: label('取消') }));
    await server.user.type(screen.getByRole('searchbox', { name: '搜索链接' }), 'git');
    await waitFor(() => expect(listCalls(server).at(-1)).toEqual({ page: 0, size: 10, keyword: 'git' }));
  });

  it("a refused list shows '加载社交链接失败' and the server's reason", async () => {
    renderPage({ 'GET /admin/social-links': () => fail(500, '系统繁忙') });
    expect(await screen.findByText('加载社交链接失败', { selector: '.ant-alert *' })).toBeInTheDocument();
    expect(screen.getByText('系统繁忙')).toBeInTheDocument();
  });

  it('says when there is no link yet', async () => {
    renderPage({ 'GET /admin/social-links': () => ok(pageOf([])) });
    expect(await screen.findByText('还没有社交链接，点击「添加链接」添加第一个')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /添加链接$/ })).toBeInTheDocument();
  });
});
