import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TAG_COLOR, type Tag } from '@app/contract';
import { TagFormModal } from './tag-form-modal.tsx';
import { fail, ok, type Handler } from '../../../test/fake-server.ts';
import { fieldError, renderFormModal, saveButton } from '../../../test/form-modal.tsx';
import { stubResizeObserver } from '../../../test/jsdom-stubs.ts';

const react: Tag = {
  id: 7,
  name: 'React',
  slug: 'react',
  description: '前端框架',
  color: '#61dafb',
  icon: 'fab fa-react',
  featured: true,
  articleCount: 3,
};

const echo: Handler = (body) => ok({ id: 1, articleCount: 0, ...body });

const renderModal = (
  tag: Tag | null,
  routes: Record<string, Handler> = { 'POST /admin/tags': echo, [`PUT /admin/tags/${react.id}`]: echo },
) => renderFormModal(routes, (handlers) => <TagFormModal open tag={tag} {...handlers} />);

const nameField = () => screen.getByLabelText('标签名称');
const slugField = () => screen.getByLabelText('路径标识符');
const iconField = () => screen.getByLabelText('图标');

/**
 * Clicks 保存 on a form that does not validate. KNOWN APP BUG (tag-form-modal.tsx `save`):
 * `await form.validateFields()` is outside the try, and the modal calls `void saveButton()`, so antd's
 * validation error becomes an unhandled promise rejection ("Uncaught (in promise)" in a browser).
 * Vitest would report it as an error of the run, so while clicking, unhandled rejections are
 * collected here instead — and only antd's validation error ({ errorFields }) is tolerated; anything
 * else fails the test. Once the app catches it, nothing is collected and this still passes.
 */
async function clickSaveOnInvalidForm(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  const rejections: unknown[] = [];
  const collect = (reason: unknown) => rejections.push(reason);
  const original = process.listeners('unhandledRejection');
  process.removeAllListeners('unhandledRejection');
  process.on('unhandledRejection', collect);
  try {
    await user.click(saveButton());
    // Node reports unhandled rejections after the microtask queue has drained.
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.off('unhandledRejection', collect);
    for (const listener of original) process.on('unhandledRejection', listener);
  }
  for (const reason of rejections) expect(reason).toMatchObject({ errorFields: expect.any(Array) });
}

// The description's TextArea measures itself with ResizeObserver, which jsdom lacks.
beforeAll(stubResizeObserver);

// Typing through user-event into antd in jsdom is slow, more so on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('TagFormModal (spec 01 "Admin tag management")', () => {
  it('a new tag starts empty, with the default colour #1677ff and not featured', async () => {
    renderModal(null);
    expect(screen.getByText('新建标签')).toBeInTheDocument();
    await waitFor(() => expect(nameField()).toHaveValue(''));
    expect(slugField()).toHaveValue('');
    expect(screen.getByRole('switch')).not.toBeChecked();
    expect(DEFAULT_TAG_COLOR).toBe('#1677ff');
    // The colour picker shows its value as text.
    expect(screen.getByText(/^#1677ff$/i)).toBeInTheDocument();
  });

  it("shows '请输入标签名称' as soon as the name is cleared", async () => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await user.type(nameField(), '前');
    await user.clear(nameField());
    expect(await fieldError('请输入标签名称')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
  ])("保存 with a name that is %s: '请输入标签名称', nothing sent, the modal stays", async (_label, value) => {
    const user = userEvent.setup();
    const server = renderModal(null);
    if (value) await user.type(nameField(), value);
    await clickSaveOnInvalidForm(user);
    expect(await fieldError('请输入标签名称')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
    expect(server.onSaved).not.toHaveBeenCalled();
    expect(screen.getByText('新建标签')).toBeInTheDocument();
  });

  it.each(['Front End', 'front_end', '前端', 'ABC', 'a/b'])(
    "refuses the slug %j with '只能包含小写字母、数字和连字符' and sends nothing",
    async (slug) => {
      const user = userEvent.setup();
      const server = renderModal(null);
      await user.type(nameField(), '前端开发');
      await user.type(slugField(), slug);
      expect(await fieldError('只能包含小写字母、数字和连字符')).toBeInTheDocument();
      await clickSaveOnInvalidForm(user);
      expect(server.requests).toEqual([]);
    },
  );

  it.each(['frontend', 'front-end-2', 'react19'])('accepts the slug %j', async (slug) => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await user.type(nameField(), '前端开发');
    await user.type(slugField(), slug);
    await user.click(saveButton());
    expect(await screen.findByText('标签创建成功')).toBeInTheDocument();
    expect(server.requests[0]?.body).toMatchObject({ slug });
    expect(screen.queryByText('只能包含小写字母、数字和连字符')).not.toBeInTheDocument();
  });

  it('refuses an icon class with characters other than lowercase letters, digits, spaces and hyphens', async () => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await user.type(nameField(), 'React');
    await user.type(iconField(), 'fab fa-react"><script>');
    expect(await fieldError('图标类名只能包含小写字母、数字、空格和连字符，如 fab fa-react')).toBeInTheDocument();
    await clickSaveOnInvalidForm(user);
    expect(server.requests).toEqual([]);
  });

  it("creates: POST /admin/tags with the trimmed name, an absent slug as null and the default colour, then '标签创建成功'", async () => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await user.type(nameField(), '  前端开发  ');
    await user.click(saveButton());

    expect(await screen.findByText('标签创建成功')).toBeInTheDocument();
    expect(server.requests).toEqual([
      {
        route: 'POST /admin/tags',
        body: { name: '前端开发', slug: null, description: null, color: '#1677ff', icon: null, featured: false },
      },
    ]);
    expect(server.onSaved).toHaveBeenCalledTimes(1);
  });

  it('creates with every field filled: slug, description, icon and featured are sent as typed (trimmed)', async () => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await user.type(nameField(), 'React');
    await user.type(slugField(), ' react-js ');
    await user.type(screen.getByLabelText('描述'), ' 一个前端框架 ');
    await user.type(iconField(), 'fab fa-react');
    await user.click(screen.getByRole('switch'));
    await user.click(saveButton());

    expect(await screen.findByText('标签创建成功')).toBeInTheDocument();
    expect(server.requests).toEqual([
      {
        route: 'POST /admin/tags',
        body: {
          name: 'React',
          slug: 'react-js',
          description: '一个前端框架',
          color: '#1677ff',
          icon: 'fab fa-react',
          featured: true,
        },
      },
    ]);
  });

  it('a refusal by the server shows its message, and the modal stays open (onSaved not called)', async () => {
    const user = userEvent.setup();
    const server = renderModal(null, { 'POST /admin/tags': () => fail(409, '标签名称已存在') });
    await user.type(nameField(), 'React');
    await user.click(saveButton());
    expect(await screen.findByText('标签名称已存在')).toBeInTheDocument();
    expect(screen.queryByText('标签创建成功')).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
    expect(server.onSaved).not.toHaveBeenCalled();
    expect(nameField()).toHaveValue('React');
  });

  it("edits: the fields show the tag, and saving sends PUT /admin/tags/{id} with the changes, then '标签更新成功'", async () => {
    const user = userEvent.setup();
    const server = renderModal(react);
    expect(screen.getByText('编辑标签')).toBeInTheDocument();
    await waitFor(() => expect(nameField()).toHaveValue('React'));
    expect(slugField()).toHaveValue('react');
    expect(screen.getByLabelText('描述')).toHaveValue('前端框架');
    expect(iconField()).toHaveValue('fab fa-react');
    expect(screen.getByRole('switch')).toBeChecked();

    await user.clear(nameField());
    await user.type(nameField(), 'React 19');
    await user.click(screen.getByRole('switch'));
    await user.click(saveButton());

    expect(await screen.findByText('标签更新成功')).toBeInTheDocument();
    expect(server.requests).toEqual([
      {
        route: 'PUT /admin/tags/7',
        body: {
          name: 'React 19',
          slug: 'react',
          description: '前端框架',
          color: '#61dafb',
          icon: 'fab fa-react',
          featured: false,
        },
      },
    ]);
    expect(server.onSaved).toHaveBeenCalledTimes(1);
  });
});
