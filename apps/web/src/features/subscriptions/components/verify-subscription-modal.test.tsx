import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_MESSAGES } from '@app/contract';
import { fail, ok, type Handler } from '../../../test/fake-server.ts';
import { resetSessionBeforeEach } from '../../../test/signed-in.tsx';
import {
  cooldownRefusal,
  flush,
  label,
  renderSignedIn,
  seconds,
  settle,
  stubResizeObserver,
} from '../test-support.tsx';
import { VerifySubscriptionModal, type VerifyTarget } from './verify-subscription-modal.tsx';

const SEND = 'POST /email/send-code';
const VERIFY = 'POST /user/subscriptions/verify-code';
const CODE = '135790';
const JUST_SENT: VerifyTarget = {
  email: 'friend@example.com',
  subscriptionType: 'USER_NEW_ARTICLE',
  codeJustSent: true,
};

/** A server that mailed CODE to friend@example.com, and resends without complaint unless told otherwise. */
function renderVerify(overrides: Record<string, Handler> = {}, target: VerifyTarget = JUST_SENT) {
  const onClose = vi.fn();
  const onVerified = vi.fn();
  const server = renderSignedIn(
    {
      [SEND]: () => ok(null),
      [VERIFY]: (_body, params) => (params.code === CODE ? ok(null) : fail(400, '验证码错误')),
      ...overrides,
    },
    <VerifySubscriptionModal target={target} onClose={onClose} onVerified={onVerified} />,
  );
  return { ...server, onClose, onVerified };
}

const resend = () => screen.getByRole('button', { name: /(重新发送|\d{1,3}秒后重发)$/ });
const codeInput = () => screen.getByLabelText('验证码');

/** Clicks with fireEvent: user-event waits on a (here fake) setTimeout and would hang. */
async function click(element: HTMLElement) {
  fireEvent.click(element);
  await flush();
}
async function submitCode(code: string) {
  fireEvent.change(codeInput(), { target: { value: code } });
  await click(screen.getByRole('button', { name: label('验证') }));
}

beforeAll(stubResizeObserver);
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});
resetSessionBeforeEach();

describe('the verify dialog (spec 02 §4, §5, §8)', () => {
  it('says where the code went and what it activates', async () => {
    renderVerify();
    await flush();
    expect(screen.getByText(SUBSCRIPTION_MESSAGES.verifyNote('friend@example.com'))).toBeInTheDocument();
    expect(screen.getByText('新文章')).toBeInTheDocument();
  });

  it('blocks resending for 120 s from opening (the code was just sent), then resends and counts again', async () => {
    const server = renderVerify();
    await flush();
    expect(resend()).toHaveTextContent('120秒后重发');
    expect(resend()).toBeDisabled();

    await seconds(1);
    expect(resend()).toHaveTextContent('119秒后重发');
    await seconds(118);
    expect(resend()).toHaveTextContent('1秒后重发');
    await click(resend());
    expect(server.routes()).toEqual([]);

    await seconds(1);
    expect(resend()).toHaveTextContent('重新发送');
    expect(resend()).toBeEnabled();
    await click(resend());
    expect(server.bodiesOf(SEND)).toEqual([{ email: 'friend@example.com', codeType: 'SUBSCRIBE' }]);
    expect(screen.getByText(SUBSCRIPTION_MESSAGES.resent)).toBeInTheDocument();
    expect(resend()).toHaveTextContent('120秒后重发');
    expect(resend()).toBeDisabled();
  });

  it.each([
    ['empty', '', '请输入验证码'],
    ['too short', '12345', '验证码为6位数字'],
    ['not digits', 'abcdef', '验证码必须是6位数字'],
  ])('refuses a code that is %s with the spec text, calling nothing', async (_label, code, text) => {
    const server = renderVerify();
    await flush();
    await submitCode(code);
    await settle();
    expect(screen.getByText(text, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it("verifies with email, code and type as query parameters and no body: '邮箱验证成功，订阅已激活'", async () => {
    const server = renderVerify();
    await flush();
    await submitCode(CODE);
    expect(server.requests).toEqual([
      {
        route: VERIFY,
        body: undefined,
        params: { email: 'friend@example.com', code: CODE, subscriptionType: 'USER_NEW_ARTICLE' },
        uri: `/api/user/subscriptions/verify-code?email=friend%40example.com&code=${CODE}&subscriptionType=USER_NEW_ARTICLE`,
      },
    ]);
    expect(screen.getByText(SUBSCRIPTION_MESSAGES.verified)).toBeInTheDocument();
    expect(vi.mocked(server.onVerified)).toHaveBeenCalledTimes(1);
  });

  it('a failed verification shows why and allows resending at once', async () => {
    const server = renderVerify();
    await flush();
    await seconds(10);
    expect(resend()).toBeDisabled();

    await submitCode('000000');
    expect(screen.getByText('验证码错误')).toBeInTheDocument();
    expect(server.onVerified).not.toHaveBeenCalled();
    expect(resend()).toHaveTextContent('重新发送');
    expect(resend()).toBeEnabled();

    await click(resend());
    expect(server.bodiesOf(SEND)).toHaveLength(1);
    expect(resend()).toHaveTextContent('120秒后重发');
  });

  it("a resend the server refuses within its cooldown says '请等待冷却时间结束后再试'", async () => {
    renderVerify({ [SEND]: cooldownRefusal });
    await flush();
    await submitCode('000000');
    await click(resend());
    expect(screen.getByText(SUBSCRIPTION_MESSAGES.cooldown)).toBeInTheDocument();
    expect(screen.queryByText(SUBSCRIPTION_MESSAGES.resent)).not.toBeInTheDocument();
    expect(resend()).toHaveTextContent('重新发送');
  });

  it("a failure without a message says '操作失败，请稍后重试'", async () => {
    renderVerify({ [VERIFY]: () => ({ status: 500, data: {} }) });
    await flush();
    await submitCode(CODE);
    expect(screen.getByText(SUBSCRIPTION_MESSAGES.failed)).toBeInTheDocument();
  });

  it('opened for a subscription still waiting (no code just sent): resending is allowed at once', async () => {
    const server = renderVerify({}, { ...JUST_SENT, codeJustSent: false });
    await flush();
    expect(resend()).toHaveTextContent('重新发送');
    expect(resend()).toBeEnabled();
    await click(resend());
    expect(server.routes()).toEqual([SEND]);
  });
});
