import { useState } from 'react';
import { errorText } from '../../../shared/api/api-error.ts';
import { Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../shared/ui/link.tsx';
import { REGISTERED_PENDING_MESSAGE } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { usePlainForm, type FieldRule } from '../../../shared/hooks/use-plain-form.ts';
import { authRule, authSchemas, repeats } from '../auth-rules.ts';
import { PlainCodeField } from '../../../shared/ui/plain-code-field.tsx';
import { PlainInputField } from '../../../shared/ui/plain-field.tsx';
import { authPathWithReturn, safeReturnPath } from '../../../shared/api/login-redirect.ts';
import { register, sendRegisterCode } from '../api.ts';
import { useSession } from '../session-store.ts';
import { useLeaveWhenSignedIn } from '../use-leave-when-signed-in.ts';
import { Paragraph, Title } from '../../../shared/ui/typography.tsx';
import { useFeedback } from '../../../shared/ui/feedback.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { Panel } from '../../../shared/ui/panel.tsx';

type RegisterForm = Record<
  'username' | 'email' | 'verificationCode' | 'password' | 'confirmPassword' | 'displayName',
  string
>;

const checkDisplayName = authRule<RegisterForm>((s) => s.displayNameSchema);
const rules: Partial<Record<keyof RegisterForm, FieldRule<RegisterForm>>> = {
  username: authRule((s) => s.usernameSchema),
  email: authRule((s) => s.emailSchema),
  verificationCode: authRule((s) => s.codeSchema),
  password: authRule((s) => s.passwordSchema),
  confirmPassword: repeats('password', '请确认密码'),
  // Optional: checked only when something was typed.
  displayName: (value, values) => (value.trim() ? checkDisplayName(value, values) : undefined),
};

export function RegisterPage() {
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { message } = useFeedback();
  const login = useSession((s) => s.login);
  const form = usePlainForm<RegisterForm>(
    { username: '', email: '', verificationCode: '', password: '', confirmPassword: '', displayName: '' },
    rules,
    authSchemas,
  );
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const returnTo = safeReturnPath(params.get('redirect'));
  useLeaveWhenSignedIn(returnTo, submitting);

  const sendCode = async () => {
    const checked = await form.validate(['email']);
    if (!checked) throw null; // the field shows why
    await sendRegisterCode(api, checked.email.trim());
  };

  const onFinish = async (values: RegisterForm) => {
    setSubmitting(true);
    setError(null);
    let user: Awaited<ReturnType<typeof register>>;
    try {
      const displayName = values.displayName?.trim();
      user = await register(
        api,
        {
          username: values.username.trim(),
          email: values.email.trim(),
          password: values.password,
          ...(displayName ? { displayName } : {}),
        },
        values.verificationCode.trim(),
      );
    } catch (e) {
      setError(errorText(e, '注册失败'));
      setSubmitting(false);
      return;
    }
    if (user.status === 'PENDING') {
      // Under approval the account waits for an administrator before it can log in.
      message.info(REGISTERED_PENDING_MESSAGE, 6);
      setSubmitting(false);
      await navigate(authPathWithReturn('/auth/login', params.get('redirect'), { username: values.username.trim() }));
      return;
    }
    // Registered: signed in with the same name and password, and back to where the user came from.
    try {
      await login({ username: values.username.trim(), password: values.password });
      message.success('注册成功');
      await navigate(returnTo, { replace: true });
    } catch {
      message.success('注册成功，请登录');
      await navigate(authPathWithReturn('/auth/login', params.get('redirect'), { username: values.username.trim() }));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Panel style={{ width: '100%', maxWidth: 440 }}>
      <Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
        注册账号
      </Title>
      {error && <Notice type="error" title={error} style={{ marginBottom: 16 }} />}
      <form {...form.props(onFinish)}>
        <PlainInputField
          {...form.field('username')}
          id="register-username"
          label="用户名"
          extra="3-20位字母、数字或下划线，可用于登录"
          autoComplete="username"
          placeholder="用户名"
        />
        <PlainInputField
          {...form.field('email')}
          id="register-email"
          label="邮箱"
          type="email"
          autoComplete="email"
          placeholder="邮箱地址"
        />
        <PlainCodeField id="register-code" {...form.field('verificationCode')} onSend={sendCode} />
        <PlainInputField
          {...form.field('password')}
          id="register-password"
          label="密码"
          type="password"
          autoComplete="new-password"
          placeholder="至少6位字符"
        />
        <PlainInputField
          {...form.field('confirmPassword')}
          id="register-confirm"
          label="确认密码"
          type="password"
          autoComplete="new-password"
          placeholder="再次输入密码"
        />
        <PlainInputField
          {...form.field('displayName')}
          id="register-display-name"
          label="显示名称（可选）"
          placeholder="不填则使用用户名"
        />
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          注册
        </Button>
      </form>
      <Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        已有账号？<Link to={authPathWithReturn('/auth/login', params.get('redirect'))}>去登录</Link>
      </Paragraph>
    </Panel>
  );
}
