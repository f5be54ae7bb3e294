import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input, Typography } from 'antd';
import { queryOptions } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { Link } from '../ui/link.tsx';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/api-client.ts';
import { ApiError } from '../api/api-error.ts';
import { fakeServer, ok, type Handler, type Reply } from '../../test/fake-server.ts';
import { useEditorRecord } from './editor-load-state.tsx';
import { SaveErrorAlert } from './save-error-alert.tsx';
import { serverFieldErrors } from './server-field-errors.ts';
import { useEditorForm, type EditorKind } from './use-editor-form.ts';
import { renderPage } from '../../test/render-page.tsx';

/*
 * The shared editor, through a small editor of its own ("notes": a title and a slug) wired the way
 * the article, page and product editors are: what it does here, they all do.
 */

interface Note {
  id: number;
  title: string;
  slug: string;
}
type NoteValues = Omit<Note, 'id'>;

const noteEditor: EditorKind<Note, NoteValues, NoteValues> = {
  empty: { title: '', slug: '' },
  fromRecord: (n) => ({ title: n.title, slug: n.slug }),
  toInput: (v) => ({ title: v.title.trim(), slug: v.slug.trim() }),
  create: (api, input) => api.post<Note>('/notes', input),
  update: (api, id, input) => api.put<Note>(`/notes/${id}`, input),
  detailKey: (id) => ['notes', id],
  refreshAfterSave: [['notes', 'list']],
  editPath: (id) => `/notes/edit/${id}`,
  texts: {
    created: '笔记创建成功',
    updated: '笔记已保存',
    invalid: '请先修正表单',
    createFailed: '创建笔记失败',
    updateFailed: '更新笔记失败',
  },
};

const noteQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: ['notes', id], queryFn: () => api.get<Note>(`/notes/${id}`) });

function NoteEditorPage() {
  const { routeId, record, fallback } = useEditorRecord(noteQuery, {
    notFoundTitle: '笔记不存在',
    failedTitle: '获取笔记失败',
    listPath: '/notes',
    listLabel: '返回笔记列表',
  });
  return fallback ?? <NoteEditor routeId={routeId} note={record} />;
}

function NoteEditor({ routeId, note }: { routeId: number | null; note: Note | null }) {
  const editor = useEditorForm(noteEditor, routeId, note);
  return (
    <Form<NoteValues> {...editor.formProps} layout="vertical">
      <Typography.Title level={3}>{editor.current ? '编辑笔记' : '新笔记'}</Typography.Title>
      {editor.dirty && <span>有未保存的修改</span>}
      <Link to="/notes">返回列表</Link>
      <Button type="primary" loading={editor.saving} onClick={() => void editor.save()}>
        保存
      </Button>
      <SaveErrorAlert error={editor.saveError} onClose={editor.clearSaveError} />
      <Form.Item name="title" label="标题" rules={[{ required: true, message: '请输入标题' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="slug" label="路径">
        <Input />
      </Form.Item>
    </Form>
  );
}

function renderEditor(path: string, routes: Record<string, Handler>) {
  const server = fakeServer(routes);
  const router = createMemoryRouter(
    [
      { path: '/notes', element: <h1>笔记列表</h1> },
      { path: '/notes/new', element: <NoteEditorPage /> },
      { path: '/notes/edit/:id', element: <NoteEditorPage /> },
    ],
    { initialEntries: [path] },
  );
  renderPage(server.client, router);
  return { ...server, router, user: userEvent.setup() };
}

/** A reply the test hands over when it chooses: a save that is still running until then. */
function later() {
  let answer: (reply: Reply) => void = () => undefined;
  const reply = new Promise<Reply>((resolve) => (answer = resolve));
  return { reply, answer };
}

const refuse = (status: number, message: string, errors?: { field: string; message: string }[]): Reply => ({
  status,
  data: { success: false, message, code: 'REFUSED', data: errors ? { errors } : null },
});
const ctrlS = () => fireEvent.keyDown(window, { key: 's', ctrlKey: true });
/** The error antd shows under the field labelled `label`. */
const errorUnder = (label: string) =>
  screen.getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent;
const stored: Note = { id: 1, title: '旧标题', slug: 'old' };

vi.setConfig({ testTimeout: 20_000 });

describe('useEditorForm', () => {
  it('is dirty only while the form differs from the saved values: typing and deleting it again is no change', async () => {
    const { user, router } = renderEditor('/notes/edit/1', { 'GET /notes/1': () => ok(stored) });
    const title = await screen.findByLabelText('标题');
    await user.type(title, '新');
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();
    await user.type(title, '{Backspace}');
    expect(title).toHaveValue('旧标题');
    expect(screen.queryByText('有未保存的修改')).not.toBeInTheDocument();
    // A space the body trims away is no change either.
    await user.type(title, ' ');
    expect(screen.queryByText('有未保存的修改')).not.toBeInTheDocument();
    // Nothing to lose: leaving does not ask.
    await user.click(screen.getByRole('link', { name: '返回列表' }));
    expect(await screen.findByRole('heading', { name: '笔记列表' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notes');
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const { user, router } = renderEditor('/notes/edit/1', { 'GET /notes/1': () => ok(stored) });
    await user.type(await screen.findByLabelText('标题'), '新');
    await user.click(screen.getByRole('link', { name: '返回列表' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('离开后未保存的内容将会丢失，确定离开吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/notes/edit/1');
    expect(screen.getByLabelText('标题')).toHaveValue('旧标题新');
  });

  it('Ctrl+S pressed twice quickly, and again while saving, sends one request; once done it saves again', async () => {
    const first = later();
    const { user, bodiesOf } = renderEditor('/notes/edit/1', {
      'GET /notes/1': () => ok(stored),
      'PUT /notes/1': (body) => (bodiesOf('PUT /notes/1').length === 1 ? first.reply : ok({ ...stored, ...body })),
    });
    await user.type(await screen.findByLabelText('标题'), '二');
    ctrlS();
    ctrlS();
    await waitFor(() => expect(bodiesOf('PUT /notes/1')).toHaveLength(1));
    ctrlS();
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await act(async () => first.answer(ok({ ...stored, title: '旧标题二' })));
    expect(await screen.findByText('笔记已保存')).toBeInTheDocument();
    expect(bodiesOf('PUT /notes/1')).toEqual([{ title: '旧标题二', slug: 'old' }]);
    expect(screen.queryByText('有未保存的修改')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('标题'), '三');
    ctrlS();
    await waitFor(() => expect(bodiesOf('PUT /notes/1')).toHaveLength(2));
  });

  it('a 409 (the slug is taken) shows on the slug field, keeps what was typed and says why; a later save clears it', async () => {
    let reply = refuse(409, '路径「hello」已被其他笔记使用');
    const { user } = renderEditor('/notes/new', {
      'POST /notes': () => reply,
      'GET /notes/3': () => ok({ id: 3, title: '你好', slug: 'hello' }),
    });
    await user.type(await screen.findByLabelText('标题'), '你好');
    await user.type(screen.getByLabelText('路径'), 'hello');
    ctrlS();
    expect(await screen.findByText('保存失败：路径「hello」已被其他笔记使用')).toBeInTheDocument();
    await waitFor(() => expect(errorUnder('路径')).toBe('路径「hello」已被其他笔记使用'));
    expect(errorUnder('标题')).toBeUndefined();
    expect(screen.getByLabelText('标题')).toHaveValue('你好');
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();

    // The other note let go of the slug: the same form saves, and the slug's error goes.
    reply = ok({ id: 3, title: '你好', slug: 'hello' });
    ctrlS();
    expect(await screen.findByText('笔记创建成功')).toBeInTheDocument();
    await waitFor(() => expect(errorUnder('路径')).toBeUndefined());
    expect(screen.queryByText('保存失败：路径「hello」已被其他笔记使用')).not.toBeInTheDocument();
  });

  it("the server's field errors show on their fields; without a reason, the editor's own text", async () => {
    let reply = refuse(400, '标题太长了', [
      { field: 'title', message: '标题太长了' },
      { field: 'colour', message: '表单里没有的字段' },
    ]);
    const { user } = renderEditor('/notes/new', { 'POST /notes': () => reply });
    await user.type(await screen.findByLabelText('标题'), '很长的标题');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(errorUnder('标题')).toBe('标题太长了'));
    expect(errorUnder('路径')).toBeUndefined();
    expect(screen.queryByText('表单里没有的字段')).not.toBeInTheDocument();

    reply = { status: 500 };
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('保存失败：创建笔记失败')).toBeInTheDocument();
  });

  it('after creating, moves to the edit address without asking; fields left alone show the saved values, text typed while saving stays', async () => {
    const saving = later();
    const { user, router } = renderEditor('/notes/new', {
      'POST /notes': () => saving.reply,
      'GET /notes/5': () => ok({ id: 5, title: '你好', slug: 'ni-hao' }),
    });
    const title = await screen.findByLabelText('标题');
    await user.type(title, '你好');
    ctrlS();
    await waitFor(() => expect(screen.getByRole('button', { name: /保\s*存/ })).toHaveClass('ant-btn-loading'));
    await user.type(title, '，世界');
    await act(async () => saving.answer(ok({ id: 5, title: '你好', slug: 'ni-hao' })));
    expect(await screen.findByText('笔记创建成功')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/notes/edit/5'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '编辑笔记' })).toBeInTheDocument();
    expect(screen.getByLabelText('路径')).toHaveValue('ni-hao');
    expect(screen.getByLabelText('标题')).toHaveValue('你好，世界');
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();
  });

  it('refuses to save what its own rules refuse, and sends nothing', async () => {
    const { user, requests } = renderEditor('/notes/new', {});
    await screen.findByLabelText('标题');
    ctrlS();
    expect(await screen.findByText('请先修正表单')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(requests).toEqual([]);
  });

  it('says so when the record does not exist', async () => {
    renderEditor('/notes/edit/9', { 'GET /notes/9': () => refuse(404, '笔记不存在') });
    expect(await screen.findByText('笔记不存在')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回笔记列表' })).toBeInTheDocument();
  });
});

describe('serverFieldErrors', () => {
  it('puts a nested field error on its top-level field and a 409 on the field named for it; others are left out', () => {
    const fields = ['images', 'slug'] as const;
    const invalid = new ApiError('图片地址无效', {
      status: 400,
      fieldErrors: [
        { field: 'images.0', message: '图片地址无效' },
        { field: 'price', message: '价格无效' },
      ],
    });
    expect(serverFieldErrors(invalid, fields, { field: 'slug', reason: '图片地址无效' })).toEqual([
      { name: 'images', errors: ['图片地址无效'] },
    ]);
    const taken = new ApiError('路径已被使用', { status: 409 });
    expect(serverFieldErrors(taken, fields, { field: 'slug', reason: '路径已被使用' })).toEqual([
      { name: 'slug', errors: ['路径已被使用'] },
    ]);
    expect(serverFieldErrors(taken, ['title'], { field: 'slug', reason: '路径已被使用' })).toEqual([]);
    expect(serverFieldErrors(new Error('网络错误'), fields, { field: 'slug' })).toEqual([]);
  });

  it("puts a 409 on the named field with the server's own reason, and nowhere without one named", () => {
    const taken = new ApiError('该邮箱已订阅此类型', { status: 409 });
    expect(serverFieldErrors(taken, ['email', 'status'], { field: 'email' })).toEqual([
      { name: 'email', errors: ['该邮箱已订阅此类型'] },
    ]);
    expect(serverFieldErrors(taken, ['email', 'status'])).toEqual([]);
  });
});
