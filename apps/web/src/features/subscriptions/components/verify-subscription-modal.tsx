import { useEffect, useState } from 'react';
import { Alert, Form, Modal } from 'antd';
import { SUBSCRIBE_CODE_COOLDOWN_SECONDS, SUBSCRIPTION_MESSAGES, type SubscriptionType } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { useCountdown } from '../../../shared/hooks/use-countdown.ts';
import { CodeField } from '../../../shared/ui/code-field.tsx';
import { resendSubscriptionCode, verifySubscription } from '../api.ts';
import { failureText, resendFailureText } from '../subscription-errors.ts';
import { SubscriptionTypeLabel } from '../../../shared/ui/subscription-labels.tsx';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

/** The subscription a code is asked for. */
export interface VerifyTarget {
  email: string;
  subscriptionType: SubscriptionType;
  /** Just mailed (after 添加订阅): resending waits out the 120 s cooldown from the start. */
  codeJustSent: boolean;
}

/**
 * 验证邮箱 (spec 02 §4, §5): the 6-digit code mailed to the address activates its subscription.
 * Resending counts down 120 s; a failed verification allows resending at once.
 */
export function VerifySubscriptionModal({
  target,
  onClose,
  onVerified,
}: {
  target: VerifyTarget | null;
  onClose: () => void;
  onVerified: () => void;
}) {
  const api = useApi();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ code: string }>();
  const [verifying, setVerifying] = useState(false);
  const countdown = useCountdown();
  const { start, stop } = countdown;
  // What the dialog shows stays while it closes (target is null then).
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target.codeJustSent) start(SUBSCRIBE_CODE_COOLDOWN_SECONDS);
    else stop();
  }, [target, form, start, stop]);

  const verify = async ({ code }: { code: string }) => {
    if (!target) return;
    setVerifying(true);
    try {
      await verifySubscription(api, {
        email: target.email,
        code: code.trim(),
        subscriptionType: target.subscriptionType,
      });
      message.success(SUBSCRIPTION_MESSAGES.verified);
      onVerified();
    } catch (e) {
      message.error(failureText(e));
      stop();
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    if (!target) return;
    try {
      await resendSubscriptionCode(api, target.email);
    } catch (e) {
      throw new Error(resendFailureText(e), { cause: e });
    }
  };

  return (
    <Modal
      open={target !== null}
      title="验证邮箱"
      okText="验证"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={verifying}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={(values) => void verify(values)}>
        {shown && (
          <>
            <Alert
              type="info"
              showIcon
              title={SUBSCRIPTION_MESSAGES.verifyNote(shown.email)}
              style={{ marginBottom: 16 }}
            />
            <Form.Item label="订阅类型">
              <SubscriptionTypeLabel type={shown.subscriptionType} />
            </Form.Item>
          </>
        )}
        <CodeField
          id="subscription-code"
          onSend={resend}
          sendOptions={{
            cooldownSeconds: SUBSCRIBE_CODE_COOLDOWN_SECONDS,
            countdown,
            sentMessage: SUBSCRIPTION_MESSAGES.resent,
            idleText: '重新发送',
          }}
        />
      </Form>
    </Modal>
  );
}
