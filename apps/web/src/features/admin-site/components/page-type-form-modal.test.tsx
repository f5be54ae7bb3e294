import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_INFO, type PageType } from '@app/contract';
import { createMemoryRouter } from 'react-router';
import { fail, fakeServer, ok, type Handler } from '../../../test/fake-server.ts';
import { fieldError, saveButton } from '../../../test/form-modal.tsx';
import { renderPage } from '../../../test/render-page.tsx';
import { stubResizeObserver } from '../../../test/jsdom-stubs.ts';
import { PageTypeFormModal } from './page-type-form-modal.tsx';

const type = (id: number, code: string, patterns: string[], priority: number, template: string): PageType => ({
  id,
  code,
  name: code,
  patterns,
  priority,
  builtin: true,
  template,
  defaultTemplate: template,
});
const TYPES: PageType[] = [
  type(1, 'article', ['/articles/:slug'], 90, '{title} - {siteName}'),
  type(2, 'default', [], 0, '{title} - {siteName}'),
];

function renderModal(item: PageType | null, routes: Record<string, Handler> = {}) {
  const server = fakeServer({
    'GET /public/site/info': () => ok({ ...DEFAULT_SITE_INFO, siteName: '山间小记' }),
    ...routes,
  });
  const handlers = { onClose: vi.fn(), onSaved: vi.fn() };
  const router = createMemoryRouter([
    { path: '/', element: <PageTypeFormModal open type={item} types={TYPES} {...handlers} /> },
  ]);
  renderPage(server.client, router);
  return { ...server, ...handlers, user: userEvent.setup({ delay: null }) };
}

const preview = () => screen.getByTestId('title-preview');

/** Puts text in a field as one paste (typing each character is slow on a busy machine). */
async function fill(server: ReturnType<typeof renderModal>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await server.user.clear(input);
  await server.user.click(input);
  await server.user.paste(text);
}

beforeAll(stubResizeObserver);
// A modal of antd fields re-rendered on every keystroke: slow on a busy machine, not a wait for anything.
vi.setConfig({ testTimeout: 40_000 });

describe('PageTypeFormModal (添加页面类型 / 编辑页面类型)', () => {
  it('previews the title live as the paths and the template are typed, and sends the new type', async () => {
    const server = renderModal(null, { 'POST /admin/site/page-types': (body) => ok({ id: 9, ...body }) });
    await fill(server, '名称', '活动页');
    await fill(server, '代码', 'campaign');
    await fill(server, '路径模式', '/articles/spring-sale');
    await server.user.keyboard('{Enter}');
    await fill(server, '标题模板', '{title} | ');
    await server.user.click(screen.getByRole('button', { name: '{siteName}' }));
    await fill(server, '优先级', '95');

    await fill(server, '示例路径', '/articles/spring-sale');
    await waitFor(() => expect(preview()).toHaveTextContent('示例标题 | 山间小记'));
    // Another article keeps the built-in type.
    await fill(server, '示例路径', '/articles/other');
    expect(preview()).toHaveTextContent('示例标题 - 山间小记');

    await server.user.click(saveButton());
    await waitFor(() => expect(server.onSaved).toHaveBeenCalled());
    expect(server.bodiesOf('POST /admin/site/page-types')).toEqual([
      {
        code: 'campaign',
        name: '活动页',
        patterns: ['/articles/spring-sale'],
        priority: 95,
        template: '{title} | {siteName}',
      },
    ]);
  });

  it('says what is wrong with a pattern and a template before sending', async () => {
    const server = renderModal(null);
    await fill(server, '名称', '活动页');
    await fill(server, '代码', 'campaign');
    await fill(server, '路径模式', 'campaign');
    await server.user.keyboard('{Enter}');
    await fill(server, '标题模板', '{titel}');
    await server.user.click(saveButton());
    expect(await fieldError('路径模式必须以 / 开头')).toBeInTheDocument();
    expect(
      await fieldError(
        '未知的占位符 {titel}，可用：{title}{siteName}{tagline}{id}{slug}{username}{query}{q}{search}{page}{p}{category}{cat}',
      ),
    ).toBeInTheDocument();
    expect(server.routes()).not.toContain('POST /admin/site/page-types');
  });

  it('edits a built-in type: the code stays, its paths and template are sent, a refusal keeps the dialog open', async () => {
    const server = renderModal(TYPES[0]!, {
      'PUT /admin/site/page-types/1': () => fail(400, '路径模式不能包含连续的 /'),
    });
    expect(screen.getByLabelText('代码')).toBeDisabled();
    expect(screen.getByLabelText('代码')).toHaveValue('article');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('/articles/:slug')).toBeInTheDocument();
    expect(screen.getByLabelText('示例路径')).toHaveValue('/articles/hello-world');
    await server.user.click(saveButton());
    await waitFor(() =>
      expect(server.bodiesOf('PUT /admin/site/page-types/1')).toEqual([
        { name: 'article', patterns: ['/articles/:slug'], priority: 90, template: '{title} - {siteName}' },
      ]),
    );
    expect(server.onSaved).not.toHaveBeenCalled();
  });
});
