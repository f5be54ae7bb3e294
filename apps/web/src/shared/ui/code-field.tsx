import { Form, Input, Space } from 'antd';
import { codeSchema } from '@app/contract';
import { zodRule } from '../lib/zod-rule.ts';
import { SendCodeButton, type SendCodeOptions } from './send-code-button.tsx';

/** A 6-digit e-mailed code field with its send button (countdown included), inside an antd Form. */
export function CodeField({
  id,
  name = 'code',
  label = '验证码',
  onSend,
  sendOptions,
}: {
  id: string;
  name?: string;
  label?: string;
  onSend: () => Promise<void>;
  /** The send button's cooldown, countdown and texts (a subscription's code: 120 s, '重新发送'). */
  sendOptions?: SendCodeOptions;
}) {
  return (
    <Form.Item label={label} htmlFor={id} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={name} noStyle rules={[zodRule(codeSchema)]}>
          <Input id={id} maxLength={6} inputMode="numeric" autoComplete="one-time-code" placeholder="6位数字验证码" />
        </Form.Item>
        <SendCodeButton onSend={onSend} {...sendOptions} />
      </Space.Compact>
    </Form.Item>
  );
}
