import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminArticle } from '@app/contract';
import { fakeServer, ok, type Handler, type Reply } from '../../../test/fake-server.ts';
import { ArticleEditorPage } from './article-editor-page.tsx';
import { renderPage } from '../../../test/render-page.tsx';

// bytemd (CodeMirror) cannot be typed into under jsdom: a plain field stands in, wired the same way.
vi.mock('../../../shared/ui/markdown-editor.tsx', () => ({
  MarkdownEditor: ({ value = '', onChange }: { value?: string; onChange?: (v: string) => void }) => (
    <textarea aria-label="正文" value={value} onChange={(e) => onChange?.(e.target.value)} />
  ),
}));

beforeAll(() => {
  // The excerpt's TextArea measures itself; jsdom has no ResizeObserver.
  if (!('ResizeObserver' in window))
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
});
vi.setConfig({ testTimeout: 20_000 });

const saved = (body: Record<string, unknown>): AdminArticle => ({
  id: 12,
  title: String(body.title),
  slug: (body.slug as string | null) ?? 'chun-ri-qi-xing-ji',
  excerpt: (body.excerpt as string | null) ?? '清晨六点出发',
  content: String(body.content),
  coverImage: null,
  status: body.status as AdminArticle['status'],
  tags: [],
  viewCount: 0,
  likeCount: 0,
  commentCount: 0,
  readingMinutes: 1,
  publishedAt: '2025-04-01T00:00:00.000Z',
  createdAt: '2025-04-01T00:00:00.000Z',
  updatedAt: '2025-04-01T00:00:00.000Z',
  seoTitle: null,
  seoDescription: null,
  allowComments: true,
});

function renderEditor(routes: Record<string, Handler>) {
  const server = fakeServer({
    'GET /admin/tags': () => ok({ content: [], totalElements: 0, totalPages: 0, page: 0, size: 100 }),
    ...routes,
  });
  const router = createMemoryRouter(
    [
      { path: '/admin/editor/new', element: <ArticleEditorPage /> },
      { path: '/admin/editor/:id', element: <ArticleEditorPage /> },
    ],
    { initialEntries: ['/admin/editor/new'] },
  );
  renderPage(server.client, router);
  return { ...server, router, user: userEvent.setup() };
}

const refuse = (status: number, message: string): Reply => ({
  status,
  data: { success: false, message, code: 'CONFLICT', data: null },
});
const saveButton = (text: string) => screen.getByRole('button', { name: new RegExp(`${[...text].join('\\s*')}$`) });

describe('ArticleEditorPage (/admin/editor/new)', () => {
  it('publishes with Ctrl+S, then moves to /admin/editor/{id} without asking, showing the slug and excerpt the server made', async () => {
    const { user, router, bodiesOf } = renderEditor({
      'POST /admin/articles': (body) => ({ status: 201, data: { success: true, message: '', data: saved(body) } }),
      'GET /admin/articles/12': () => ok(saved({ title: '春日骑行记', content: '清晨六点出发', status: 'PUBLISHED' })),
    });
    expect(await screen.findByRole('heading', { name: '写文章' })).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('文章标题'), '春日骑行记');
    await user.type(screen.getByLabelText('正文'), '清晨六点出发');
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();
    await user.click(screen.getByText('发布', { selector: 'label.ant-radio-button-wrapper span' }));
    expect(saveButton('发布')).toBeInTheDocument();
    await user.keyboard('{Control>}s{/Control}');

    expect(await screen.findByText('文章创建成功')).toBeInTheDocument();
    expect(bodiesOf('POST /admin/articles')).toEqual([
      {
        title: '春日骑行记',
        slug: null,
        excerpt: null,
        content: '清晨六点出发',
        coverImage: null,
        tags: [],
        seoTitle: null,
        seoDescription: null,
        status: 'PUBLISHED',
        publishedAt: null,
        allowComments: true,
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/editor/12'));
    expect(screen.queryByText('离开后未保存的内容将会丢失，确定离开吗？')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '编辑文章' })).toBeInTheDocument();
    expect(screen.getByLabelText('路径标识符')).toHaveValue('chun-ri-qi-xing-ji');
    expect(screen.getByLabelText('摘要')).toHaveValue('清晨六点出发');
    expect(saveButton('更新')).toBeInTheDocument();
    expect(screen.getByLabelText('正文')).toHaveValue('清晨六点出发');
    expect(screen.queryByText('有未保存的修改')).not.toBeInTheDocument();
  });

  it('a taken slug (409) shows on 路径标识符, and the text stays', async () => {
    const { user } = renderEditor({
      'POST /admin/articles': () => refuse(409, '路径标识符「ride」已被其他文章使用'),
    });
    await user.type(await screen.findByPlaceholderText('文章标题'), '骑行');
    await user.type(screen.getByLabelText('路径标识符'), 'ride');
    await user.type(screen.getByLabelText('正文'), '很重要的一段文字');
    await user.click(saveButton('保存草稿'));
    expect(await screen.findByText('保存失败：路径标识符「ride」已被其他文章使用')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByLabelText('路径标识符').closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error'),
      ).toHaveTextContent('路径标识符「ride」已被其他文章使用'),
    );
    expect(screen.getByLabelText('正文')).toHaveValue('很重要的一段文字');
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();
  });
});
