import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../shared/api/api-client.ts';
import { useSession } from '../../auth/index.ts';
import { EmailWizard } from './email-wizard.tsx';
import { alice, fail, fakeServer, ok, type Handler } from '../../../test/fake-server.ts';
import { InApp, resetSessionBeforeEach, routerAt, signInAlice } from '../../../test/signed-in.tsx';
import { currentStep, next, sendButton } from '../test-support.ts';

const CURRENT_CODE = '111111';
const NEW_CODE = '222222';
const PASSWORD = 'old-secret';

/** The real client over a fake server that knows alice, her password and the codes it e-mailed. */
function aliceServer(overrides: Record<string, Handler>) {
  let profile = alice;
  const codes: Record<string, string> = { 'alice@example.com': CURRENT_CODE, 'new@example.com': NEW_CODE };
  const routes: Record<string, Handler> = {
    'GET /user/profile': () => ok(profile),
    'POST /email/send-code': ({ email }) =>
      email === 'busy@example.com' ? fail(429, '该邮箱接收验证码过于频繁，请稍后再试') : ok(null),
    'POST /email/verify-code': ({ email, code, codeType }) =>
      codeType === 'EMAIL_CHANGE' && codes[String(email)] === code ? ok(true) : fail(400, '验证码错误'),
    'POST /user/verify-password': ({ currentPassword }) =>
      currentPassword === PASSWORD ? ok(true) : fail(400, '密码错误'),
    'PUT /user/change-email': ({ newEmail }) => {
      profile = { ...profile, email: String(newEmail) };
      return ok(profile);
    },
    ...overrides,
  };
  return fakeServer(routes, { getToken: () => useSession.getState().token });
}

function renderWizard(routes: Record<string, Handler> = {}, wrapClient: (client: ApiClient) => ApiClient = (c) => c) {
  const server = aliceServer(routes);
  const client = wrapClient(server.client);
  signInAlice(client);
  const onClose = vi.fn();
  const page = (open: boolean) => (
    <InApp
      client={client}
      router={routerAt([{ path: '/user/settings', element: <EmailWizard open={open} onClose={onClose} /> }])}
    />
  );
  const view = render(page(true));
  return { ...server, onClose, reopen: () => (view.rerender(page(false)), view.rerender(page(true))) };
}

type User_ = ReturnType<typeof userEvent.setup>;
const bind = () => screen.getByRole('button', { name: '确认换绑' });

async function passStep1(user: User_, code = CURRENT_CODE) {
  await user.type(screen.getByLabelText('验证码'), code);
  await user.click(next());
  await screen.findByLabelText('当前密码');
}
async function passStep2(user: User_, password = PASSWORD) {
  await user.type(screen.getByLabelText('当前密码'), password);
  await user.click(next());
  await screen.findByLabelText('新邮箱');
}
async function fillStep3(user: User_, email: string, code: string) {
  if (email) await user.type(screen.getByLabelText('新邮箱'), email);
  if (code) await user.type(screen.getByLabelText('验证码'), code);
}

// Typing through user-event into antd in jsdom is slow, more so on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

resetSessionBeforeEach();

describe('EmailWizard step 1: a code sent to the current address', () => {
  it('shows the current address and starts on step 1', () => {
    renderWizard();
    expect(screen.getByText('验证码将发送到您当前的邮箱 alice@example.com')).toBeInTheDocument();
    expect(currentStep()).toBe('验证当前邮箱');
    expect(screen.queryByLabelText('当前密码')).not.toBeInTheDocument();
  });

  it('sends an EMAIL_CHANGE code to the current address and counts down', async () => {
    const user = userEvent.setup();
    const server = renderWizard();
    await user.click(sendButton());
    expect(await screen.findByText('验证码已发送到您的邮箱')).toBeInTheDocument();
    expect(server.bodiesOf('POST /email/send-code')).toEqual([
      { email: 'alice@example.com', codeType: 'EMAIL_CHANGE' },
    ]);
    expect(sendButton()).toHaveTextContent(/^\d+秒后重发$/);
    expect(sendButton()).toBeDisabled();
  });

  it.each([
    ['empty', '', '请输入验证码'],
    ['too short', '12345', '验证码为6位数字'],
    ['not digits', 'abcdef', '验证码必须是6位数字'],
  ])('refuses a code that is %s with the spec text, calling nothing', async (_label, code, text) => {
    const user = userEvent.setup();
    const server = renderWizard();
    if (code) await user.type(screen.getByLabelText('验证码'), code);
    await user.click(next());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(server.requests).toEqual([]);
    expect(currentStep()).toBe('验证当前邮箱');
  });

  it("a wrong code: '验证码错误', still on step 1", async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(screen.getByLabelText('验证码'), '999999');
    await user.click(next());
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(screen.queryByLabelText('当前密码')).not.toBeInTheDocument();
    expect(currentStep()).toBe('验证当前邮箱');
  });

  it("a right code: '当前邮箱验证成功' and step 2", async () => {
    const user = userEvent.setup();
    const server = renderWizard();
    await user.type(screen.getByLabelText('验证码'), CURRENT_CODE);
    await user.click(next());
    expect(await screen.findByText('当前邮箱验证成功')).toBeInTheDocument();
    expect(server.bodiesOf('POST /email/verify-code')).toEqual([
      { email: 'alice@example.com', code: CURRENT_CODE, codeType: 'EMAIL_CHANGE' },
    ]);
    expect(screen.getByLabelText('当前密码')).toBeInTheDocument();
    expect(screen.queryByLabelText('验证码')).not.toBeInTheDocument();
    expect(currentStep()).toBe('验证密码');
  });
});

describe('EmailWizard step 2: the current password', () => {
  it("empty: '请输入当前密码', nothing sent", async () => {
    const user = userEvent.setup();
    const server = renderWizard();
    await passStep1(user);
    await user.click(next());
    expect(await screen.findByText('请输入当前密码')).toBeInTheDocument();
    expect(server.bodiesOf('POST /user/verify-password')).toEqual([]);
  });

  it("a wrong password: '密码错误', still on step 2", async () => {
    const user = userEvent.setup();
    const server = renderWizard();
    await passStep1(user);
    await user.type(screen.getByLabelText('当前密码'), 'not-my-password');
    await user.click(next());
    expect(await screen.findByText('密码错误')).toBeInTheDocument();
    expect(server.bodiesOf('POST /user/verify-password')).toEqual([{ currentPassword: 'not-my-password' }]);
    expect(screen.getByLabelText('当前密码')).toBeInTheDocument();
    expect(screen.queryByLabelText('新邮箱')).not.toBeInTheDocument();
    expect(currentStep()).toBe('验证密码');
  });

  it("a failure without a message falls back to '密码错误'", async () => {
    const user = userEvent.setup();
    renderWizard({}, (client) => ({
      ...client,
      post: (url, ...rest) =>
        url === '/user/verify-password' ? Promise.reject(new Error('')) : client.post(url, ...rest),
    }));
    await passStep1(user);
    await user.type(screen.getByLabelText('当前密码'), PASSWORD);
    await user.click(next());
    expect(await screen.findByText('密码错误')).toBeInTheDocument();
    expect(currentStep()).toBe('验证密码');
  });

  it("the right password: '密码验证成功' and step 3", async () => {
    const user = userEvent.setup();
    const server = renderWizard();
    await passStep1(user);
    await user.type(screen.getByLabelText('当前密码'), PASSWORD);
    await user.click(next());
    expect(await screen.findByText('密码验证成功')).toBeInTheDocument();
    expect(server.bodiesOf('POST /user/verify-password')).toEqual([{ currentPassword: PASSWORD }]);
    expect(screen.getByLabelText('新邮箱')).toBeInTheDocument();
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    expect(currentStep()).toBe('绑定新邮箱');
  });
});

describe('EmailWizard step 3: the new address and its code', () => {
  it("empty fields: '请输入邮箱地址' and '请输入验证码', nothing sent", async () => {
    const user = userEvent.setup();
    const server = renderWizard();
    await passStep1(user);
    await passStep2(user);
    const before = server.requests.length;
    await user.click(bind());
    expect(await screen.findByText('请输入邮箱地址')).toBeInTheDocument();
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    expect(server.requests).toHaveLength(before);
  });

  it("an invalid address: '邮箱格式不正确'; a short code: '验证码为6位数字'", async () => {
    const user = userEvent.setup();
    const server = renderWizard();
    await passStep1(user);
    await passStep2(user);
    const before = server.requests.length;
    await fillStep3(user, 'not-an-email', '2222');
    await user.click(bind());
    expect(await screen.findByText('邮箱格式不正确')).toBeInTheDocument();
    expect(await screen.findByText('验证码为6位数字')).toBeInTheDocument();
    expect(server.requests).toHaveLength(before);
  });

  it('the send-code button checks the address first: an invalid one sends nothing, shows the field error and no failure message', async () => {
    const user = userEvent.setup();
    const server = renderWizard();
    await passStep1(user);
    await passStep2(user);
    await user.click(sendButton());
    expect(await screen.findByText('请输入邮箱地址')).toBeInTheDocument();
    await user.type(screen.getByLabelText('新邮箱'), 'new@');
    await user.click(sendButton());
    expect(await screen.findByText('邮箱格式不正确')).toBeInTheDocument();
    expect(server.bodiesOf('POST /email/send-code')).toEqual([]);
    expect(screen.queryByText('发送验证码失败')).not.toBeInTheDocument();
    expect(sendButton()).toHaveTextContent(/^获取验证码$/);
    expect(sendButton()).toBeEnabled();
  });

  it('sends an EMAIL_CHANGE code to the new address (trimmed) and counts down', async () => {
    const user = userEvent.setup();
    const server = renderWizard();
    await passStep1(user);
    await passStep2(user);
    await user.type(screen.getByLabelText('新邮箱'), '  new@example.com ');
    await user.click(sendButton());
    expect(await screen.findByText('验证码已发送到您的邮箱')).toBeInTheDocument();
    expect(server.bodiesOf('POST /email/send-code')).toEqual([{ email: 'new@example.com', codeType: 'EMAIL_CHANGE' }]);
    expect(sendButton()).toHaveTextContent(/^\d+秒后重发$/);
    expect(sendButton()).toBeDisabled();
  });

  it("a refused send (too many codes for the address) shows the server's message", async () => {
    const user = userEvent.setup();
    renderWizard();
    await passStep1(user);
    await passStep2(user);
    await user.type(screen.getByLabelText('新邮箱'), 'busy@example.com');
    await user.click(sendButton());
    expect(await screen.findByText('该邮箱接收验证码过于频繁，请稍后再试')).toBeInTheDocument();
    expect(sendButton()).toHaveTextContent(/^获取验证码$/);
  });

  it("a wrong code for the new address: '验证码错误', no change requested, still on step 3", async () => {
    const user = userEvent.setup();
    const server = renderWizard();
    await passStep1(user);
    await passStep2(user);
    await fillStep3(user, 'new@example.com', '999999');
    await user.click(bind());
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(server.bodiesOf('POST /email/verify-code').at(-1)).toEqual({
      email: 'new@example.com',
      code: '999999',
      codeType: 'EMAIL_CHANGE',
    });
    expect(server.bodiesOf('PUT /user/change-email')).toEqual([]);
    expect(screen.queryByText('新邮箱验证成功')).not.toBeInTheDocument();
    expect(currentStep()).toBe('绑定新邮箱');
  });

  it("success: '新邮箱验证成功', the change carries what the earlier steps verified, '邮箱换绑成功', the profile is reloaded, and step 4 shows the new address", async () => {
    const user = userEvent.setup();
    const server = renderWizard();
    await passStep1(user);
    await passStep2(user);
    await fillStep3(user, ' new@example.com ', NEW_CODE);
    await user.click(bind());

    expect(await screen.findByText('邮箱换绑成功', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(screen.getByText('新邮箱验证成功')).toBeInTheDocument();
    expect(server.bodiesOf('POST /email/verify-code').at(-1)).toEqual({
      email: 'new@example.com',
      code: NEW_CODE,
      codeType: 'EMAIL_CHANGE',
    });
    expect(server.bodiesOf('PUT /user/change-email')).toEqual([
      {
        currentPassword: PASSWORD,
        newEmail: 'new@example.com',
        currentEmailCode: CURRENT_CODE,
        newEmailCode: NEW_CODE,
      },
    ]);
    // New code verified first, then the change, then the profile reloaded.
    expect(server.routes()).toEqual([
      'POST /email/verify-code',
      'POST /user/verify-password',
      'POST /email/verify-code',
      'PUT /user/change-email',
      'GET /user/profile',
    ]);
    expect(useSession.getState().user).toMatchObject({ id: 1, email: 'new@example.com' });

    expect(await screen.findByText('今后的通知将发送到 new@example.com')).toBeInTheDocument();
    expect(currentStep()).toBe('完成');
    expect(screen.queryByLabelText('新邮箱')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^完\s?成$/ }));
    expect(server.onClose).toHaveBeenCalledTimes(1);
  });

  it("a refused change shows the server's message, keeps step 3 and its values, and reloads nothing", async () => {
    const user = userEvent.setup();
    const server = renderWizard({ 'PUT /user/change-email': () => fail(409, '该邮箱已被其他账号使用') });
    await passStep1(user);
    await passStep2(user);
    await fillStep3(user, 'new@example.com', NEW_CODE);
    await user.click(bind());
    expect(await screen.findByText('该邮箱已被其他账号使用')).toBeInTheDocument();
    expect(server.bodiesOf('PUT /user/change-email')).toHaveLength(1);
    expect(server.routes()).not.toContain('GET /user/profile');
    expect(screen.queryByText('邮箱换绑成功')).not.toBeInTheDocument();
    expect(currentStep()).toBe('绑定新邮箱');
    expect(screen.getByLabelText('新邮箱')).toHaveValue('new@example.com');
    expect(screen.getByLabelText('验证码')).toHaveValue(NEW_CODE);
    expect(bind()).toBeEnabled();
    expect(useSession.getState().user).toEqual(alice);
  });

  it("a refused change without a message: '邮箱换绑失败', still on step 3", async () => {
    const user = userEvent.setup();
    const server = renderWizard({}, (client) => ({
      ...client,
      put: (url, ...rest) => (url === '/user/change-email' ? Promise.reject(new Error('')) : client.put(url, ...rest)),
    }));
    await passStep1(user);
    await passStep2(user);
    await fillStep3(user, 'new@example.com', NEW_CODE);
    await user.click(bind());
    expect(await screen.findByText('邮箱换绑失败')).toBeInTheDocument();
    expect(server.routes()).not.toContain('GET /user/profile');
    expect(currentStep()).toBe('绑定新邮箱');
  });
});

describe('EmailWizard reopened', () => {
  it('starts again from step 1 and does not reuse what was verified before', async () => {
    const user = userEvent.setup();
    const server = renderWizard();
    await passStep1(user);
    await passStep2(user);
    server.reopen();
    expect(await screen.findByText('验证码将发送到您当前的邮箱 alice@example.com')).toBeInTheDocument();
    expect(currentStep()).toBe('验证当前邮箱');
    expect(screen.getByLabelText('验证码')).toHaveValue('');
  });
});
