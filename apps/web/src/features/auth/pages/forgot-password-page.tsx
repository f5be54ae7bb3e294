import { useState } from 'react';
import { Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../shared/ui/link.tsx';
import { errorText } from '../../../shared/api/api-error.ts';
import { useApi } from '../../../shared/api/api-context.tsx';
import { authPathWithReturn } from '../../../shared/api/login-redirect.ts';
import { usePlainForm } from '../../../shared/hooks/use-plain-form.ts';
import { PlainCodeField } from '../../../shared/ui/plain-code-field.tsx';
import { PlainInputField } from '../../../shared/ui/plain-field.tsx';
import { PlainSteps } from '../../../shared/ui/plain-steps.tsx';
import { authRule, authSchemas, repeats } from '../auth-rules.ts';
import { resetPassword, sendPasswordResetCode, verifyPasswordResetCode } from '../api.ts';
import { Paragraph, Title } from '../../../shared/ui/typography.tsx';
import { useFeedback } from '../../../shared/ui/feedback.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { Panel } from '../../../shared/ui/panel.tsx';

export const PASSWORD_RESET_MESSAGE = '密码已重置，请使用新密码登录';

type CodeForm = Record<'email' | 'code', string>;
type PasswordForm = Record<'newPassword' | 'confirmPassword', string>;

const codeRules = {
  email: authRule<CodeForm>((s) => s.emailSchema),
  code: authRule<CodeForm>((s) => s.codeSchema),
};
const passwordRules = {
  newPassword: authRule<PasswordForm>((s) => s.newPasswordSchema),
  confirmPassword: repeats<PasswordForm>('newPassword', '请确认新密码'),
};

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
  const codeForm = usePlainForm<CodeForm>({ email: '', code: '' }, codeRules, authSchemas);
  const passwordForm = usePlainForm<PasswordForm>({ newPassword: '', confirmPassword: '' }, passwordRules, authSchemas);
  const [step, setStep] = useState(0);
  const [verified, setVerified] = useState<{ email: string; code: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const sendCode = async () => {
    const checked = await codeForm.validate(['email']);
    if (!checked) throw null; // the field shows why
    await sendPasswordResetCode(api, { email: checked.email.trim() });
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

  const verifyCode = (values: CodeForm) =>
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
      <PlainSteps current={step} titles={['邮箱验证', '设置新密码']} style={{ margin: '8px 0 24px' }} />
      {error && <Notice type="error" title={error} style={{ marginBottom: 16 }} />}
      {step === 0 && (
        <form {...codeForm.props(verifyCode)}>
          <PlainInputField
            {...codeForm.field('email')}
            id="reset-email"
            label="邮箱"
            extra="注册账号时使用的邮箱"
            type="email"
            autoComplete="email"
            placeholder="邮箱地址"
          />
          <PlainCodeField id="reset-code" {...codeForm.field('code')} onSend={sendCode} />
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            下一步
          </Button>
        </form>
      )}
      {step === 1 && (
        <form {...passwordForm.props(submit)}>
          <Paragraph type="secondary">重置后，该账号在所有设备上的登录都会失效，请用新密码重新登录。</Paragraph>
          <PlainInputField
            {...passwordForm.field('newPassword')}
            id="reset-new-password"
            label="新密码"
            type="password"
            autoComplete="new-password"
            placeholder="至少6位字符"
          />
          <PlainInputField
            {...passwordForm.field('confirmPassword')}
            id="reset-confirm"
            label="确认新密码"
            type="password"
            autoComplete="new-password"
            placeholder="再次输入新密码"
          />
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            重置密码
          </Button>
        </form>
      )}
      <Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        想起来了？<Link to={authPathWithReturn('/auth/login', params.get('redirect'))}>返回登录</Link>
      </Paragraph>
    </Panel>
  );
}
