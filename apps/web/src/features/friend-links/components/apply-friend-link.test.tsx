import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Handler, type Reply } from '../../../test/fake-server.ts';
import { renderWithServer, stubResizeObserver } from '../test-support.tsx';
import { ApplyFriendLink } from './apply-friend-link.tsx';

const APPLY = 'POST /public/friend-links/apply';

beforeAll(stubResizeObserver);
vi.setConfig({ testTimeout: 20_000 });

function renderForm(reply: Handler = () => ok(null)) {
  return renderWithServer({ [APPLY]: reply }, <ApplyFriendLink />);
}

const user = () => userEvent.setup();
const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const submit = () => within(dialog()).getByRole('button', { name: /提交申请/ });
const fieldError = (text: string) => screen.findByText(text, { selector: '.ant-form-item-explain-error' });
const setText = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function open(u = user()) {
  await u.click(screen.getByRole('button', { name: /申请友链/ }));
  // The form's code loads on the first click (its first import in a test run can take seconds).
  await screen.findByRole('dialog', {}, { timeout: 15_000 });
  return u;
}

async function fillValid() {
  setText('站点名称', '小明的博客');
  setText('站点URL', 'https://xiaoming.example.com');
}

describe('the friend link application (spec 02 §5, §8)', () => {
  it('opens in a modal with the seven fields; the category is 个人博客 with five choices', async () => {
    renderForm();
    const u = await open();
    for (const label of ['站点名称', '站点URL', '分类', '站点描述', '站长名称', '站长邮箱', '头像URL'])
      expect(field(label)).toBeInTheDocument();
    expect(within(dialog()).getByTitle('个人博客')).toBeInTheDocument();
    await u.click(field('分类'));
    await screen.findByText('技术博客', { selector: '.ant-select-item-option-content' });
    const options = [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
    expect(options).toEqual(['个人博客', '技术博客', '生活博客', '摄影博客', '其他']);
  });

  it('an empty form: the site name and the URL are required, and nothing is sent', async () => {
    const server = renderForm();
    const u = await open();
    await u.click(submit());
    expect(await fieldError('请输入站点名称')).toBeInTheDocument();
    expect(await fieldError('请输入站点URL')).toBeInTheDocument();
    expect(server.routes()).toEqual([]);
  });

  it.each(['not a url', 'javascript:alert(1)', 'ftp://files.example.com', 'localhost'])(
    '%s is not a valid URL',
    async (value) => {
      const server = renderForm();
      const u = await open();
      setText('站点名称', '小明的博客');
      setText('站点URL', value);
      await u.click(submit());
      expect(await fieldError('请输入有效的URL')).toBeInTheDocument();
      expect(server.routes()).toEqual([]);
    },
  );

  it('a host with a port is an address without a scheme, not the scheme of one', async () => {
    renderForm();
    const u = await open();
    await u.type(field('站点URL'), 'xiaoming.example.com:8080/blog');
    await u.tab();
    expect(field('站点URL')).toHaveValue('https://xiaoming.example.com:8080/blog');
  });

  it('an address typed without a scheme gets https:// on leaving the field, and is sent so', async () => {
    const server = renderForm();
    const u = await open();
    await u.type(field('站点URL'), 'xiaoming.example.com');
    await u.tab();
    expect(field('站点URL')).toHaveValue('https://xiaoming.example.com');
    expect(within(dialog()).getByText('未写协议时自动加上 https://')).toBeInTheDocument();
    setText('站点名称', '小明的博客');
    await u.click(submit());
    await waitFor(() => expect(server.routes()).toEqual([APPLY]));
    expect(server.bodiesOf(APPLY)[0]).toMatchObject({ siteUrl: 'https://xiaoming.example.com' });
  });

  it('an owner e-mail is optional but must be valid when given', async () => {
    const server = renderForm();
    const u = await open();
    await fillValid();
    setText('站长邮箱', 'xiaoming@');
    await u.click(submit());
    expect(await fieldError('请输入有效的邮箱地址')).toBeInTheDocument();
    expect(server.routes()).toEqual([]);
    setText('站长邮箱', '');
    await u.click(submit());
    await waitFor(() => expect(server.routes()).toEqual([APPLY]));
  });

  it('an avatar address must be http(s)', async () => {
    const server = renderForm();
    const u = await open();
    await fillValid();
    setText('头像URL', 'data:image/png;base64,AAAA');
    await u.click(submit());
    expect(await fieldError('头像地址必须是 http(s) 链接')).toBeInTheDocument();
    expect(server.routes()).toEqual([]);
  });

  it('sent: 友链申请已提交，请等待审核, the modal closes and the form is empty when opened again', async () => {
    const server = renderForm();
    const u = await open();
    await fillValid();
    setText('站点描述', '记录生活');
    setText('站长邮箱', 'xiaoming@example.com');
    await u.click(submit());
    expect(await screen.findByText('友链申请已提交，请等待审核')).toBeInTheDocument();
    expect(server.bodiesOf(APPLY)).toEqual([
      expect.objectContaining({
        siteName: '小明的博客',
        siteUrl: 'https://xiaoming.example.com',
        category: '个人博客',
        description: '记录生活',
        ownerEmail: 'xiaoming@example.com',
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await open(u);
    expect(field('站点名称')).toHaveValue('');
    expect(field('站点URL')).toHaveValue('');
    expect(within(dialog()).getByTitle('个人博客')).toBeInTheDocument();
  });

  it.each([
    ['a duplicate (409)', fail(409, '该站点已提交过友链申请，请勿重复提交'), '该站点已提交过友链申请，请勿重复提交'],
    ['too many applications (429)', fail(429, '友链申请过于频繁，请稍后再试'), '友链申请过于频繁，请稍后再试'],
    ['a failure without a reason', { status: 500, data: '' } as Reply, '申请失败，请稍后重试'],
  ])('refused, %s: the reason shows, the modal stays open with the typed values', async (_case, reply, text) => {
    renderForm(() => reply);
    const u = await open();
    await fillValid();
    setText('站长名称', '小明');
    await u.click(submit());
    expect(await within(dialog()).findByText(text)).toBeInTheDocument();
    expect(field('站点名称')).toHaveValue('小明的博客');
    expect(field('站点URL')).toHaveValue('https://xiaoming.example.com');
    expect(field('站长名称')).toHaveValue('小明');
    expect(screen.queryByText('友链申请已提交，请等待审核')).not.toBeInTheDocument();
  });

  it('closed without sending, the typed values are there when opened again', async () => {
    const server = renderForm();
    const u = await open();
    setText('站点名称', '小明的博客');
    await u.click(within(dialog()).getByRole('button', { name: /取\s?消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await open(u);
    expect(field('站点名称')).toHaveValue('小明的博客');
    expect(server.routes()).toEqual([]);
  });

  it("the server's field errors show under their fields", async () => {
    renderForm(() => ({
      status: 400,
      data: {
        success: false,
        message: '参数校验失败',
        code: 'VALIDATION_ERROR',
        data: { errors: [{ field: 'siteName', message: '站点名称不能超过50个字符' }] },
      },
    }));
    const u = await open();
    await fillValid();
    await u.click(submit());
    expect(await fieldError('站点名称不能超过50个字符')).toBeInTheDocument();
    expect(field('站点名称')).toHaveValue('小明的博客');
  });

  it('an unreachable server: the failure shows above the form, the values stay', async () => {
    renderForm(() => Promise.reject(new Error('offline')));
    const u = await open();
    await fillValid();
    await u.click(submit());
    expect(await within(dialog()).findByRole('alert')).toBeInTheDocument();
    expect(field('站点名称')).toHaveValue('小明的博客');
  });
});
