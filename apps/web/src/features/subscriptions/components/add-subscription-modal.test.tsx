import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_MESSAGES, type Role, type Subscription } from '@app/contract';
import { fail, ok, type Handler } from '../../../test/fake-server.ts';
import { resetSessionBeforeEach } from '../../../test/signed-in.tsx';
import { label, renderSignedIn, stubResizeObserver, subscription } from '../test-support.tsx';
import { AddSubscriptionModal } from './add-subscription-modal.tsx';

const SUBSCRIBE = 'POST /user/subscriptions/subscribe';

function renderAdd({
  role = 'USER',
  subscriptions = [],
  routes = {},
}: { role?: Role; subscriptions?: Subscription[]; routes?: Record<string, Handler> } = {}) {
  const onClose = vi.fn();
  const onSubscribed = vi.fn();
  const server = renderSignedIn(
    {
      // The account's own address is active at once; another waits for its code.
      [SUBSCRIBE]: ({ email }) => ok({ verificationRequired: email !== 'alice@example.com' }),
      ...routes,
    },
    <AddSubscriptionModal
      open
      role={role}
      subscriptions={subscriptions}
      onClose={onClose}
      onSubscribed={onSubscribed}
    />,
    role,
  );
  return { ...server, onClose, onSubscribed, user: userEvent.setup() };
}

const submit = () => screen.getByRole('button', { name: label('订阅') });
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' });
const fieldError = (text: string) => screen.findByText(text, { selector: '.ant-form-item-explain-error' });

/** The types the select offers, by label, in order. */
async function offered(user: ReturnType<typeof userEvent.setup>): Promise<string[]> {
  await user.click(screen.getByLabelText('订阅类型'));
  await waitFor(() => expect(document.querySelector('.ant-select-dropdown')).not.toBeNull());
  return [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent ?? '');
}
async function choose(user: ReturnType<typeof userEvent.setup>, option: string) {
  await user.click(screen.getByLabelText('订阅类型'));
  await user.click(await screen.findByText(option, { selector: '.ant-select-item-option-content span' }));
}

beforeAll(stubResizeObserver);
vi.setConfig({ testTimeout: 20_000 });
resetSessionBeforeEach();

describe('添加订阅: the rules (spec 02 §5)', () => {
  it("an empty form: '请输入邮箱地址' and '请选择订阅类型', nothing sent", async () => {
    const { user, requests } = renderAdd();
    await user.click(submit());
    expect(await fieldError('请输入邮箱地址')).toBeInTheDocument();
    expect(await fieldError('请选择订阅类型')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("an address that is not one: '邮箱格式不正确'", async () => {
    const { user, requests } = renderAdd();
    await user.type(screen.getByLabelText('邮箱地址'), 'not-an-address');
    await choose(user, '新文章');
    await user.click(submit());
    expect(await fieldError('邮箱格式不正确')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

describe('添加订阅: the types offered (spec 02 §4)', () => {
  it('offers a reader the three reader types, none of the administrators’', async () => {
    const { user } = renderAdd();
    expect(await offered(user)).toEqual(['新文章', '新好物', '评论回复']);
  });

  it('offers an administrator all seven', async () => {
    const { user } = renderAdd({ role: 'ADMIN' });
    expect(await offered(user)).toEqual([
      '新用户注册',
      '新评论',
      '文章发布',
      '好物上架',
      '新文章',
      '新好物',
      '评论回复',
    ]);
  });

  it('offers a type only when the account holds none of it, or only cancelled ones', async () => {
    const { user } = renderAdd({
      subscriptions: [
        subscription(1, 'USER_NEW_ARTICLE', { status: 'ACTIVE' }),
        subscription(2, 'USER_NEW_PRODUCT', { status: 'UNSUBSCRIBED' }),
        subscription(3, 'USER_COMMENT_REPLY', { status: 'PENDING', email: 'friend@example.com' }),
      ],
    });
    expect(await offered(user)).toEqual(['新好物']);
  });

  it('a paused subscription keeps its type from being offered again', async () => {
    const { user } = renderAdd({ subscriptions: [subscription(1, 'USER_NEW_PRODUCT', { status: 'PAUSED' })] });
    expect(await offered(user)).toEqual(['新文章', '评论回复']);
  });
});

describe('添加订阅: sending it', () => {
  it("another address: sent with its name, '订阅申请已提交，请查收验证邮件', then its code is asked for", async () => {
    const { user, bodiesOf, onSubscribed } = renderAdd();
    await user.type(screen.getByLabelText('邮箱地址'), 'friend@example.com');
    await choose(user, '新好物');
    expect(screen.getByText('衣橱上架新好物时通知我')).toBeInTheDocument();
    await user.type(screen.getByLabelText('称呼（选填）'), '小明');
    await user.click(submit());
    expect(await toast(SUBSCRIPTION_MESSAGES.submitted)).toBeInTheDocument();
    expect(bodiesOf(SUBSCRIBE)).toEqual([
      { email: 'friend@example.com', subscriptionType: 'USER_NEW_PRODUCT', subscriberName: '小明' },
    ]);
    expect(onSubscribed).toHaveBeenCalledWith({
      email: 'friend@example.com',
      subscriptionType: 'USER_NEW_PRODUCT',
      codeJustSent: true,
    });
  });

  it("the account's own address: active at once, '订阅已开启', no code asked for", async () => {
    const { user, bodiesOf, onSubscribed } = renderAdd();
    await user.type(screen.getByLabelText('邮箱地址'), 'alice@example.com');
    await choose(user, '评论回复');
    await user.click(submit());
    expect(await toast(SUBSCRIPTION_MESSAGES.subscribed)).toBeInTheDocument();
    expect(bodiesOf(SUBSCRIBE)).toEqual([
      { email: 'alice@example.com', subscriptionType: 'USER_COMMENT_REPLY', subscriberName: null },
    ]);
    expect(onSubscribed).toHaveBeenCalledWith(null);
  });

  it("a refusal shows the server's reason and keeps the dialog", async () => {
    const { user, onSubscribed } = renderAdd({ routes: { [SUBSCRIBE]: () => fail(409, '您已订阅该类型') } });
    await user.type(screen.getByLabelText('邮箱地址'), 'friend@example.com');
    await choose(user, '新文章');
    await user.click(submit());
    expect(await toast('您已订阅该类型')).toBeInTheDocument();
    expect(onSubscribed).not.toHaveBeenCalled();
    expect(screen.getByLabelText('邮箱地址')).toHaveValue('friend@example.com');
  });
});
