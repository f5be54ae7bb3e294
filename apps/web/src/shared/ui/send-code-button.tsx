import { useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import { CODE_COOLDOWN_SECONDS } from '@app/contract';
import { useCountdown, type Countdown } from '../hooks/use-countdown.ts';
import { useFeedback } from './feedback.tsx';

export const CODE_SENT_MESSAGE = '验证码已发送到您的邮箱';
export const CODE_SEND_FAILED_MESSAGE = '发送验证码失败';

export interface SendCodeOptions {
  cooldownSeconds?: number;
  /**
   * The countdown to show and start, when its owner must also start or end it (a dialog that
   * opens right after a code was sent, a failed verification that allows resending at once).
   */
  countdown?: Countdown;
  /** Said after a successful send. */
  sentMessage?: string;
  /** The label while not counting down. */
  idleText?: string;
}

/**
 * A send-code button with a resend countdown: refuses to send again before it ends. `onSend`
 * may throw to cancel (e.g. a form field that does not validate) without a message: throw
 * `null` for that; an Error's message is shown as it is.
 */
export function SendCodeButton({
  onSend,
  cooldownSeconds = CODE_COOLDOWN_SECONDS,
  countdown: given,
  sentMessage = CODE_SENT_MESSAGE,
  idleText = '获取验证码',
  ...button
}: { onSend: () => Promise<void> } & SendCodeOptions & Omit<ButtonProps, 'onClick'>) {
  const { message } = useFeedback();
  const own = useCountdown();
  const countdown = given ?? own;
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (countdown.remaining > 0) return;
    setSending(true);
    try {
      await onSend();
      message.success(sentMessage);
      countdown.start(cooldownSeconds);
    } catch (error) {
      if (error !== null)
        message.error(error instanceof Error && error.message ? error.message : CODE_SEND_FAILED_MESSAGE);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      {...button}
      onClick={() => void send()}
      loading={sending}
      disabled={button.disabled || countdown.remaining > 0}
    >
      {countdown.remaining > 0 ? `${countdown.remaining}秒后重发` : idleText}
    </Button>
  );
}
