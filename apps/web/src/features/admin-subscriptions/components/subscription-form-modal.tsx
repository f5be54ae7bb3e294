import { Form, Input, Modal, Select } from 'antd';
import {
  adminSubscriptionInputSchema,
  SUBSCRIBER_NAME_MAX,
  SUBSCRIPTION_MESSAGES,
  type AdminSubscription,
} from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { errorText } from '../../../shared/api/api-error.ts';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import { useFormModal } from '../../../shared/ui/use-form-modal.ts';
import { createSubscription, updateSubscription } from '../api.ts';
import { subscriptionFieldErrors, subscriptionFormValues, toSubscriptionInput } from '../subscription-form.ts';
import { subscriptionStatusOptions, subscriptionTypeOptions } from './subscription-options.tsx';

const rules = adminSubscriptionInputSchema.shape;

/** 添加订阅 / 编辑订阅: `subscription` null means new (POST), else PUT /admin/subscriptions/{id}. */
export function SubscriptionFormModal({
  open,
  subscription,
  onClose,
  onSaved,
}: {
  open: boolean;
  subscription: AdminSubscription | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useApi();
  const { form, modalProps } = useFormModal({
    open,
    item: subscription,
    valuesOf: subscriptionFormValues,
    submit: (values, item) => {
      const body = toSubscriptionInput(values);
      return item ? updateSubscription(api, item.id, body) : createSubscription(api, body);
    },
    saved: { created: SUBSCRIPTION_MESSAGES.adminCreated, updated: SUBSCRIPTION_MESSAGES.updated },
    failure: (e) => errorText(e, SUBSCRIPTION_MESSAGES.failed),
    fieldErrors: subscriptionFieldErrors,
    onClose,
    onSaved,
  });

  return (
    <Modal {...modalProps} title={subscription ? '编辑订阅' : '添加订阅'} width={520}>
      <Form form={form} layout="vertical" initialValues={subscriptionFormValues(null)}>
        <Form.Item name="email" label="邮箱" rules={[zodRule(rules.email)]}>
          <Input type="email" autoComplete="off" placeholder="subscriber@example.com" />
        </Form.Item>
        <Form.Item name="subscriptionType" label="订阅类型" rules={[zodRule(rules.subscriptionType)]}>
          <Select placeholder="请选择订阅类型" options={subscriptionTypeOptions} />
        </Form.Item>
        <Form.Item name="subscriberName" label="订阅者名称" rules={[zodRule(rules.subscriberName)]}>
          <Input placeholder="选填" count={{ show: true, max: SUBSCRIBER_NAME_MAX }} />
        </Form.Item>
        <Form.Item
          name="status"
          label="状态"
          rules={[zodRule(rules.status)]}
          extra="由管理员添加的订阅无需邮箱验证，默认为「已激活」"
        >
          <Select options={subscriptionStatusOptions} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
