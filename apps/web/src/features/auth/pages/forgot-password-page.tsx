import { useState } from 'react';
import { Button, Form, Input, Steps } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { emailSchema, newPasswordSchema } from '@app/contract';
import { errorText } from '../../../shared/api/api-error.ts';
import { useApi } from '../../../shared/api/api-context.tsx';
import { authPathWithReturn } from '../../../shared/api/login-redirect.ts';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import { CodeField } from '../../../shared/ui/code-field.tsx';
import { resetPassword, sendPasswordResetCode, verifyPasswordResetCode } from '../api.ts';
import { Paragraph, Title } from '../../../shared/ui/typography.tsx';
import { useFeedback } from '../../../shared/ui/feedback.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { Panel } from '../../../shared/ui/panel.tsx';

export const PASSWORD_RESET_MESSAGE = '密码已重置，请使用新密码登录';

interface PasswordForm {
  newPassword: string;
  confirmPassword: string;
}

/**
 * '忘记密码': step 1 the address and the PASSWORD_RESET code mailed to it (the server answers the
 * same for an address without an account), step 2 the new password; then the login page, with the
 * address filled in and the return address kept. Every session of the account has ended.
 */
export function ForgotPasswordPage() {
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { message } = useFeedback();
  const [codeForm] = Form.useForm<{ email: string; code: string }>();
  const [passwordForm] = Form.useForm<PasswordForm>();
  const [step, setStep] = useState(0);
  const [verified, setVerified] = useState<{ email: string; code: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const sendCode = async () => {
    let email: string;
    try {
      ({ email } = await codeForm.validateFields(['email']));
    } catch {
      throw null; // the field shows why
    }
    await sendPasswordResetCode(api, { email: email.trim() });
  };

  const run = async (work: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorText(e, fallback));
    } finally {
      setBusy(false);
    }
  };

  const verifyCode = (values: { email: string; code: string }) =>
    run(async () => {
      const input = { email: values.email.trim(), code: values.code.trim() };
      await verifyPasswordResetCode(api, input);
      message.success('验证码验证成功');
      setVerified(input);
      setStep(1);
    }, '验证码错误');

  const submit = ({ newPassword }: PasswordForm) =>
    run(async () => {
      if (!verified) return;
      await resetPassword(api, { ...verified, newPassword });
      message.success(PASSWORD_RESET_MESSAGE);
      await navigate(authPathWithReturn('/auth/login', params.get('redirect'), { username: verified.email }), {
        replace: true,
      });
    }, '重置密码失败');

  return (
    <Panel style={{ width: '100%', maxWidth: 440 }}>
      <Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
        找回密码
      </Title>
      <Steps
        size="small"
        current={step}
        items={[{ title: '邮箱验证' }, { title: '设置新密码' }]}
        style={{ margin: '8px 0 24px' }}
      />
      {error && <Notice type="error" title={error} style={{ marginBottom: 16 }} />}
      {step === 0 && (
        <Form form={codeForm} layout="vertical" onFinish={verifyCode} requiredMark={false}>
          <Form.Item name="email" label="邮箱" rules={[zodRule(emailSchema)]} extra="注册账号时使用的邮箱">
            <Input type="email" autoComplete="email" placeholder="邮箱地址" />
          </Form.Item>
          <CodeField id="reset-code" onSend={sendCode} />
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            下一步
          </Button>
        </Form>
      )}
      {step === 1 && (
        <Form form={passwordForm} layout="vertical" onFinish={submit} requiredMark={false}>
          <Paragraph type="secondary">重置后，该账号在所有设备上的登录都会失效，请用新密码重新登录。</Paragraph>
          <Form.Item name="newPassword" label="新密码" rules={[zodRule(newPasswordSchema)]}>
            <Input.Password autoComplete="new-password" placeholder="至少6位字符" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label="确认新密码"
            dependencies={['newPassword']}
            rules={[
              { required: true, message: '请确认新密码' },
              ({ getFieldValue }) => ({
                validator: async (_r, value: string) => {
                  if (value && value !== getFieldValue('newPassword')) throw new Error('两次输入的密码不一致');
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" placeholder="再次输入新密码" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            重置密码
          </Button>
        </Form>
      )}
      <Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        想起来了？<Link to={authPathWithReturn('/auth/login', params.get('redirect'))}>返回登录</Link>
      </Paragraph>
    </Panel>
  );
}
