import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown, type Countdown } from '../hooks/use-countdown.ts';
import { SendCodeButton } from './send-code-button.tsx';
import { FeedbackProvider } from './feedback.tsx';

const SENT = '验证码已发送到您的邮箱';
const FAILED = '发送验证码失败';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Runs due timers and pending promises inside act, without moving the fake clock. */
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
/** Moves the fake clock one second at a time, so each tick of the countdown renders. */
async function seconds(n: number) {
  for (let i = 0; i < n; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
}

const button = () => screen.getByRole('button');

/**
 * Clicks with fireEvent: user-event goes through Testing Library's async wrapper, which waits on a
 * (here fake) setTimeout and would hang.
 */
async function click() {
  fireEvent.click(button());
  await flush();
}

function renderButton(onSend: () => Promise<void>, props: { cooldownSeconds?: number; disabled?: boolean } = {}) {
  render(
    <FeedbackProvider preload>
      <SendCodeButton onSend={onSend} {...props} />
    </FeedbackProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SendCodeButton (spec 01 §2, §8, §9: 60 s resend countdown)', () => {
  it("starts as '获取验证码', enabled", () => {
    renderButton(vi.fn().mockResolvedValue(undefined));
    expect(button()).toHaveTextContent('获取验证码');
    expect(button()).toBeEnabled();
  });

  it("after a successful send: '验证码已发送到您的邮箱' and a 60 s countdown, disabled until it ends", async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    renderButton(onSend);

    await click();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByText(SENT)).toBeInTheDocument();
    expect(button()).toHaveTextContent('60秒后重发');
    expect(button()).toBeDisabled();

    // One tick a second: nothing changes before the full second has passed.
    for (let i = 0; i < 9; i++) await act(() => vi.advanceTimersByTimeAsync(111));
    expect(button()).toHaveTextContent('60秒后重发');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(button()).toHaveTextContent('59秒后重发');
    expect(button()).toBeDisabled();

    await seconds(58);
    expect(button()).toHaveTextContent('1秒后重发');
    expect(button()).toBeDisabled();
    await click();
    expect(onSend).toHaveBeenCalledTimes(1);

    await seconds(1);
    expect(button()).toHaveTextContent('获取验证码');
    expect(button()).toBeEnabled();
  });

  it('refuses to send again before the countdown ends, and sends again once it has', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    renderButton(onSend);

    await click();
    for (const wait of [10, 30, 19]) {
      await seconds(wait);
      await click();
    }
    expect(onSend).toHaveBeenCalledTimes(1);

    await seconds(1);
    await click();
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(button()).toHaveTextContent('60秒后重发');
  });

  it('honours another cooldown (e.g. 120 s for subscription codes)', async () => {
    renderButton(vi.fn().mockResolvedValue(undefined), { cooldownSeconds: 120 });
    await click();
    expect(button()).toHaveTextContent('120秒后重发');
    await seconds(119);
    expect(button()).toHaveTextContent('1秒后重发');
    await seconds(1);
    expect(button()).toHaveTextContent('获取验证码');
  });

  it('shows the loading state while sending and starts the countdown only once the send succeeds', async () => {
    const gate = deferred();
    const onSend = vi.fn(() => gate.promise);
    renderButton(onSend);

    await click();
    expect(button()).toHaveClass('ant-btn-loading');
    expect(button()).toHaveTextContent('获取验证码');
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();

    gate.resolve();
    await flush();
    expect(button()).not.toHaveClass('ant-btn-loading');
    expect(button()).toHaveTextContent('60秒后重发');
  });

  it('a failed send shows the error message, starts no countdown and can be retried at once', async () => {
    const onSend = vi
      .fn()
      .mockRejectedValueOnce(new Error('验证码发送过于频繁，请稍后再试'))
      .mockResolvedValue(undefined);
    renderButton(onSend);

    await click();
    expect(screen.getByText('验证码发送过于频繁，请稍后再试')).toBeInTheDocument();
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
    expect(button()).toHaveTextContent('获取验证码');
    expect(button()).toBeEnabled();

    await seconds(1);
    expect(button()).toHaveTextContent('获取验证码');
    await click();
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(button()).toHaveTextContent('60秒后重发');
  });

  it.each([
    ['an error without a message', new Error('')],
    ['something that is not an Error', 'boom'],
    ['undefined', undefined],
  ])("a failure with %s shows '发送验证码失败'", async (_label, reason) => {
    renderButton(vi.fn().mockRejectedValue(reason));
    await click();
    expect(screen.getByText(FAILED)).toBeInTheDocument();
    expect(button()).toHaveTextContent('获取验证码');
    expect(button()).toBeEnabled();
  });

  it('`throw null` cancels silently: no message and no countdown', async () => {
    const onSend = vi.fn().mockRejectedValue(null);
    renderButton(onSend);
    await click();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    expect(button()).toHaveTextContent('获取验证码');
    expect(button()).toBeEnabled();
  });

  it('stays disabled when the caller disables it', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    renderButton(onSend, { disabled: true });
    expect(button()).toBeDisabled();
    await click();
    expect(onSend).not.toHaveBeenCalled();
  });
});

describe('SendCodeButton with a countdown its owner controls (a dialog opened right after a code was sent)', () => {
  /** The owner starts the countdown as it opens, and may stop it (a failed verification). */
  function Owner({ onSend, expose }: { onSend: () => Promise<void>; expose: (c: Countdown) => void }) {
    const countdown = useCountdown();
    const { start } = countdown;
    useEffect(() => start(120), [start]);
    expose(countdown);
    return (
      <SendCodeButton
        onSend={onSend}
        cooldownSeconds={120}
        countdown={countdown}
        sentMessage="验证码已重新发送，请查收邮件"
        idleText="重新发送"
      />
    );
  }

  it('counts from the start, stops when its owner says, then resends with its own texts', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    let countdown!: Countdown;
    render(
      <FeedbackProvider preload>
        <Owner onSend={onSend} expose={(c) => (countdown = c)} />
      </FeedbackProvider>,
    );
    await flush();
    expect(button()).toHaveTextContent('120秒后重发');
    expect(button()).toBeDisabled();
    await seconds(30);
    expect(button()).toHaveTextContent('90秒后重发');

    act(() => countdown.stop());
    expect(button()).toHaveTextContent('重新发送');
    expect(button()).toBeEnabled();

    await click();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByText('验证码已重新发送，请查收邮件')).toBeInTheDocument();
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
    expect(button()).toHaveTextContent('120秒后重发');
  });
});
