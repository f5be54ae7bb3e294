import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_MESSAGES, type Role, type Subscription, type SubscriptionType } from '@app/contract';
import { fail, ok, type Handler } from '../../../test/fake-server.ts';
import { resetSessionBeforeEach } from '../../../test/signed-in.tsx';
import { dialog, isShown, label, renderSignedIn, stubResizeObserver, subscription } from '../test-support.tsx';
import { SubscriptionsPanel } from './subscriptions-panel.tsx';

const MY = 'GET /user/subscriptions/my';
const SUBSCRIBE = 'POST /user/subscriptions/subscribe';
const UNSUBSCRIBE = 'GET /user/subscriptions/unsubscribe';

/**
 * A server holding alice's subscriptions: subscribing her own address activates it, another waits
 * for a code; the token link cancels.
 */
function renderPanel(
  initial: Subscription[],
  { role = 'USER', routes = {} }: { role?: Role; routes?: Record<string, Handler> } = {},
) {
  let list = [...initial];
  let nextId = 100;
  const server = renderSignedIn(
    {
      [MY]: () => ok(list),
      [SUBSCRIBE]: ({ email, subscriptionType }) => {
        const own = email === 'alice@example.com';
        const type = subscriptionType as SubscriptionType;
        list = [
          ...list.filter((s) => !(s.email === email && s.subscriptionType === type)),
          subscription(nextId++, type, { email: String(email), status: own ? 'ACTIVE' : 'PENDING' }),
        ];
        return ok({ verificationRequired: !own });
      },
      [UNSUBSCRIBE]: (_body, { token }) => {
        list = list.map((s) => (s.unsubscribeToken === token ? { ...s, status: 'UNSUBSCRIBED' } : s));
        return ok({ subscriptionType: 'USER_NEW_ARTICLE', email: 'a***@example.com' });
      },
      ...routes,
    },
    <SubscriptionsPanel />,
    role,
  );
  return { ...server, user: userEvent.setup() };
}

const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' });
const quickSwitch = (typeLabel: string) => screen.getByRole('switch', { name: typeLabel });
/** The table row of the subscription shown with this e-mail and type label. */
const rowOf = (email: string, typeLabel: string) => {
  const row = screen
    .queryAllByRole('row')
    .find((r) => within(r).queryByText(email) && within(r).queryByText(typeLabel));
  if (!row) throw new Error(`no row for ${email} ${typeLabel}`);
  return row;
};
/** Waits for the row to be listed. */
const findRow = (email: string, typeLabel: string) => waitFor(() => rowOf(email, typeLabel));

beforeAll(stubResizeObserver);
vi.setConfig({ testTimeout: 20_000 });
resetSessionBeforeEach();

describe('快速设置 (spec 02 §2, spec 01 §2 tab 3)', () => {
  it("gives a reader one switch per reader type, on only where the account's own address is active", async () => {
    renderPanel([
      subscription(1, 'USER_NEW_ARTICLE'),
      subscription(2, 'USER_NEW_PRODUCT', { email: 'friend@example.com' }),
      subscription(3, 'USER_COMMENT_REPLY', { status: 'PAUSED' }),
    ]);
    await waitFor(() => expect(quickSwitch('新文章')).toBeEnabled());
    expect(screen.getAllByRole('switch')).toHaveLength(3);
    expect(screen.getByText('博客发布新文章时通知我')).toBeInTheDocument();
    expect(screen.getByText('有人回复我的评论时通知我')).toBeInTheDocument();
    expect(quickSwitch('新文章')).toBeChecked();
    expect(quickSwitch('新好物')).not.toBeChecked();
    expect(quickSwitch('评论回复')).not.toBeChecked();
  });

  it('gives an administrator the four administrator types too', async () => {
    renderPanel([subscription(1, 'ADMIN_NEW_COMMENT')], { role: 'ADMIN' });
    await waitFor(() => expect(quickSwitch('新评论')).toBeChecked());
    expect(screen.getAllByRole('switch')).toHaveLength(7);
    for (const type of ['新用户注册', '文章发布', '好物上架']) expect(quickSwitch(type)).not.toBeChecked();
    expect(screen.getByText('有读者发表评论时通知我（含待审核的评论）')).toBeInTheDocument();
  });

  it("switching on subscribes the account's address: '订阅已开启', and the switch stays on", async () => {
    const { user, bodiesOf, routes } = renderPanel([]);
    await waitFor(() => expect(quickSwitch('新好物')).toBeEnabled());
    await user.click(quickSwitch('新好物'));
    expect(await toast(SUBSCRIPTION_MESSAGES.subscribed)).toBeInTheDocument();
    expect(bodiesOf(SUBSCRIBE)).toEqual([{ email: 'alice@example.com', subscriptionType: 'USER_NEW_PRODUCT' }]);
    await waitFor(() => expect(routes()).toEqual([MY, SUBSCRIBE, MY]));
    expect(quickSwitch('新好物')).toBeChecked();
    expect(within(rowOf('alice@example.com', '新好物')).getByText('已激活')).toBeInTheDocument();
  });

  it("switching off follows the subscription's token link: '订阅已关闭'", async () => {
    const { user, requests } = renderPanel([subscription(7, 'USER_NEW_ARTICLE')]);
    await waitFor(() => expect(quickSwitch('新文章')).toBeChecked());
    await user.click(quickSwitch('新文章'));
    expect(await toast(SUBSCRIPTION_MESSAGES.cancelled)).toBeInTheDocument();
    expect(requests.find((r) => r.route === UNSUBSCRIBE)?.params).toEqual({ token: '7.token' });
    await waitFor(() => expect(quickSwitch('新文章')).not.toBeChecked());
  });

  it('turns while saving, and stays as it was when the server refuses', async () => {
    let refuse!: () => void;
    const { user } = renderPanel([], {
      routes: {
        [SUBSCRIBE]: () =>
          new Promise((resolve) => (refuse = () => resolve(fail(403, '只有管理员可以订阅管理员通知')))),
      },
    });
    await waitFor(() => expect(quickSwitch('新文章')).toBeEnabled());
    await user.click(quickSwitch('新文章'));
    await waitFor(() => expect(quickSwitch('新文章')).toHaveClass('ant-switch-loading'));
    refuse();
    expect(await toast('只有管理员可以订阅管理员通知')).toBeInTheDocument();
    await waitFor(() => expect(quickSwitch('新文章')).not.toHaveClass('ant-switch-loading'));
    expect(quickSwitch('新文章')).not.toBeChecked();
  });
});

describe('我的订阅 (spec 02 §2, §3, §4)', () => {
  it('lists type, address, status tag, dates and count, with the action each status allows', async () => {
    renderPanel([
      subscription(1, 'USER_NEW_ARTICLE', {
        status: 'ACTIVE',
        lastNotificationAt: '2025-03-02T02:05:00.000Z',
        notificationCount: 12,
      }),
      subscription(2, 'USER_NEW_PRODUCT', { status: 'PENDING', email: 'friend@example.com' }),
      subscription(3, 'USER_COMMENT_REPLY', { status: 'PAUSED' }),
      subscription(4, 'USER_NEW_ARTICLE', { status: 'UNSUBSCRIBED', email: 'old@example.com' }),
    ]);
    const active = await findRow('alice@example.com', '新文章');
    expect(within(active).getByText('已激活')).toHaveClass('ant-tag-green');
    expect(within(active).getByText('2025-03-01 16:30')).toBeInTheDocument();
    expect(within(active).getByText('2025-03-02 10:05')).toBeInTheDocument();
    expect(within(active).getByText('12')).toBeInTheDocument();
    expect(within(active).getByRole('button', { name: label('退订') })).toBeInTheDocument();

    const pending = rowOf('friend@example.com', '新好物');
    expect(within(pending).getByText('待验证')).toHaveClass('ant-tag-gold');
    expect(within(pending).getByText('—')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: label('验证') })).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: label('退订') })).toBeNull();

    const paused = rowOf('alice@example.com', '评论回复');
    expect(within(paused).getByText('已暂停')).toBeInTheDocument();
    expect(within(paused).getByRole('button', { name: label('退订') })).toBeInTheDocument();

    const gone = rowOf('old@example.com', '新文章');
    expect(within(gone).getByText('已退订')).toHaveClass('ant-tag-red');
    expect(within(gone).queryByRole('button')).toBeNull();
  });

  it("says '还没有订阅' when there is none", async () => {
    renderPanel([]);
    expect(await screen.findByText('还没有订阅')).toBeInTheDocument();
  });

  it('says so when the list cannot be read, and reads it again on 重试', async () => {
    let calls = 0;
    renderPanel([], { routes: { [MY]: () => (++calls === 1 ? fail(500, '系统错误，请稍后重试') : ok([])) } });
    expect(await screen.findByText('加载订阅失败')).toBeInTheDocument();
    expect(screen.getByText('系统错误，请稍后重试')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: label('重试') }));
    expect(await screen.findByText('还没有订阅')).toBeInTheDocument();
  });

  it("退订 asks first; confirmed, it follows the token link: '已成功取消订阅'", async () => {
    const { user, routes, requests } = renderPanel([
      subscription(5, 'USER_NEW_PRODUCT', { email: 'friend@example.com' }),
    ]);
    await findRow('friend@example.com', '新好物');
    await user.click(within(rowOf('friend@example.com', '新好物')).getByRole('button', { name: label('退订') }));
    await user.click(within(dialog('退订')).getByRole('button', { name: label('取消') }));
    expect(routes()).not.toContain(UNSUBSCRIBE);

    await user.click(within(rowOf('friend@example.com', '新好物')).getByRole('button', { name: label('退订') }));
    expect(within(dialog('退订')).getByText(/friend@example.com 将不再收到这类通知邮件/)).toBeInTheDocument();
    await user.click(within(dialog('退订')).getByRole('button', { name: label('退订') }));
    expect(await toast(SUBSCRIPTION_MESSAGES.unsubscribed)).toBeInTheDocument();
    expect(requests.filter((r) => r.route === UNSUBSCRIBE).map((r) => r.params)).toEqual([{ token: '5.token' }]);
    await waitFor(() => expect(within(rowOf('friend@example.com', '新好物')).getByText('已退订')).toBeInTheDocument());
  });

  it('验证 on a subscription still waiting opens the code dialog for its address, resending allowed', async () => {
    const { user } = renderPanel([
      subscription(2, 'USER_NEW_PRODUCT', { status: 'PENDING', email: 'friend@example.com' }),
    ]);
    await user.click(
      within(await findRow('friend@example.com', '新好物')).getByRole('button', { name: label('验证') }),
    );
    const verify = dialog('验证邮箱');
    expect(within(verify).getByText(SUBSCRIPTION_MESSAGES.verifyNote('friend@example.com'))).toBeInTheDocument();
    expect(within(verify).getByRole('button', { name: '重新发送' })).toBeEnabled();
  });
});

describe('添加订阅 → 验证邮箱 (spec 02 §5)', () => {
  it('another address: the code dialog opens with the resend countdown running, and the list shows it waiting', async () => {
    const { user } = renderPanel([]);
    await screen.findByText('还没有订阅');
    await user.click(screen.getByRole('button', { name: /添加订阅/ }));
    await user.type(screen.getByLabelText('邮箱地址'), 'friend@example.com');
    await user.click(screen.getByLabelText('订阅类型'));
    await user.click(await screen.findByText('评论回复', { selector: '.ant-select-item-option-content span' }));
    await user.click(within(dialog('添加订阅')).getByRole('button', { name: label('订阅') }));

    expect(await toast(SUBSCRIPTION_MESSAGES.submitted)).toBeInTheDocument();
    await waitFor(() => expect(isShown('添加订阅')).toBe(false));
    expect(isShown('验证邮箱')).toBe(true);
    const verify = dialog('验证邮箱');
    expect(within(verify).getByText(SUBSCRIPTION_MESSAGES.verifyNote('friend@example.com'))).toBeInTheDocument();
    expect(within(verify).getByRole('button', { name: /^\d+秒后重发$/ })).toBeDisabled();
    await waitFor(() =>
      expect(within(rowOf('friend@example.com', '评论回复')).getByText('待验证')).toBeInTheDocument(),
    );
  });

  it("the right code: '邮箱验证成功，订阅已激活', the dialog closes and the list shows it active", async () => {
    let status: Subscription['status'] = 'PENDING';
    const { user } = renderPanel([], {
      routes: {
        [MY]: () => ok([subscription(2, 'USER_NEW_PRODUCT', { status, email: 'friend@example.com' })]),
        'POST /user/subscriptions/verify-code': (_body, { code }) => {
          if (code !== '246810') return fail(400, '验证码错误');
          status = 'ACTIVE';
          return ok(null);
        },
      },
    });
    await user.click(
      within(await findRow('friend@example.com', '新好物')).getByRole('button', { name: label('验证') }),
    );
    expect(isShown('验证邮箱')).toBe(true);
    await user.type(screen.getByLabelText('验证码'), '246810');
    await user.click(within(dialog('验证邮箱')).getByRole('button', { name: label('验证') }));
    expect(await toast(SUBSCRIPTION_MESSAGES.verified)).toBeInTheDocument();
    await waitFor(() => expect(isShown('验证邮箱')).toBe(false));
    await waitFor(() => expect(within(rowOf('friend@example.com', '新好物')).getByText('已激活')).toBeInTheDocument());
  });
});
