import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
import { FeedbackProvider } from './feedback.tsx';

const SENT = '验证码已发送到您的邮箱';
// antd puts a space between two CJK characters on a button.
const CONFIRM = /确\s?认$/; // the loading icon adds to the name while busy
const CANCEL = /^取\s?消$/;

const confirmButton = () => screen.getByRole('button', { name: CONFIRM });
const codeField = () => screen.getByLabelText('验证码');

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// Typing through user-event into antd in jsdom is slow, more so on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

type Overrides = Partial<ConfirmDialogProps>;

function renderDialog(overrides: Overrides = {}) {
  const props: ConfirmDialogProps = {
    open: true,
    title: '删除用户',
    content: '确定要删除用户 alice 吗？此操作不可恢复。',
    onConfirm: vi.fn(),
    onCancel: vi.fn(),
    ...overrides,
  };
  const view = render(
    <FeedbackProvider preload>
      <ConfirmDialog {...props} />
    </FeedbackProvider>,
  );
  const rerender = (next: Overrides) =>
    view.rerender(
      <FeedbackProvider preload>
        <ConfirmDialog {...props} {...next} />
      </FeedbackProvider>,
    );
  return { props, rerender };
}

const withCode = (overrides: Overrides = {}) =>
  renderDialog({ verification: { sendCode: vi.fn().mockResolvedValue(undefined) }, ...overrides });

describe('ConfirmDialog without verification', () => {
  it('shows the title and content, no code field, and confirms at once', async () => {
    const user = userEvent.setup();
    const { props } = renderDialog();
    expect(screen.getByText('删除用户')).toBeInTheDocument();
    expect(screen.getByText('确定要删除用户 alice 吗？此操作不可恢复。')).toBeInTheDocument();
    expect(screen.queryByLabelText('验证码')).not.toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();

    await user.click(confirmButton());
    expect(props.onConfirm).toHaveBeenCalledTimes(1);
    expect(props.onConfirm).toHaveBeenCalledWith(undefined);
  });

  it('cancel calls onCancel and not onConfirm', async () => {
    const user = userEvent.setup();
    const { props } = renderDialog();
    await user.click(screen.getByRole('button', { name: CANCEL }));
    expect(props.onCancel).toHaveBeenCalledTimes(1);
    expect(props.onConfirm).not.toHaveBeenCalled();
  });

  it('uses the given confirm text', () => {
    renderDialog({ confirmText: '永久删除' });
    expect(screen.getByRole('button', { name: '永久删除' })).toBeEnabled();
  });
});

describe('ConfirmDialog with verification (spec 01 §2, §5: exactly 6 characters)', () => {
  it('asks for the e-mailed code, with a send-code button', () => {
    withCode();
    expect(codeField()).toHaveValue('');
    expect(screen.getByText('为确认是您本人操作，请输入发送到您邮箱的验证码。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('keeps confirm disabled until the code has exactly 6 characters', async () => {
    const user = userEvent.setup();
    const { props } = withCode();
    expect(confirmButton()).toBeDisabled();

    for (const [i, ch] of [...'12345'].entries()) {
      await user.type(codeField(), ch);
      expect(codeField()).toHaveValue('12345'.slice(0, i + 1));
      expect(confirmButton()).toBeDisabled();
    }
    await user.type(codeField(), '6');
    expect(confirmButton()).toBeEnabled();

    await user.type(codeField(), '{Backspace}');
    expect(codeField()).toHaveValue('12345');
    expect(confirmButton()).toBeDisabled();
    expect(props.onConfirm).not.toHaveBeenCalled();
  });

  it('takes at most 6 characters', async () => {
    const user = userEvent.setup();
    withCode();
    await user.type(codeField(), '12345678');
    expect(codeField()).toHaveValue('123456');
    expect(confirmButton()).toBeEnabled();
  });

  it('counts characters, not digits: any 6 characters enable confirm (the server judges the code)', async () => {
    const user = userEvent.setup();
    withCode();
    await user.type(codeField(), 'ab12cd');
    expect(confirmButton()).toBeEnabled();
  });

  it('ignores surrounding spaces when counting', async () => {
    withCode();
    fireEvent.change(codeField(), { target: { value: ' 12345 ' } });
    expect(codeField()).toHaveValue('12345');
    expect(confirmButton()).toBeDisabled();
    fireEvent.change(codeField(), { target: { value: ' 123456 ' } });
    expect(confirmButton()).toBeEnabled();
  });

  it('passes the code to onConfirm', async () => {
    const user = userEvent.setup();
    const { props } = withCode();
    await user.type(codeField(), '654321');
    await user.click(confirmButton());
    expect(props.onConfirm).toHaveBeenCalledTimes(1);
    expect(props.onConfirm).toHaveBeenCalledWith('654321');
  });

  it('Enter in the code field confirms only once the code is complete', async () => {
    const user = userEvent.setup();
    const { props } = withCode();
    await user.type(codeField(), '65432{Enter}');
    expect(props.onConfirm).not.toHaveBeenCalled();
    await user.type(codeField(), '1{Enter}');
    expect(props.onConfirm).toHaveBeenCalledWith('654321');
  });

  it('shows the confirm button loading while onConfirm runs', async () => {
    const user = userEvent.setup();
    const gate = deferred();
    withCode({ onConfirm: () => gate.promise });
    await user.type(codeField(), '123456');
    await user.click(confirmButton());
    expect(confirmButton()).toHaveClass('ant-btn-loading');
    await act(async () => gate.resolve());
    expect(confirmButton()).not.toHaveClass('ant-btn-loading');
  });

  it('clicking outside cancels, but not while the action runs', async () => {
    const user = userEvent.setup();
    const gate = deferred();
    const { props } = withCode({ onConfirm: () => gate.promise });
    const outside = () => document.querySelector('.ant-modal-wrap')!;
    await user.click(outside());
    expect(props.onCancel).toHaveBeenCalledTimes(1);

    await user.type(codeField(), '123456');
    await user.click(confirmButton());
    await user.click(outside());
    expect(props.onCancel).toHaveBeenCalledTimes(1);
    await act(async () => gate.resolve());
  });

  it('a thrown error keeps the dialog open with the code, shows the message, and allows another try', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('验证码错误')).mockResolvedValue(undefined);
    const { props } = withCode({ title: '删除商品', onConfirm });
    await user.type(codeField(), '111111');
    await user.click(confirmButton());

    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(screen.getByText('删除商品')).toBeInTheDocument();
    expect(codeField()).toHaveValue('111111');
    expect(confirmButton()).toBeEnabled();
    expect(confirmButton()).not.toHaveClass('ant-btn-loading');
    expect(props.onCancel).not.toHaveBeenCalled();

    await user.clear(codeField());
    await user.type(codeField(), '222222');
    await user.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledTimes(2);
    expect(onConfirm).toHaveBeenLastCalledWith('222222');
    await vi.waitFor(() => expect(confirmButton()).not.toHaveClass('ant-btn-loading'));
    expect(screen.getAllByText('验证码错误')).toHaveLength(1);
  });

  it("a thrown error without a message shows '操作失败'", async () => {
    const user = userEvent.setup();
    withCode({ onConfirm: vi.fn().mockRejectedValue(new Error('')) });
    await user.type(codeField(), '123456');
    await user.click(confirmButton());
    expect(await screen.findByText('操作失败')).toBeInTheDocument();
    expect(codeField()).toHaveValue('123456');
  });

  it('starts empty again when it is reopened', async () => {
    const user = userEvent.setup();
    const { rerender } = withCode();
    await user.type(codeField(), '123456');
    rerender({ open: false });
    rerender({ open: true });
    expect(await screen.findByLabelText('验证码')).toHaveValue('');
    expect(confirmButton()).toBeDisabled();
  });

  it('shows a custom hint', () => {
    withCode({ verification: { sendCode: vi.fn(), hint: '验证码将发送到管理员邮箱 admin@example.com' } });
    expect(screen.getByText('验证码将发送到管理员邮箱 admin@example.com')).toBeInTheDocument();
  });
});

describe('ConfirmDialog send-code countdown (fake timers)', () => {
  /** Runs due timers and pending promises inside act, without moving the fake clock. */
  const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
  async function seconds(n: number) {
    for (let i = 0; i < n; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
  }
  const sendButton = () => screen.getByRole('button', { name: /获取验证码|秒后重发/ });

  it('sends the code, counts down 60 s refusing to resend, then allows it again', async () => {
    vi.useFakeTimers();
    const sendCode = vi.fn().mockResolvedValue(undefined);
    withCode({ verification: { sendCode } });

    fireEvent.click(sendButton());
    await flush();
    expect(sendCode).toHaveBeenCalledTimes(1);
    expect(screen.getByText(SENT)).toBeInTheDocument();
    expect(sendButton()).toHaveTextContent('60秒后重发');
    expect(sendButton()).toBeDisabled();

    await seconds(30);
    expect(sendButton()).toHaveTextContent('30秒后重发');
    fireEvent.click(sendButton());
    await flush();
    await seconds(29);
    expect(sendButton()).toHaveTextContent('1秒后重发');
    expect(sendButton()).toBeDisabled();
    expect(sendCode).toHaveBeenCalledTimes(1);

    await seconds(1);
    expect(sendButton()).toHaveTextContent('获取验证码');
    expect(sendButton()).toBeEnabled();
    fireEvent.click(sendButton());
    await flush();
    expect(sendCode).toHaveBeenCalledTimes(2);
    expect(sendButton()).toHaveTextContent('60秒后重发');
  });

  it('the countdown does not enable confirm; only the code does', async () => {
    vi.useFakeTimers();
    withCode();
    fireEvent.click(sendButton());
    await flush();
    expect(confirmButton()).toBeDisabled();
    fireEvent.change(codeField(), { target: { value: '123456' } });
    expect(confirmButton()).toBeEnabled();
    expect(sendButton()).toHaveTextContent('60秒后重发');
  });

  it('uses the given cooldown', async () => {
    vi.useFakeTimers();
    withCode({ verification: { sendCode: vi.fn().mockResolvedValue(undefined), cooldownSeconds: 90 } });
    fireEvent.click(sendButton());
    await flush();
    expect(sendButton()).toHaveTextContent('90秒后重发');
    await seconds(90);
    expect(sendButton()).toHaveTextContent('获取验证码');
  });

  it('a failed send shows its message and starts no countdown', async () => {
    vi.useFakeTimers();
    withCode({ verification: { sendCode: vi.fn().mockRejectedValue(new Error('验证码发送过于频繁，请稍后再试')) } });
    fireEvent.click(sendButton());
    await flush();
    expect(screen.getByText('验证码发送过于频繁，请稍后再试')).toBeInTheDocument();
    expect(sendButton()).toHaveTextContent('获取验证码');
    expect(sendButton()).toBeEnabled();
  });
});
