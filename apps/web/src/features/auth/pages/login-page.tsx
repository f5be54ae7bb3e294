import { useState } from 'react';
import { errorText } from '../../../shared/api/api-error.ts';
import { Button } from 'antd';
import lock from 'icon-mask:LockOutlined';
import user from 'icon-mask:UserOutlined';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../shared/ui/link.tsx';
import type { LoginInput } from '@app/contract';
import { authPathWithReturn, safeReturnPath } from '../../../shared/api/login-redirect.ts';
import { usePlainForm } from '../../../shared/hooks/use-plain-form.ts';
import { authRule, authSchemas } from '../auth-rules.ts';
import { LOGIN_FAILED_MESSAGE, useSession } from '../session-store.ts';
import { useLeaveWhenSignedIn } from '../use-leave-when-signed-in.ts';
import { Paragraph, Title } from '../../../shared/ui/typography.tsx';
import { useFeedback } from '../../../shared/ui/feedback.tsx';
import { MaskIcon } from '../../../shared/ui/mask-icon.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { Panel } from '../../../shared/ui/panel.tsx';
import { PlainInputField } from '../../../shared/ui/plain-field.tsx';

const rules = {
  username: authRule<LoginInput>((s) => s.loginSchema.shape.username),
  password: authRule<LoginInput>((s) => s.loginSchema.shape.password),
};

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const login = useSession((s) => s.login);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const returnTo = safeReturnPath(params.get('redirect'));
  useLeaveWhenSignedIn(returnTo, submitting);
  const form = usePlainForm<LoginInput>({ username: params.get('username') ?? '', password: '' }, rules, authSchemas);

  const onFinish = async (values: LoginInput) => {
    setSubmitting(true);
    setError(null);
    try {
      await login(values);
      message.success('登录成功');
      await navigate(returnTo, { replace: true });
    } catch (e) {
      setError(errorText(e, LOGIN_FAILED_MESSAGE));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Panel style={{ width: '100%', maxWidth: 400 }}>
      <Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
        登录
      </Title>
      {error && <Notice type="error" title={error} style={{ marginBottom: 16 }} />}
      <form {...form.props(onFinish)}>
        <PlainInputField
          {...form.field('username')}
          id="login-username"
          label="用户名或邮箱"
          prefix={<MaskIcon icon={user} />}
          autoComplete="username"
          placeholder="用户名或邮箱"
          size="large"
        />
        <PlainInputField
          {...form.field('password')}
          id="login-password"
          label="密码"
          extra={
            <div style={{ textAlign: 'right' }}>
              <Link to={authPathWithReturn('/auth/forgot-password', params.get('redirect'))}>忘记密码</Link>
            </div>
          }
          type="password"
          prefix={<MaskIcon icon={lock} />}
          autoComplete="current-password"
          placeholder="密码"
          size="large"
        />
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          登录
        </Button>
      </form>
      <Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        还没有账号？
        <Link to={authPathWithReturn('/auth/register', params.get('redirect'))}>立即注册</Link>
      </Paragraph>
    </Panel>
  );
}
