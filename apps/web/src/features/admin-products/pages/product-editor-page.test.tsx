import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminProduct, ProductCategory } from '@app/contract';
import { fakeServer, ok, type Handler } from '../../../test/fake-server.ts';
import { adminProduct, category, refuse, stubResizeObserver } from '../test-support.ts';
import { ProductEditorPage } from './product-editor-page.tsx';
import { renderPage } from '../../../test/render-page.tsx';

// bytemd (CodeMirror) cannot be typed into under jsdom: a plain field stands in, wired the same way.
vi.mock('../../../shared/ui/markdown-editor.tsx', () => ({
  MarkdownEditor: ({ value = '', onChange }: { value?: string; onChange?: (v: string) => void }) => (
    <textarea aria-label="商品描述" value={value} onChange={(e) => onChange?.(e.target.value)} />
  ),
}));

const tees = category(3, 'T恤');

const saved = (body: Record<string, unknown>, id = 42): AdminProduct =>
  adminProduct(id, String(body.name), {
    slug: (body.slug as string | null) ?? 'chun-mian-t-xu',
    categoryId: Number(body.categoryId),
    categoryName: 'T恤',
    price: '99.90',
    originalPrice: body.originalPrice ? '129.00' : null,
    status: 'DRAFT',
    description: String(body.description ?? ''),
  });

function renderEditor(routes: Record<string, Handler>, tree: ProductCategory[] = [tees]) {
  const server = fakeServer({
    'GET /admin/product-categories/tree': () => ok(tree),
    'GET /admin/tags': () => ok({ content: [], totalElements: 0, totalPages: 0, page: 0, size: 100 }),
    ...routes,
  });
  const router = createMemoryRouter(
    [
      { path: '/admin/products/new', element: <ProductEditorPage /> },
      { path: '/admin/products/edit/:id', element: <ProductEditorPage /> },
      { path: '/admin/categories', element: <h1>分类管理页</h1> },
    ],
    { initialEntries: ['/admin/products/new'] },
  );
  renderPage(server.client, router);
  return { ...server, router, user: userEvent.setup() };
}

const fieldError = (text: string) => screen.findByText(text, { selector: '.ant-form-item-explain-error' });
const saveButton = () => screen.getByRole('button', { name: /保\s?存$/ });

async function chooseCategory(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByLabelText('商品分类'));
  const dropdown = (await screen.findByRole('tree')).closest('.ant-select-dropdown') as HTMLElement;
  await user.click(within(dropdown).getByTitle(name));
}

beforeAll(stubResizeObserver);
vi.setConfig({ testTimeout: 20_000 });

describe('ProductEditorPage (/admin/products/new)', () => {
  it("without any category: '请先创建商品分类' with a link to the category screen", async () => {
    renderEditor({}, []);
    expect(await screen.findByText('请先创建商品分类')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往分类管理' })).toHaveAttribute('href', '/admin/categories');
  });

  it('says what is wrong before sending anything: name, category, price', async () => {
    const { user, requests } = renderEditor({});
    await screen.findByText('新建商品');
    await user.click(saveButton());
    expect(await fieldError('请输入商品名称')).toBeInTheDocument();
    expect(await fieldError('请选择商品分类')).toBeInTheDocument();
    expect(await fieldError('请输入价格')).toBeInTheDocument();
    expect(requests.filter((r) => r.route === 'POST /admin/products')).toEqual([]);
  });

  it.each([
    ['-1', '价格不能为负数'],
    ['19.999', '价格最多保留两位小数'],
    ['abc', '价格格式不正确，如 199 或 199.90'],
  ])('price %j → %j', async (typed, message) => {
    const { user } = renderEditor({});
    await user.type(await screen.findByLabelText('价格'), typed);
    expect(await fieldError(message)).toBeInTheDocument();
  });

  it("an original price below the price: '原价不能低于现价' (and it clears when the price goes down)", async () => {
    const { user } = renderEditor({});
    await user.type(await screen.findByLabelText('价格'), '199');
    await user.type(screen.getByLabelText('原价'), '99');
    expect(await fieldError('原价不能低于现价')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('价格'));
    await user.type(screen.getByLabelText('价格'), '59');
    await waitFor(() => expect(screen.queryByText('原价不能低于现价')).not.toBeInTheDocument());
  });

  it('creates with Ctrl+S: prices as typed text, empty fields null, then moves to /admin/products/edit/{id}', async () => {
    const { user, router, bodiesOf } = renderEditor({
      'POST /admin/products': (body) => ({
        status: 201,
        data: { success: true, message: '商品创建成功', data: saved(body) },
      }),
    });
    await user.type(await screen.findByLabelText('商品名称'), ' 纯棉T恤 ');
    await chooseCategory(user, 'T恤');
    await user.type(screen.getByLabelText('价格'), '99.9');
    await user.type(screen.getByLabelText('原价'), '129');
    fireEvent.change(screen.getByLabelText('商品描述'), { target: { value: '## 面料' } });
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    expect(await screen.findByText('商品创建成功')).toBeInTheDocument();
    expect(bodiesOf('POST /admin/products')).toEqual([
      {
        name: '纯棉T恤',
        slug: null,
        categoryId: 3,
        price: '99.9',
        originalPrice: '129',
        brand: null,
        model: null,
        summary: null,
        description: '## 面料',
        mainImage: null,
        images: [],
        tags: [],
        purchaseUrl: null,
        status: 'DRAFT',
        featured: false,
        seoTitle: null,
        seoDescription: null,
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/edit/42'));
    expect(await screen.findByText('编辑商品')).toBeInTheDocument();
    // The editor at the new address starts from the saved product.
    await waitFor(() => expect(screen.getByLabelText('价格')).toHaveValue('99.90'));
  });

  it("a refused save keeps everything typed, says why ('创建商品失败' when the server gives no reason) and marks the server's fields", async () => {
    let reply = refuse(400, '请输入有效的购买链接（以 http:// 或 https:// 开头）', 'VALIDATION_FAILED', [
      { field: 'purchaseUrl', message: '请输入有效的购买链接（以 http:// 或 https:// 开头）' },
    ]);
    const { user } = renderEditor({ 'POST /admin/products': () => reply });
    await user.type(await screen.findByLabelText('商品名称'), '纯棉T恤');
    await chooseCategory(user, 'T恤');
    await user.type(screen.getByLabelText('价格'), '99');
    await user.click(saveButton());
    expect(await fieldError('请输入有效的购买链接（以 http:// 或 https:// 开头）')).toBeInTheDocument();
    expect(screen.getByText('保存失败：请输入有效的购买链接（以 http:// 或 https:// 开头）')).toBeInTheDocument();
    expect(screen.getByLabelText('商品名称')).toHaveValue('纯棉T恤');

    reply = { status: 500 };
    await user.click(saveButton());
    expect(await screen.findByText('保存失败：创建商品失败')).toBeInTheDocument();
  });
});
