import { useEffect, useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import {
  SUBSCRIBER_NAME_MAX,
  subscribeSchema,
  SUBSCRIPTION_MESSAGES,
  subscriptionTypeInfo,
  type Role,
  type Subscription,
  type SubscriptionType,
} from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import { subscribe } from '../api.ts';
import { failureText } from '../subscription-errors.ts';
import { offeredTypes } from '../subscription-rules.ts';
import { SubscriptionTypeLabel } from '../../../shared/ui/subscription-labels.tsx';
import type { VerifyTarget } from './verify-subscription-modal.tsx';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

interface AddValues {
  email: string;
  subscriptionType?: SubscriptionType;
  subscriberName?: string;
}

const rules = {
  email: [zodRule(subscribeSchema.shape.email)],
  subscriptionType: [zodRule(subscribeSchema.shape.subscriptionType)],
  subscriberName: [zodRule(subscribeSchema.shape.subscriberName)],
};

/**
 * 添加订阅 (spec 02 §5): any address, a type the account does not hold yet (or only cancelled),
 * an optional name. Another address than the account's waits for the code mailed to it.
 */
export function AddSubscriptionModal({
  open,
  role,
  subscriptions,
  onClose,
  onSubscribed,
}: {
  open: boolean;
  role: Role;
  subscriptions: readonly Subscription[];
  onClose: () => void;
  /** Called with the subscription to verify when a code was mailed, with null when it is active. */
  onSubscribed: (pending: VerifyTarget | null) => void;
}) {
  const api = useApi();
  const { message } = useFeedback();
  const [form] = Form.useForm<AddValues>();
  const [saving, setSaving] = useState(false);
  // When the code dialog follows, it has the focus: closing must not hand it back to 添加订阅,
  // or what is typed into the code field as this dialog finishes closing goes to that button.
  const [handedOver, setHandedOver] = useState(false);
  const chosen = Form.useWatch('subscriptionType', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setHandedOver(false);
  }, [open, form]);

  const submit = async (values: AddValues) => {
    const email = values.email.trim();
    const subscriptionType = values.subscriptionType!;
    setSaving(true);
    try {
      const { verificationRequired } = await subscribe(api, {
        email,
        subscriptionType,
        subscriberName: values.subscriberName?.trim() || null,
      });
      message.success(verificationRequired ? SUBSCRIPTION_MESSAGES.submitted : SUBSCRIPTION_MESSAGES.subscribed);
      setHandedOver(verificationRequired);
      onSubscribed(verificationRequired ? { email, subscriptionType, codeJustSent: true } : null);
    } catch (e) {
      message.error(failureText(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="添加订阅"
      okText="订阅"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      focusable={{ focusTriggerAfterClose: !handedOver }}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="email" label="邮箱地址" rules={rules.email} extra="本账号邮箱立即生效，其他邮箱需验证">
          <Input type="email" autoComplete="email" placeholder="接收通知的邮箱" />
        </Form.Item>
        <Form.Item
          name="subscriptionType"
          label="订阅类型"
          rules={rules.subscriptionType}
          extra={chosen ? subscriptionTypeInfo[chosen].description : undefined}
        >
          <Select
            placeholder="请选择订阅类型"
            notFoundContent="所有类型都已订阅"
            options={offeredTypes(role, subscriptions).map((type) => ({
              value: type,
              label: <SubscriptionTypeLabel type={type} />,
            }))}
          />
        </Form.Item>
        <Form.Item name="subscriberName" label="称呼（选填）" rules={rules.subscriberName}>
          <Input maxLength={SUBSCRIBER_NAME_MAX} placeholder="邮件中对您的称呼" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
