import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../shared/api/api-client.ts';
import { useSession } from '../../auth/index.ts';
import { PasswordWizard } from './password-wizard.tsx';
import { alice, fail, fakeServer, ok, type Handler } from '../../../test/fake-server.ts';
import { InApp, resetSessionBeforeEach, routerAt, signInAlice } from '../../../test/signed-in.tsx';
import { currentStep, next, sendButton } from '../test-support.ts';

const goodServer: Record<string, Handler> = {
  'GET /user/profile': () => ok(alice),
  'POST /email/send-code': () => ok(null),
  'POST /email/verify-code': ({ code }) => (code === '123456' ? ok(true) : fail(400, '验证码错误')),
  'PUT /user/change-password': ({ currentPassword }) =>
    currentPassword === 'old-secret' ? ok(null) : fail(400, '密码错误'),
};

function renderWizard(routes: Record<string, Handler> = {}, wrapClient: (client: ApiClient) => ApiClient = (c) => c) {
  const server = fakeServer({ ...goodServer, ...routes }, { getToken: () => useSession.getState().token });
  const client = wrapClient(server.client);
  signInAlice(client);
  const onClose = vi.fn();
  const router = routerAt([
    { path: '/user/settings', element: <PasswordWizard open onClose={onClose} /> },
    { path: '/auth/login', element: <p>登录页</p> },
  ]);
  render(<InApp client={client} router={router} />);
  return { ...server, router, onClose };
}

const submit = () => screen.getByRole('button', { name: '确认修改' });

async function passStep1(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('验证码'), '123456');
  await user.click(next());
  await screen.findByLabelText('当前密码');
}

async function fillStep2(
  user: ReturnType<typeof userEvent.setup>,
  values: { current?: string; next?: string; confirm?: string },
) {
  if (values.current) await user.type(screen.getByLabelText('当前密码'), values.current);
  if (values.next) await user.type(screen.getByLabelText('新密码'), values.next);
  if (values.confirm) await user.type(screen.getByLabelText('确认新密码'), values.confirm);
}

/**
 * Under fake timers: lets the request and React settle without moving the clock (Testing
 * Library's findBy* would wait on a fake setTimeout), and fails if `found` never holds.
 */
async function until(found: () => unknown) {
  for (let i = 0; i < 50 && !found(); i++) await act(() => vi.advanceTimersByTimeAsync(0));
  expect(found()).toBeTruthy();
}

// Typing through user-event into antd in jsdom is slow, more so on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

resetSessionBeforeEach();

describe('PasswordWizard step 1: e-mailed code (purpose PASSWORD_RESET)', () => {
  it("shows the account's address and starts on step 1", () => {
    renderWizard();
    expect(screen.getByText('验证码将发送到您的邮箱 alice@example.com')).toBeInTheDocument();
    expect(currentStep()).toBe('邮箱验证');
    expect(screen.queryByLabelText('当前密码')).not.toBeInTheDocument();
  });

  it("sends a PASSWORD_RESET code to the account's address and starts the 60 s countdown", async () => {
    const user = userEvent.setup();
    const server = renderWizard();
    await user.click(sendButton());
    expect(await screen.findByText('验证码已发送到您的邮箱')).toBeInTheDocument();
    expect(server.bodiesOf('POST /email/send-code')).toEqual([
      { email: 'alice@example.com', codeType: 'PASSWORD_RESET' },
    ]);
    expect(sendButton()).toHaveTextContent(/^\d+秒后重发$/);
    expect(sendButton()).toBeDisabled();
  });

  it("a refused send shows the server's message and no countdown", async () => {
    const user = userEvent.setup();
    renderWizard({ 'POST /email/send-code': () => fail(429, '验证码发送过于频繁，请稍后再试') });
    await user.click(sendButton());
    expect(await screen.findByText('验证码发送过于频繁，请稍后再试')).toBeInTheDocument();
    expect(sendButton()).toHaveTextContent(/^获取验证码$/);
    expect(sendButton()).toBeEnabled();
  });

  it.each([
    ['empty', '', '请输入验证码'],
    ['too short', '12345', '验证码为6位数字'],
    ['not digits', '12345a', '验证码必须是6位数字'],
  ])('refuses a code that is %s with the spec text, calling nothing', async (_label, code, text) => {
    const user = userEvent.setup();
    const server = renderWizard();
    if (code) await user.type(screen.getByLabelText('验证码'), code);
    await user.click(next());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(server.requests).toEqual([]);
    expect(screen.queryByLabelText('当前密码')).not.toBeInTheDocument();
  });

  it('a wrong code shows the error and stays on step 1', async () => {
    const user = userEvent.setup();
    const server = renderWizard();
    await user.type(screen.getByLabelText('验证码'), '654321');
    await user.click(next());
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(server.bodiesOf('POST /email/verify-code')).toEqual([
      { email: 'alice@example.com', code: '654321', codeType: 'PASSWORD_RESET' },
    ]);
    expect(screen.queryByLabelText('当前密码')).not.toBeInTheDocument();
    expect(currentStep()).toBe('邮箱验证');
  });

  it("a failure without a message falls back to '验证码错误'", async () => {
    const user = userEvent.setup();
    renderWizard({}, (client) => ({
      ...client,
      post: (url, ...rest) =>
        url === '/email/verify-code' ? Promise.reject(new Error('')) : client.post(url, ...rest),
    }));
    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.click(next());
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(screen.queryByLabelText('当前密码')).not.toBeInTheDocument();
  });

  it("a right code: '验证码验证成功' and step 2 with the three password fields", async () => {
    const user = userEvent.setup();
    const server = renderWizard();
    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.click(next());
    expect(await screen.findByText('验证码验证成功')).toBeInTheDocument();
    expect(server.bodiesOf('POST /email/verify-code')).toEqual([
      { email: 'alice@example.com', code: '123456', codeType: 'PASSWORD_RESET' },
    ]);
    expect(screen.getByLabelText('当前密码')).toBeInTheDocument();
    expect(screen.getByLabelText('新密码')).toBeInTheDocument();
    expect(screen.getByLabelText('确认新密码')).toBeInTheDocument();
    expect(screen.queryByLabelText('验证码')).not.toBeInTheDocument();
    expect(currentStep()).toBe('设置新密码');
  });
});

describe('PasswordWizard step 2: current, new and confirmed password', () => {
  it("empty fields: '请输入当前密码', '请输入新密码', '请确认新密码', and nothing is sent", async () => {
    const user = userEvent.setup();
    const server = renderWizard();
    await passStep1(user);
    await user.click(submit());
    expect(await screen.findByText('请输入当前密码')).toBeInTheDocument();
    expect(screen.getByText('请输入新密码')).toBeInTheDocument();
    expect(screen.getByText('请确认新密码')).toBeInTheDocument();
    expect(server.bodiesOf('PUT /user/change-password')).toEqual([]);
  });

  it("a new password under 6 characters: '密码至少6位字符'", async () => {
    const user = userEvent.setup();
    const server = renderWizard();
    await passStep1(user);
    await fillStep2(user, { current: 'old-secret', next: '12345', confirm: '12345' });
    await user.click(submit());
    expect(await screen.findByText('密码至少6位字符')).toBeInTheDocument();
    expect(server.bodiesOf('PUT /user/change-password')).toEqual([]);
  });

  it("a confirmation that differs: '两次输入的密码不一致'", async () => {
    const user = userEvent.setup();
    const server = renderWizard();
    await passStep1(user);
    await fillStep2(user, { current: 'old-secret', next: 'new-secret', confirm: 'new-secreT' });
    await user.click(submit());
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(server.bodiesOf('PUT /user/change-password')).toEqual([]);
  });

  it('a wrong current password shows the server message, stays on step 2 and never leaves the page', async () => {
    const user = userEvent.setup();
    const server = renderWizard();
    await passStep1(user);
    await fillStep2(user, { current: 'not-my-password', next: 'new-secret', confirm: 'new-secret' });

    vi.useFakeTimers();
    fireEvent.click(submit());
    await until(() => screen.queryByText('密码错误'));
    expect(server.bodiesOf('PUT /user/change-password')).toEqual([
      { currentPassword: 'not-my-password', newPassword: 'new-secret' },
    ]);
    expect(screen.getByLabelText('当前密码')).toBeEnabled();
    expect(submit()).toBeEnabled();

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(server.router.state.location.pathname).toBe('/user/settings');
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, token: 'tok', user: alice });
    expect(localStorage.getItem('accessToken')).toBe('tok');
  });

  it("a failure without a message: '密码修改失败'", async () => {
    const user = userEvent.setup();
    renderWizard({}, (client) => ({
      ...client,
      put: (url, ...rest) =>
        url === '/user/change-password' ? Promise.reject(new Error('')) : client.put(url, ...rest),
    }));
    await passStep1(user);
    await fillStep2(user, { current: 'old-secret', next: 'new-secret', confirm: 'new-secret' });
    await user.click(submit());
    expect(await screen.findByText('密码修改失败')).toBeInTheDocument();
    expect(screen.getByLabelText('当前密码')).toBeInTheDocument();
  });

  it("success: '密码修改成功，请重新登录', and after 2000 ms — not before — the session ends and the user is on /auth/login", async () => {
    const user = userEvent.setup();
    const server = renderWizard();
    await passStep1(user);
    await fillStep2(user, { current: 'old-secret', next: 'new-secret', confirm: 'new-secret' });

    vi.useFakeTimers();
    fireEvent.click(submit());
    await until(() => screen.queryByText('密码修改成功，请重新登录'));
    // The confirmation never leaves the browser.
    expect(server.bodiesOf('PUT /user/change-password')).toEqual([
      { currentPassword: 'old-secret', newPassword: 'new-secret' },
    ]);
    expect(screen.getByRole('button', { name: '即将跳转到登录页…' })).toBeInTheDocument();
    expect(screen.getByLabelText('当前密码')).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(server.router.state.location.pathname).toBe('/user/settings');
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, token: 'tok', user: alice });
    expect(localStorage.getItem('accessToken')).toBe('tok');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(server.router.state.location.pathname).toBe('/auth/login');
    expect(screen.getByText('登录页')).toBeInTheDocument();
    expect(useSession.getState()).toMatchObject({ isAuthenticated: false, token: null, user: null });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(server.onClose).not.toHaveBeenCalled();
  });
});
