import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductCategory } from '@app/contract';
import { ApiProvider } from '../../../shared/api/api-context.tsx';
import { TransportError } from '../../../shared/api/transport.ts';
import { fakeServer, ok, type Handler } from '../../../test/fake-server.ts';
import { category, refuse, stubResizeObserver } from '../test-support.ts';
import { CategoriesPage } from './categories-page.tsx';
import { FeedbackProvider } from '../../../shared/ui/feedback.tsx';

/** 服装 (2 products) › 上衣 › T恤 › 短袖 (1 product); 家居 (empty). */
function sampleTree(): ProductCategory[] {
  const clothes = category(1, '服装', 0, null, { productCount: 2, subtreeProductCount: 3, featured: true });
  const tops = category(2, '上衣', 1, clothes, { subtreeProductCount: 1 });
  const tees = category(3, 'T恤', 2, tops, { subtreeProductCount: 1 });
  const short = category(4, '短袖', 3, tees, { productCount: 1, active: false, showInMenu: false });
  tees.children = [short];
  tops.children = [tees];
  clothes.children = [tops];
  return [clothes, category(5, '家居')];
}

function renderPage(routes: Record<string, Handler>) {
  const server = fakeServer(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <FeedbackProvider preload>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={server.client}>
          <CategoriesPage />
        </ApiProvider>
      </QueryClientProvider>
    </FeedbackProvider>,
  );
  return server;
}

const rowOf = async (name: string) =>
  (await screen.findByText(name, { selector: '.ap-category-name span' })).closest('tr') as HTMLElement;
const label = (text: string) => new RegExp(`^${[...text].join('\\s?')}$`);

beforeAll(stubResizeObserver);
vi.setConfig({ testTimeout: 20_000 });

describe('CategoriesPage (/admin/categories)', () => {
  it('the tree, expanded: summary banner, level badges L2–L4 (none for roots), parent or 根分类, counts and status badges', async () => {
    renderPage({ 'GET /admin/product-categories/tree': () => ok(sampleTree()) });
    expect(screen.getByText('商品分类最多支持4级嵌套')).toBeInTheDocument();
    const short = await rowOf('短袖');
    expect(within(short).getByText('L4')).toBeInTheDocument();
    expect(within(short).getByText('T恤')).toBeInTheDocument();
    expect(within(short).getByText('已停用')).toBeInTheDocument();
    expect(within(short).queryByText('菜单显示')).not.toBeInTheDocument();
    expect(within(await rowOf('上衣')).getByText('L2')).toBeInTheDocument();
    expect(within(await rowOf('T恤')).getByText('L3')).toBeInTheDocument();
    const clothes = await rowOf('服装');
    expect(within(clothes).queryByText(/^L\d$/)).not.toBeInTheDocument();
    expect(within(clothes).getByText('根分类')).toBeInTheDocument();
    expect(within(clothes).getByText('推荐')).toBeInTheDocument();
    expect(within(clothes).getByText('已启用')).toBeInTheDocument();
    const banner = screen.getByText('分类总数').closest('.ap-summary') as HTMLElement;
    expect(banner).toHaveTextContent('分类总数 5');
    expect(banner).toHaveTextContent('根分类 2');
    expect(banner).toHaveTextContent('商品总数 3');
  });

  it("counts a category's own products and, where sub-categories add some, those of its whole subtree", async () => {
    renderPage({ 'GET /admin/product-categories/tree': () => ok(sampleTree()) });
    const countCell = async (name: string) => within(await rowOf(name)).getAllByRole('cell')[3] as HTMLElement;
    // 服装: 2 of its own, 3 with 短袖 four levels down; 上衣 has none of its own but 1 below.
    expect(await countCell('服装')).toHaveTextContent(/^2 含子分类 3$/);
    expect(await countCell('上衣')).toHaveTextContent(/^0 含子分类 1$/);
    // Where the two are the same, one number.
    expect(await countCell('短袖')).toHaveTextContent(/^1$/);
    expect(await countCell('家居')).toHaveTextContent(/^0$/);
  });

  it("deleting a category with children or products: '无法删除分类' with both counts, and nothing is sent", async () => {
    const user = userEvent.setup();
    const server = renderPage({ 'GET /admin/product-categories/tree': () => ok(sampleTree()) });
    await user.click(within(await rowOf('服装')).getByRole('button', { name: /删\s?除/ }));
    const notice = (await screen.findByText('无法删除分类', { selector: '.ant-modal-confirm-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(notice).toHaveTextContent('该分类包含子分类或商品，无法删除');
    expect(notice).toHaveTextContent('子分类：1 个');
    expect(notice).toHaveTextContent('商品：2 件');
    await user.click(within(notice).getByRole('button', { name: '知道了' }));
    // A leaf that still has a product is refused too.
    await user.click(within(await rowOf('短袖')).getByRole('button', { name: /删\s?除/ }));
    expect(await screen.findByText('商品：1 件')).toBeInTheDocument();
    expect(server.routes().filter((r) => r.startsWith('DELETE'))).toEqual([]);
  });

  it("deleting an empty category: confirm, DELETE, '分类删除成功', the tree reloads", async () => {
    const user = userEvent.setup();
    let tree = sampleTree();
    const server = renderPage({
      'GET /admin/product-categories/tree': () => ok(tree),
      'DELETE /admin/product-categories/5': () => {
        tree = tree.slice(0, 1);
        return ok(null);
      },
    });
    await user.click(within(await rowOf('家居')).getByRole('button', { name: /删\s?除/ }));
    const dialog = (await screen.findByText('确定删除分类「家居」吗？此操作不可恢复。')).closest(
      '.ant-modal',
    ) as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: label('删除') }));
    expect(await screen.findByText('分类删除成功')).toBeInTheDocument();
    expect(server.routes()).toContain('DELETE /admin/product-categories/5');
    await waitFor(() =>
      expect(screen.queryByText('家居', { selector: '.ap-category-name span' })).not.toBeInTheDocument(),
    );
  });

  it("a refused delete shows the server's reason, else '删除失败，请稍后重试'", async () => {
    const user = userEvent.setup();
    let reply = refuse(409, '该分类包含子分类或商品，无法删除', 'CATEGORY_NOT_EMPTY');
    renderPage({
      'GET /admin/product-categories/tree': () => ok(sampleTree()),
      'DELETE /admin/product-categories/5': () => reply,
    });
    await user.click(within(await rowOf('家居')).getByRole('button', { name: /删\s?除/ }));
    const dialog = (await screen.findByText('确定删除分类「家居」吗？此操作不可恢复。')).closest(
      '.ant-modal',
    ) as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: label('删除') }));
    expect(
      await screen.findByText('该分类包含子分类或商品，无法删除', { selector: '.ant-message *' }),
    ).toBeInTheDocument();
    reply = { status: 500 };
    // The dialog stays open for another try. (Under jsdom the button keeps its spinner's "loading"
    // label, as the spinner's leave animation never ends: the name is matched by its end.)
    await user.click(await within(dialog).findByRole('button', { name: /删\s?除$/ }));
    expect(await screen.findByText('删除失败，请稍后重试')).toBeInTheDocument();
  });

  it.each([
    ['a server error', '获取分类数据失败', () => refuse(500, '系统错误，请稍后重试', 'INTERNAL_ERROR')],
    [
      'no network',
      '网络错误，获取分类数据失败',
      () => {
        throw new TransportError('network');
      },
    ],
  ])('a failed load (%s) shows %j', async (_label, text, reply: Handler) => {
    renderPage({ 'GET /admin/product-categories/tree': reply });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
