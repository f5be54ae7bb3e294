import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AdminPage } from '@app/contract';
import { createApiClient } from '../../shared/api/api-client.ts';
import type { Transport } from '../../shared/api/transport.ts';
import { emptyPageForm, hasUnsavedChanges, pageFormRules, toPageInput, type PageFormValues } from './page-form.ts';
import { PageEditorPage } from './pages/page-editor-page.tsx';
import { renderPage } from '../../test/render-page.tsx';

// bytemd (CodeMirror) cannot be typed into under jsdom; the editor's own behaviour is covered
// end to end. Here a plain field stands in, wired the same way (value / onChange).
vi.mock('../../shared/ui/markdown-editor.tsx', () => ({
  MarkdownEditor: ({ value = '', onChange }: { value?: string; onChange?: (v: string) => void }) => (
    <textarea aria-label="正文（Markdown）" value={value} onChange={(e) => onChange?.(e.target.value)} />
  ),
}));

// The editor's Segmented and TextArea measure themselves; jsdom has no ResizeObserver.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

type Reply = { status: number; data?: unknown };
const ok = (data: unknown, message = '操作成功'): Reply => ({ status: 200, data: { success: true, message, data } });
const fail = (status: number, message: string, code: string, errors?: { field: string; message: string }[]): Reply => ({
  status,
  data: { success: false, message, code, data: errors ? { errors } : null },
});

const about: AdminPage = {
  id: 7,
  title: '关于本站',
  slug: 'guan-yu-ben-zhan',
  content: '## 你好\n\n欢迎来访。',
  status: 'DRAFT',
  sortOrder: 0,
  showInList: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

interface Seen {
  route: string;
  body: unknown;
}

/** The real client over a fake server: `routes` answers "METHOD /url". */
function fakeServer(routes: Record<string, (body: Record<string, unknown>) => Reply>) {
  const requests: Seen[] = [];
  const transport: Transport = async (request) => {
    const route = `${request.method} ${request.url}`;
    const body = typeof request.body === 'string' ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    requests.push({ route, body });
    const handler =
      routes[route] ??
      (route === 'POST /admin/articles/render'
        ? () => ok({ html: '<p>预览</p>', headings: [] })
        : () => fail(404, '接口不存在', 'NOT_FOUND'));
    return handler(body);
  };
  return { client: createApiClient({ transport }), requests };
}

function renderEditor(path: string, routes: Record<string, (body: Record<string, unknown>) => Reply>) {
  const server = fakeServer(routes);
  const router = createMemoryRouter(
    [
      { path: '/admin/pages', element: <h1>页面列表</h1> },
      { path: '/admin/pages/new', element: <PageEditorPage /> },
      { path: '/admin/pages/edit/:id', element: <PageEditorPage /> },
    ],
    { initialEntries: [path] },
  );
  renderPage(server.client, router);
  return { ...server, router, user: userEvent.setup() };
}

const posts = (requests: Seen[], route: string) => requests.filter((r) => r.route === route);
const runRule = async (rules: unknown[], value: unknown) => {
  for (const rule of rules as { validator: (rule: unknown, value: unknown) => Promise<void> }[])
    await rule.validator({}, value);
};

describe('page form rules', () => {
  it('sends trimmed text, an empty slug as null and an empty sort order as 0', () => {
    const values: PageFormValues = {
      title: '  关于  ',
      slug: '  ',
      content: '  正文保持原样  ',
      status: 'PUBLISHED',
      sortOrder: null,
      showInList: false,
    };
    expect(toPageInput(values)).toEqual({
      title: '关于',
      slug: null,
      content: '  正文保持原样  ',
      status: 'PUBLISHED',
      sortOrder: 0,
      showInList: false,
    });
    expect(toPageInput({ ...values, slug: ' about ' }).slug).toBe('about');
  });

  it('counts only changes the server would see as unsaved', () => {
    const saved: PageFormValues = { ...emptyPageForm, title: '关于', content: '正文' };
    expect(hasUnsavedChanges({ ...saved, title: ' 关于 ' }, saved)).toBe(false);
    expect(hasUnsavedChanges({ ...saved, content: '正文 ' }, saved)).toBe(true);
    expect(hasUnsavedChanges({ ...saved, showInList: false }, saved)).toBe(true);
    expect(hasUnsavedChanges({ ...saved, sortOrder: null }, { ...saved, sortOrder: 0 })).toBe(false);
  });

  it('says what the server says about the title, slug, sort order and content', async () => {
    await expect(runRule(pageFormRules.title, '   ')).rejects.toThrow('请输入页面标题');
    await expect(runRule(pageFormRules.title, undefined)).rejects.toThrow('请输入页面标题');
    await expect(runRule(pageFormRules.title, '长'.repeat(201))).rejects.toThrow('标题不能超过200个字符');
    await expect(runRule(pageFormRules.title, '关于')).resolves.toBeUndefined();
    await expect(runRule(pageFormRules.slug, 'About Me')).rejects.toThrow('只能包含小写字母、数字和连字符');
    await expect(runRule(pageFormRules.slug, '')).resolves.toBeUndefined();
    await expect(runRule(pageFormRules.slug, 'about-me-2')).resolves.toBeUndefined();
    await expect(runRule(pageFormRules.sortOrder, 10_000)).rejects.toThrow('排序不能大于9999');
    await expect(runRule(pageFormRules.sortOrder, -1)).rejects.toThrow('排序不能小于0');
    await expect(runRule(pageFormRules.sortOrder, null)).resolves.toBeUndefined();
    await expect(runRule(pageFormRules.content, 'x'.repeat(200_001))).rejects.toThrow('正文不能超过200000个字符');
  });
});

describe('page editor', () => {
  it('refuses to save without a title and sends nothing', async () => {
    const { user, requests } = renderEditor('/admin/pages/new', {});
    await user.click(await screen.findByRole('button', { name: /保存/ }));
    expect(await screen.findByText('请输入页面标题')).toBeInTheDocument();
    expect(posts(requests, 'POST /admin/pages')).toHaveLength(0);
  });

  it('creates a page with Ctrl+S, then edits it at its own address with the generated slug', async () => {
    const { user, requests, router } = renderEditor('/admin/pages/new', {
      'POST /admin/pages': (body) => ({
        status: 201,
        data: { success: true, message: '页面创建成功', data: { ...about, title: body.title, content: body.content } },
      }),
    });
    await user.type(await screen.findByLabelText('标题'), '  关于本站 ');
    await user.type(screen.getByLabelText('正文（Markdown）'), '欢迎来访');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('页面创建成功')).toBeInTheDocument();
    expect(posts(requests, 'POST /admin/pages').map((r) => r.body)).toEqual([
      { title: '关于本站', slug: null, content: '欢迎来访', status: 'DRAFT', sortOrder: 0, showInList: true },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/pages/edit/7'));
    expect(await screen.findByText('编辑页面')).toBeInTheDocument();
    expect(screen.getByLabelText('路径标识符')).toHaveValue('guan-yu-ben-zhan');
    expect(screen.getByLabelText('正文（Markdown）')).toHaveValue('欢迎来访');
    expect(screen.queryByText('未保存')).not.toBeInTheDocument();
  });

  it('keeps the text after a failed save and says why', async () => {
    const { user } = renderEditor('/admin/pages/new', {
      'POST /admin/pages': () => fail(409, '路径标识符「about」已被其他页面使用', 'CONFLICT'),
    });
    await user.type(await screen.findByLabelText('标题'), '关于');
    await user.type(screen.getByLabelText('路径标识符'), 'about');
    await user.type(screen.getByLabelText('正文（Markdown）'), '一段很重要的文字');
    await user.click(screen.getByRole('button', { name: /保存/ }));
    // Said twice: in a passing message and in a box that stays until the next save.
    expect(await screen.findAllByText('保存失败：路径标识符「about」已被其他页面使用')).toHaveLength(2);
    expect(screen.getByText('编辑器中的内容没有丢失，修正后可再次保存（Ctrl/⌘ + S）。')).toBeInTheDocument();
    expect(screen.getByLabelText('正文（Markdown）')).toHaveValue('一段很重要的文字');
    expect(screen.getByLabelText('标题')).toHaveValue('关于');
    expect(screen.getByText('未保存')).toBeInTheDocument();
  });

  it('shows a validation error from the server on its field', async () => {
    const { user } = renderEditor('/admin/pages/new', {
      'POST /admin/pages': () =>
        fail(400, '标题不能超过200个字符', 'VALIDATION_FAILED', [{ field: 'title', message: '标题不能超过200个字符' }]),
    });
    await user.type(await screen.findByLabelText('标题'), '关于');
    await user.click(screen.getByRole('button', { name: /保存/ }));
    expect(await screen.findAllByText('保存失败：标题不能超过200个字符')).toHaveLength(2);
    expect(screen.getAllByText('标题不能超过200个字符').length).toBeGreaterThan(0);
  });

  it('loads a page and saves it with PUT', async () => {
    const { user, requests } = renderEditor('/admin/pages/edit/7', {
      'GET /admin/pages/7': () => ok(about),
      'PUT /admin/pages/7': (body) => ok({ ...about, ...body, slug: body.slug ?? about.slug }, '页面已保存'),
    });
    const title = await screen.findByLabelText('标题');
    expect(title).toHaveValue('关于本站');
    expect(screen.getByLabelText('正文（Markdown）')).toHaveValue(about.content);
    await user.clear(title);
    await user.type(title, '关于我');
    expect(screen.getByText('未保存')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /保存/ }));
    expect(await screen.findByText('页面已保存')).toBeInTheDocument();
    expect(posts(requests, 'PUT /admin/pages/7').map((r) => r.body)).toEqual([
      {
        title: '关于我',
        slug: 'guan-yu-ben-zhan',
        content: about.content,
        status: 'DRAFT',
        sortOrder: 0,
        showInList: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByText('未保存')).not.toBeInTheDocument());
  });

  it('says so when the page does not exist', async () => {
    renderEditor('/admin/pages/edit/99', { 'GET /admin/pages/99': () => fail(404, '页面不存在', 'NOT_FOUND') });
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const { user, router } = renderEditor('/admin/pages/new', {});
    await user.type(await screen.findByLabelText('正文（Markdown）'), '写了一半');
    await user.click(screen.getByRole('button', { name: '返回页面列表' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('有尚未保存的更改，离开后这些更改将会丢失。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/admin/pages/new');
    expect(screen.getByLabelText('正文（Markdown）')).toHaveValue('写了一半');

    // jsdom runs no closing animation, so the first dialog stays in the document: use the new one.
    const leaveButtons = () => screen.queryAllByRole('button', { name: /^离\s*开$/ });
    const before = leaveButtons().length;
    await user.click(screen.getByRole('button', { name: '返回页面列表' }));
    await waitFor(() => expect(leaveButtons().length).toBeGreaterThan(before));
    await user.click(leaveButtons().at(-1)!);
    expect(await screen.findByRole('heading', { name: '页面列表' })).toBeInTheDocument();
  });

  it('leaves without asking when nothing changed', async () => {
    const { user } = renderEditor('/admin/pages/edit/7', { 'GET /admin/pages/7': () => ok(about) });
    await screen.findByLabelText('标题');
    await user.click(screen.getByRole('button', { name: '返回页面列表' }));
    expect(await screen.findByRole('heading', { name: '页面列表' })).toBeInTheDocument();
    expect(screen.queryByText('有尚未保存的更改，离开后这些更改将会丢失。')).not.toBeInTheDocument();
  });
});
