import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminSubscription } from '@app/contract';
import { fail, ok, type Handler } from '../../../test/fake-server.ts';
import { fieldError, renderFormModal, saveButton } from '../../../test/form-modal.tsx';
import { adminSubscription, stubResizeObserver } from '../test-support.ts';
import { SubscriptionFormModal } from './subscription-form-modal.tsx';

const paused = adminSubscription(5, 'reader@example.com', {
  subscriptionType: 'USER_NEW_PRODUCT',
  status: 'PAUSED',
  subscriberName: '老读者',
});

const echo: Handler = (body) => ok(adminSubscription(9, String(body.email)));

const renderModal = (
  subscription: AdminSubscription | null,
  routes: Record<string, Handler> = { 'POST /admin/subscriptions': echo, 'PUT /admin/subscriptions/5': echo },
) => renderFormModal(routes, (handlers) => <SubscriptionFormModal open subscription={subscription} {...handlers} />);

const field = (name: string) => screen.getByLabelText(name);
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' });
/** The selected text of an antd Select, found from its label. */
const selected = (name: string) =>
  (field(name).closest('.ant-select') as HTMLElement).querySelector('.ant-select-content')?.textContent;
async function choose(user: ReturnType<typeof userEvent.setup>, name: string, option: string) {
  await user.click(field(name));
  const list = (await screen.findAllByRole('listbox')).at(-1)!.closest('.ant-select-dropdown') as HTMLElement;
  // An option's content is its text, or an icon and its text (the types).
  const content = [...list.querySelectorAll('.ant-select-item-option-content')].find((o) => o.textContent === option);
  await user.click(content as HTMLElement);
}

beforeAll(stubResizeObserver);
vi.setConfig({ testTimeout: 20_000 });

describe('SubscriptionFormModal (添加订阅 / 编辑订阅)', () => {
  it('a new subscription starts empty and 已激活 (the administrator vouches for the address)', async () => {
    renderModal(null);
    expect(screen.getByText('添加订阅')).toBeInTheDocument();
    await waitFor(() => expect(selected('状态')).toBe('已激活'));
    expect(field('邮箱')).toHaveValue('');
    expect(field('订阅者名称')).toHaveValue('');
  });

  it("保存 on an empty form: '请输入邮箱地址' and '请选择订阅类型', nothing sent", async () => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await user.click(saveButton());
    expect(await fieldError('请输入邮箱地址')).toBeInTheDocument();
    expect(await fieldError('请选择订阅类型')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
    expect(server.onSaved).not.toHaveBeenCalled();
  });

  it.each(['reader', 'a@b', 'reader@example'])("refuses the address %j with '邮箱格式不正确'", async (email) => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await user.type(field('邮箱'), email);
    await choose(user, '订阅类型', '新文章');
    await user.click(saveButton());
    expect(await fieldError('邮箱格式不正确')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it("refuses a name over 50 characters with the contract's words", async () => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await user.type(field('邮箱'), 'reader@example.com');
    await choose(user, '订阅类型', '新文章');
    await user.click(field('订阅者名称'));
    await user.paste('名'.repeat(51));
    await user.click(saveButton());
    expect(await fieldError('订阅者名称不能超过50个字符')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('offers the seven types with their labels, and the four statuses', async () => {
    const user = userEvent.setup();
    renderModal(null);
    const optionsOf = async (name: string) => {
      await user.click(field(name));
      const list = (await screen.findAllByRole('listbox')).at(-1)!.closest('.ant-select-dropdown') as HTMLElement;
      return [...list.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
    };
    expect(await optionsOf('订阅类型')).toEqual([
      '新用户注册',
      '新评论',
      '文章发布',
      '好物上架',
      '新文章',
      '新好物',
      '评论回复',
    ]);
    expect(await optionsOf('状态')).toEqual(['待验证', '已激活', '已暂停', '已退订']);
  });

  it("creates: POST /admin/subscriptions, trimmed, an empty name as null, ACTIVE, then '管理员订阅创建成功'", async () => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await user.type(field('邮箱'), '  new@example.com ');
    await choose(user, '订阅类型', '评论回复');
    await user.click(saveButton());
    expect(await toast('管理员订阅创建成功')).toBeInTheDocument();
    expect(server.bodiesOf('POST /admin/subscriptions')).toEqual([
      { email: 'new@example.com', subscriptionType: 'USER_COMMENT_REPLY', subscriberName: null, status: 'ACTIVE' },
    ]);
    expect(server.onSaved).toHaveBeenCalledTimes(1);
  });

  it("edits: the subscription's values shown; PUT /admin/subscriptions/5 with the changes, then '订阅更新成功'", async () => {
    const user = userEvent.setup();
    const server = renderModal(paused);
    expect(screen.getByText('编辑订阅')).toBeInTheDocument();
    await waitFor(() => expect(field('邮箱')).toHaveValue('reader@example.com'));
    expect(selected('订阅类型')).toBe('新好物');
    expect(field('订阅者名称')).toHaveValue('老读者');
    expect(selected('状态')).toBe('已暂停');

    await choose(user, '状态', '已激活');
    await user.clear(field('订阅者名称'));
    await user.type(field('订阅者名称'), '新名字');
    await user.click(saveButton());
    expect(await toast('订阅更新成功')).toBeInTheDocument();
    expect(server.bodiesOf('PUT /admin/subscriptions/5')).toEqual([
      { email: 'reader@example.com', subscriptionType: 'USER_NEW_PRODUCT', subscriberName: '新名字', status: 'ACTIVE' },
    ]);
    expect(server.onSaved).toHaveBeenCalledTimes(1);
  });

  it("409: '该邮箱已订阅此类型' under the address and as the message; the form stays", async () => {
    const user = userEvent.setup();
    const server = renderModal(null, {
      'POST /admin/subscriptions': () => fail(409, '该邮箱已订阅此类型'),
    });
    await user.type(field('邮箱'), 'reader@example.com');
    await choose(user, '订阅类型', '新文章');
    await user.click(saveButton());
    expect(await fieldError('该邮箱已订阅此类型')).toBeInTheDocument();
    expect(await toast('该邮箱已订阅此类型')).toBeInTheDocument();
    expect(server.onSaved).not.toHaveBeenCalled();
    expect(field('邮箱')).toHaveValue('reader@example.com');
  });

  it("the server's field errors go on their fields", async () => {
    const user = userEvent.setup();
    renderModal(null, {
      'POST /admin/subscriptions': () => ({
        status: 400,
        data: {
          success: false,
          message: '参数校验失败',
          code: 'VALIDATION_ERROR',
          data: { errors: [{ field: 'subscriberName', message: '名称含有不允许的字符' }] },
        },
      }),
    });
    await user.type(field('邮箱'), 'reader@example.com');
    await choose(user, '订阅类型', '新文章');
    await user.click(saveButton());
    expect(await fieldError('名称含有不允许的字符')).toBeInTheDocument();
    expect(await toast('参数校验失败')).toBeInTheDocument();
  });

  it("a failure without the server's words says '操作失败，请稍后重试'", async () => {
    const user = userEvent.setup();
    const server = renderModal(paused, { 'PUT /admin/subscriptions/5': () => ({ status: 500, data: {} }) });
    await waitFor(() => expect(field('邮箱')).toHaveValue('reader@example.com'));
    await user.click(saveButton());
    expect(await toast('操作失败，请稍后重试')).toBeInTheDocument();
    expect(server.onSaved).not.toHaveBeenCalled();
  });
});
