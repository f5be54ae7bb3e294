import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageResult, ProductSummary } from '@app/contract';
import { ApiProvider } from '../../../shared/api/api-context.tsx';
import { ThemeStoreProvider } from '../../../shared/theme/theme-context.tsx';
import { createThemeStore } from '../../../shared/theme/theme-store.ts';
import { fakeServer, ok, type Handler } from '../../../test/fake-server.ts';
import { adminProduct, productSummary, refuse, stubResizeObserver } from '../test-support.ts';
import { ProductsPage } from './products-page.tsx';
import { FeedbackProvider } from '../../../shared/ui/feedback.tsx';

const product = productSummary;

const page = (content: ProductSummary[]): PageResult<ProductSummary> => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  page: 0,
  size: 10,
});

function renderPage(routes: Record<string, Handler>) {
  const server = fakeServer(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/admin/products', element: <ProductsPage /> },
      { path: '*', element: <h1>其他页面</h1> },
    ],
    { initialEntries: ['/admin/products'] },
  );
  render(
    <FeedbackProvider preload>
      <ThemeStoreProvider store={createThemeStore('light')}>
        <QueryClientProvider client={queryClient}>
          <ApiProvider client={server.client}>
            <RouterProvider router={router} />
          </ApiProvider>
        </QueryClientProvider>
      </ThemeStoreProvider>
    </FeedbackProvider>,
  );
  return { ...server, router };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' });
/** antd names every dialog's title 'test-id' under test, so a dialog is found by its title text. */
const findDialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;
const label = (text: string) => new RegExp(`^${[...text].join('\\s?')}$`);

beforeAll(stubResizeObserver);

vi.setConfig({ testTimeout: 20_000 });

describe('ProductsPage (/admin/products)', () => {
  it('lists products: price with ¥ and two decimals, the original price struck through, the status', async () => {
    renderPage({
      'GET /admin/products': () =>
        ok(
          page([
            product(1, '纯棉T恤', { price: '99.90', originalPrice: '129.00' }),
            product(2, '亚麻衬衫', { status: 'DRAFT' }),
            product(3, '旧款外套', { status: 'INACTIVE' }),
          ]),
        ),
    });
    const tee = await rowOf('纯棉T恤');
    expect(within(tee).getByText('¥99.90')).toBeInTheDocument();
    expect(within(tee).getByText('¥129.00').tagName).toBe('DEL');
    expect(within(tee).getByText('在售')).toBeInTheDocument();
    expect(within(tee).getByText('/products/p1')).toBeInTheDocument();
    expect(within(tee).getByRole('link', { name: '纯棉T恤' })).toHaveAttribute('href', '/admin/products/edit/1');
    // Only products on sale can be viewed on the site.
    expect(within(tee).getByRole('link', { name: '在网站查看' })).toHaveAttribute('href', '/products/p1');
    expect(within(await rowOf('亚麻衬衫')).getByText('草稿')).toBeInTheDocument();
    expect(within(await rowOf('亚麻衬衫')).queryByRole('link', { name: '在网站查看' })).not.toBeInTheDocument();
    expect(within(await rowOf('旧款外套')).getByText('下架')).toBeInTheDocument();
  });

  it("a failed load shows '获取商品列表失败'", async () => {
    renderPage({ 'GET /admin/products': () => refuse(500, '系统错误，请稍后重试', 'INTERNAL_ERROR') });
    expect(await screen.findByText('获取商品列表失败')).toBeInTheDocument();
  });

  it('a keyword searches through GET /public/products/search (after the debounce)', async () => {
    const user = userEvent.setup();
    const server = renderPage({
      'GET /admin/products': () => ok(page([product(1, '纯棉T恤')])),
      'GET /public/products/search': () => ok(page([product(5, '搜到的衬衫', { status: 'DRAFT' })])),
    });
    await rowOf('纯棉T恤');
    await user.type(screen.getByPlaceholderText('搜索商品名称、品牌或简介'), '衬衫');
    expect(await screen.findByText('搜到的衬衫', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(server.routes()).toEqual(['GET /admin/products', 'GET /public/products/search']);
    expect(screen.getByText('搜索结果包含所有状态的商品')).toBeInTheDocument();
  });

  it("the featured switch: PATCH {featured: true}, then '已设为推荐' and the switch on", async () => {
    const user = userEvent.setup();
    let featured = false;
    const server = renderPage({
      'GET /admin/products': () => ok(page([product(1, '纯棉T恤', { featured })])),
      'PATCH /admin/products/1/featured': (body) => {
        featured = Boolean(body.featured);
        return ok(adminProduct(1, '纯棉T恤', { featured }));
      },
    });
    const toggle = within(await rowOf('纯棉T恤')).getByRole('switch', { name: '推荐：纯棉T恤' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await toast('已设为推荐')).toBeInTheDocument();
    expect(server.bodiesOf('PATCH /admin/products/1/featured')).toEqual([{ featured: true }]);
    await waitFor(() =>
      expect(within(screen.getByText('纯棉T恤').closest('tr') as HTMLElement).getByRole('switch')).toBeChecked(),
    );
  });

  it('the featured switch, refused: the message, and the switch stays off (no optimistic change)', async () => {
    const user = userEvent.setup();
    renderPage({
      'GET /admin/products': () => ok(page([product(1, '纯棉T恤')])),
      'PATCH /admin/products/1/featured': () => refuse(404, '商品不存在', 'NOT_FOUND'),
    });
    const toggle = within(await rowOf('纯棉T恤')).getByRole('switch');
    await user.click(toggle);
    expect(await toast('商品不存在')).toBeInTheDocument();
    expect(within(screen.getByText('纯棉T恤').closest('tr') as HTMLElement).getByRole('switch')).not.toBeChecked();
  });

  it("delete with an e-mailed code: send the code, type it, DELETE with {verificationCode}, '商品删除成功'", async () => {
    const user = userEvent.setup();
    let gone = false;
    const server = renderPage({
      'GET /admin/products': () => ok(page(gone ? [] : [product(1, '纯棉T恤')])),
      'POST /admin/products/1/send-delete-code': () => ok(null),
      'DELETE /admin/products/1': (body) => {
        if (body.verificationCode !== '123456') return refuse(400, '验证码错误', 'CODE_INVALID');
        gone = true;
        return ok(null);
      },
    });
    await user.click(within(await rowOf('纯棉T恤')).getByRole('button', { name: '删除' }));
    const dialog = await findDialog('删除商品');
    expect(dialog).toHaveTextContent('确定删除商品「纯棉T恤」吗？');
    const confirm = within(dialog).getByRole('button', { name: label('删除') });
    expect(confirm).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await toast('验证码已发送到您的邮箱')).toBeInTheDocument();
    expect(server.routes()).toContain('POST /admin/products/1/send-delete-code');
    expect(await within(dialog).findByRole('button', { name: /秒后重发$/ })).toBeDisabled();

    // A wrong code: the reason, and the dialog stays open.
    await user.type(within(dialog).getByLabelText('验证码'), '000000');
    await user.click(confirm);
    expect(await toast('验证码错误')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByLabelText('验证码')).toHaveValue('000000');

    await user.clear(within(dialog).getByLabelText('验证码'));
    await user.type(within(dialog).getByLabelText('验证码'), '123456');
    await user.click(confirm);
    expect(await toast('商品删除成功')).toBeInTheDocument();
    expect(server.bodiesOf('DELETE /admin/products/1')).toEqual([
      { verificationCode: '000000' },
      { verificationCode: '123456' },
    ]);
    await waitFor(() => expect(screen.queryByText('纯棉T恤')).not.toBeInTheDocument());
  });

  it("a code that cannot be sent: the server's reason (else '发送验证码失败'), and nothing deleted", async () => {
    const user = userEvent.setup();
    const server = renderPage({
      'GET /admin/products': () => ok(page([product(1, '纯棉T恤')])),
      'POST /admin/products/1/send-delete-code': () => ({ status: 500 }),
    });
    await user.click(within(await rowOf('纯棉T恤')).getByRole('button', { name: '删除' }));
    const dialog = await findDialog('删除商品');
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await toast('发送验证码失败')).toBeInTheDocument();
    expect(server.routes()).not.toContain('DELETE /admin/products/1');
  });
});
