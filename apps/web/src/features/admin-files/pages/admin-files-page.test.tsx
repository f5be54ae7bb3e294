import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FileEntry } from '@app/contract';
import { fakeServer, fail, ok, type Handler } from '../../../test/fake-server.ts';
import { stubResizeObserver } from '../../../test/jsdom-stubs.ts';
import { renderPage as renderInApp } from '../../../test/render-page.tsx';
import { AdminFilesPage } from './admin-files-page.tsx';

const file = (i: number, opts: Partial<FileEntry> = {}): FileEntry => ({
  objectName: `2026/11/file${i}-notes.txt`,
  isDir: false,
  size: 1024 * (i + 1),
  lastModified: '2026-11-20T08:30:00.000Z',
  url: `/files/images/2026/11/file${i}-notes.txt`,
  ...opts,
});

function renderPage(routes: Record<string, Handler>) {
  const server = fakeServer({
    'GET /admin/files/buckets': () => ok([{ name: 'images' }, { name: 'demo' }]),
    ...routes,
  });
  const router = createMemoryRouter([{ path: '/admin/files', element: <AdminFilesPage /> }], {
    initialEntries: ['/admin/files'],
  });
  renderInApp(server.client, router);
  return { ...server, user: userEvent.setup() };
}

const toast = (text: string | RegExp) => screen.findByText(text, { selector: '.ant-message *' });
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

beforeAll(stubResizeObserver);
vi.setConfig({ testTimeout: 20_000 });

describe('AdminFilesPage (/admin/files)', () => {
  it("lists the first bucket's files 10 a page, with sizes in KB or MB, a thumbnail for images", async () => {
    const files = [
      file(0, {
        objectName: '2026/11/abc-1200x800.webp',
        url: '/files/images/2026/11/abc-1200x800.webp',
        size: 2.5 * 1024 * 1024,
      }),
      ...Array.from({ length: 11 }, (_, i) => file(i + 1)),
    ];
    const server = renderPage({ 'GET /admin/files/list': () => ok(files) });
    const row = await rowOf('abc-1200x800.webp');
    expect(server.requests.find((r) => r.route === 'GET /admin/files/list')?.params).toEqual({ bucketName: 'images' });
    expect(within(row).getByText('2.50 MB')).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute('srcset', expect.stringContaining('abc-1200x800-400.webp 400w'));
    expect(within(await rowOf('file1-notes.txt')).getByText('2 KB')).toBeInTheDocument();
    expect(row.closest('table')!.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10);
    expect(screen.getByText('共 12 个文件')).toBeInTheDocument();
  });

  it('shows an uploaded image once: its narrower copies, stored and deleted with it, are not rows of their own', async () => {
    const image = (name: string) => file(0, { objectName: `2026/11/${name}`, url: `/files/images/2026/11/${name}` });
    renderPage({
      'GET /admin/files/list': () =>
        ok([image('abc-1200x675.webp'), image('abc-1200x675-800.webp'), image('abc-1200x675-400.webp'), file(1)]),
    });
    const row = await rowOf('abc-1200x675.webp');
    expect(row.closest('table')!.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(2);
    expect(screen.queryByText('abc-1200x675-800.webp')).toBeNull();
    expect(screen.getByText('共 2 个文件')).toBeInTheDocument();
  });

  it('says 获取文件列表失败 when the server refuses the list, 获取存储桶列表异常 when no answer comes', async () => {
    renderPage({ 'GET /admin/files/list': () => fail(503, '存储服务暂时不可用，请稍后重试') });
    expect(await screen.findByText('获取文件列表失败', { selector: '.ant-alert *' })).toBeInTheDocument();
    expect(screen.getByText('存储服务暂时不可用，请稍后重试')).toBeInTheDocument();
  });

  it('copies the link the server gives, and says so', async () => {
    const { user } = renderPage({
      'GET /admin/files/list': () => ok([file(1)]),
      'GET /admin/files/url': () => ok({ url: 'http://site.example/files/images/2026/11/file1-notes.txt' }),
    });
    await user.click(within(await rowOf('file1-notes.txt')).getByRole('button', { name: /复制链接/ }));
    expect(await toast('文件链接已复制到剪贴板')).toBeInTheDocument();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('http://site.example/files/images/2026/11/file1-notes.txt');
  });

  it('says 无法获取文件链接 when the address cannot be had, 复制链接失败 when the clipboard refuses', async () => {
    let urlFails = true;
    const { user } = renderPage({
      'GET /admin/files/list': () => ok([file(1)]),
      'GET /admin/files/url': () => (urlFails ? fail(404, '存储桶不存在') : ok({ url: 'http://x/files/a' })),
    });
    // A clipboard that refuses (a page without permission), put in after user-event's own.
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    const copyButton = within(await rowOf('file1-notes.txt')).getByRole('button', { name: /复制链接/ });
    await user.click(copyButton);
    expect(await toast('无法获取文件链接')).toBeInTheDocument();
    urlFails = false;
    await user.click(copyButton);
    expect(await toast('复制链接失败')).toBeInTheDocument();
  });

  it('deletes after a confirmation that the file goes for good, by the address, and reads the list again', async () => {
    let listed = [file(1), file(2)];
    const server = renderPage({
      'GET /admin/files/list': () => ok(listed),
      'GET /admin/files/url': () => ok({ url: 'http://site.example/files/images/2026/11/file1-notes.txt' }),
      'DELETE /admin/files/delete': () => {
        listed = [file(2)];
        return ok(null);
      },
    });
    await server.user.click(within(await rowOf('file1-notes.txt')).getByRole('button', { name: /删除/ }));
    const dialog = (await screen.findByText('删除文件', { selector: '.ant-modal-title' })).closest(
      '[role=dialog]',
    ) as HTMLElement;
    expect(within(dialog).getByText(/确定永久删除文件「file1-notes.txt」吗？删除后无法恢复/)).toBeInTheDocument();
    await server.user.click(within(dialog).getByRole('button', { name: '永久删除' }));
    expect(await toast('文件删除成功')).toBeInTheDocument();
    expect(server.requests.find((r) => r.route === 'DELETE /admin/files/delete')?.params).toEqual({
      fileUrl: 'http://site.example/files/images/2026/11/file1-notes.txt',
    });
    await waitFor(() => expect(screen.queryByText('file1-notes.txt')).not.toBeInTheDocument());
  });

  it('shows why a delete failed and keeps the dialog open', async () => {
    const { user } = renderPage({
      'GET /admin/files/list': () => ok([file(1)]),
      'GET /admin/files/url': () => ok({ url: 'http://site.example/files/images/2026/11/file1-notes.txt' }),
      'DELETE /admin/files/delete': () => fail(404, '文件不存在'),
    });
    await user.click(within(await rowOf('file1-notes.txt')).getByRole('button', { name: /删除/ }));
    await user.click(await screen.findByRole('button', { name: '永久删除' }));
    expect(await toast('删除文件失败：文件不存在')).toBeInTheDocument();
    expect(screen.getByText('删除文件', { selector: '.ant-modal-title' })).toBeInTheDocument();
  });

  it('checks the network: the round trip in ms, or why it failed', async () => {
    let up = true;
    const { user } = renderPage({
      'GET /admin/files/list': () => ok([]),
      'GET /health': () => (up ? ok({ status: 'UP', database: 'UP' }) : fail(503, '数据库不可用')),
    });
    const button = await screen.findByRole('button', { name: /检查网络/ });
    await user.click(button);
    expect(await toast(/^网络连接正常（延迟 \d+ ms）$/)).toBeInTheDocument();
    up = false;
    await user.click(button);
    expect(await toast('网络连接失败：数据库不可用')).toBeInTheDocument();
  });
});
