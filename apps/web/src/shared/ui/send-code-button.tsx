import { useState } from 'react';
import { App, Button, type ButtonProps } from 'antd';
import { CODE_COOLDOWN_SECONDS } from '@app/contract';
import { useCountdown } from '../hooks/use-countdown.ts';

export const CODE_SENT_MESSAGE = '验证码已发送到您的邮箱';
export const CODE_SEND_FAILED_MESSAGE = '发送验证码失败';

/**
 * A send-code button with a resend countdown: refuses to send again before it ends. `onSend`
 * may throw to cancel (e.g. a form field that does not validate) without a message: throw
 * `null` for that.
 */
export function SendCodeButton({
  onSend,
  cooldownSeconds = CODE_COOLDOWN_SECONDS,
  ...button
}: { onSend: () => Promise<void>; cooldownSeconds?: number } & Omit<ButtonProps, 'onClick'>) {
  const { message } = App.useApp();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (countdown.remaining > 0) return;
    setSending(true);
    try {
      await onSend();
      message.success(CODE_SENT_MESSAGE);
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
      {countdown.remaining > 0 ? `${countdown.remaining}秒后重发` : '获取验证码'}
    </Button>
  );
}
