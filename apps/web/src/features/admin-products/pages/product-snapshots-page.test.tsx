import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductSnapshot } from '@app/contract';
import { fakeServer, ok, type Handler } from '../../../test/fake-server.ts';
import { adminProduct, productSummary, stubResizeObserver } from '../test-support.ts';
import { ProductSnapshotsPage } from './product-snapshots-page.tsx';
import { renderPage as renderInApp } from '../../../test/render-page.tsx';

const trench = productSummary(42, '轻薄风衣', { price: '199.00', originalPrice: '299.00' });

const version = (versionNumber: number, opts: Partial<ProductSnapshot> = {}): ProductSnapshot => ({
  id: versionNumber + 100,
  versionNumber,
  snapshotType: 'AUTO',
  snapshotDescription: null,
  createdByName: '站长',
  createdAt: '2025-03-01T08:00:00.000Z',
  name: '轻薄风衣',
  slug: 'p42',
  categoryId: 1,
  categoryName: '外套',
  price: '199.00',
  originalPrice: '299.00',
  brand: '山风',
  summary: '春秋通勤的一件轻薄风衣。',
  model: 'SF-01',
  status: 'ACTIVE',
  featured: true,
  mainImage: '/files/images/main.webp',
  images: ['/files/images/back.webp'],
  description: '## 面料',
  tags: '通勤,春秋',
  purchaseUrl: 'https://example.com/trench',
  seoTitle: '风衣',
  seoDescription: null,
  ...opts,
});

const versions = [
  version(2, { snapshotType: 'MANUAL', snapshotDescription: '上新之前' }),
  version(1, { name: '风衣', price: '259.00', originalPrice: null, featured: false }),
];

function renderPage(routes: Record<string, Handler> = {}) {
  const server = fakeServer({
    'GET /admin/products': () => ok({ content: [trench], totalElements: 1, totalPages: 1, page: 0, size: 10 }),
    'GET /admin/products/42': () => ok(adminProduct(42, '轻薄风衣')),
    'GET /admin/products/42/snapshots': () =>
      ok({ content: versions, totalElements: 2, totalPages: 1, page: 0, size: 10 }),
    'POST /admin/articles/render': () => ok({ html: '<h2>面料</h2>', headings: [] }),
    ...routes,
  });
  const router = createMemoryRouter([{ path: '/admin/product-snapshots', element: <ProductSnapshotsPage /> }], {
    initialEntries: ['/admin/product-snapshots'],
  });
  renderInApp(server.client, router);
  return { ...server, router, user: userEvent.setup() };
}

beforeAll(stubResizeObserver);
vi.setConfig({ testTimeout: 20_000 });

/** Opens the versions of 轻薄风衣 from its row, as a user does. */
async function openVersions(user: ReturnType<typeof userEvent.setup>) {
  const row = (await screen.findByText('轻薄风衣')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: /查看快照/ }));
  const drawer = await dialogTitled('版本历史：轻薄风衣');
  await within(drawer).findByText('v2');
  return drawer;
}
/** antd names every dialog by the same id under test, so a dialog is found by its title's text. */
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title, .ant-drawer-title' })).closest(
    '[role="dialog"]',
  ) as HTMLElement;
const versionRow = (drawer: HTMLElement, v: number) => within(drawer).getByText(`v${v}`).closest('tr') as HTMLElement;

describe('ProductSnapshotsPage (/admin/product-snapshots)', () => {
  it('lists products with price and status; 查看快照 names the product in the address and lists its versions, newest first', async () => {
    const { user, router } = renderPage();
    expect(await screen.findByText('商品快照')).toBeInTheDocument();
    const row = (await screen.findByText('轻薄风衣')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('¥199.00');
    expect(row).toHaveTextContent('¥299.00');
    expect(row).toHaveTextContent('在售');
    const drawer = await openVersions(user);
    expect(router.state.location.search).toBe('?productId=42');
    expect(versionRow(drawer, 2)).toHaveTextContent('手动创建');
    expect(versionRow(drawer, 2)).toHaveTextContent('上新之前');
    expect(versionRow(drawer, 2)).toHaveTextContent('站长');
    expect(versionRow(drawer, 1)).toHaveTextContent('自动保存');
    expect(within(drawer).getAllByRole('row')[1]).toHaveTextContent('v2');
  });

  it("a version's preview (1000 px) shows the product's fields, its images and its rendered description", async () => {
    const { user } = renderPage();
    const drawer = await openVersions(user);
    await user.click(within(versionRow(drawer, 2)).getByRole('button', { name: '预览' }));
    const preview = await dialogTitled('版本 2 预览');
    expect(preview).toHaveStyle({ width: '1000px' });
    for (const text of ['v2', '手动创建', '站长', '上新之前', '外套', '在售', '¥199.00', '¥299.00', '山风', 'SF-01'])
      expect(preview).toHaveTextContent(text);
    expect(within(preview).getByText('推荐', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'https://example.com/trench' })).toHaveAttribute(
      'href',
      'https://example.com/trench',
    );
    expect(within(preview).getByText('通勤')).toBeInTheDocument();
    expect(within(preview).getByText('春秋')).toBeInTheDocument();
    expect(within(preview).getByRole('img', { name: '主图' })).toHaveAttribute('src', '/files/images/main.webp');
    expect(within(preview).getByRole('img', { name: '图片 2' })).toHaveAttribute('src', '/files/images/back.webp');
    expect(within(preview).getByRole('heading', { level: 2, name: '轻薄风衣' })).toBeInTheDocument();
    expect(within(preview).getByText('春秋通勤的一件轻薄风衣。')).toBeInTheDocument();
    expect(await within(preview).findByRole('heading', { name: '面料' })).toBeInTheDocument();
  });

  it('creates a snapshot with a trimmed description, and restores a version after confirming', async () => {
    const { user, bodiesOf } = renderPage({
      'POST /admin/products/42/snapshots': () => ok(version(3, { snapshotType: 'MANUAL' })),
      'POST /admin/products/42/snapshots/101/restore': () => ok(adminProduct(42, '风衣')),
    });
    const drawer = await openVersions(user);
    await user.click(within(drawer).getByRole('button', { name: /创建快照/ }));
    const create = await dialogTitled('创建快照');
    await user.type(within(create).getByLabelText('描述（可选）'), '  换季之前  ');
    await user.click(within(create).getByRole('button', { name: /创\s*建/ }));
    expect(await screen.findByText('快照创建成功')).toBeInTheDocument();
    expect(bodiesOf('POST /admin/products/42/snapshots')).toEqual([{ description: '换季之前' }]);

    await user.click(within(versionRow(drawer, 1)).getByRole('button', { name: '恢复到此版本' }));
    const restore = await dialogTitled('恢复到此版本');
    expect(restore).toHaveTextContent('将商品恢复到版本 v1 的内容（名称、价格、图片、描述、标签、购买链接、SEO 等）。');
    await user.click(within(restore).getByRole('button', { name: /恢\s*复/ }));
    expect(await screen.findByText('已恢复到版本 v1')).toBeInTheDocument();
    await waitFor(() => expect(bodiesOf('POST /admin/products/42/snapshots/101/restore')).toHaveLength(1));
  });
});
