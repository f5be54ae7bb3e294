import { useState } from 'react';
import { errorText } from '../../../shared/api/api-error.ts';
import { Button, Form, Input } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  displayNameSchema,
  emailSchema,
  passwordSchema,
  REGISTERED_PENDING_MESSAGE,
  usernameSchema,
} from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import { CodeField } from '../../../shared/ui/code-field.tsx';
import { authPathWithReturn, safeReturnPath } from '../../../shared/api/login-redirect.ts';
import { register, sendRegisterCode } from '../api.ts';
import { useSession } from '../session-store.ts';
import { useLeaveWhenSignedIn } from '../use-leave-when-signed-in.ts';
import { Paragraph, Title } from '../../../shared/ui/typography.tsx';
import { useFeedback } from '../../../shared/ui/feedback.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { Panel } from '../../../shared/ui/panel.tsx';

interface RegisterForm {
  username: string;
  email: string;
  verificationCode: string;
  password: string;
  confirmPassword: string;
  displayName?: string;
}

export function RegisterPage() {
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { message } = useFeedback();
  const login = useSession((s) => s.login);
  const [form] = Form.useForm<RegisterForm>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const returnTo = safeReturnPath(params.get('redirect'));
  useLeaveWhenSignedIn(returnTo, submitting);

  const sendCode = async () => {
    let email: string;
    try {
      ({ email } = await form.validateFields(['email']));
    } catch {
      throw null; // the field shows why
    }
    await sendRegisterCode(api, email.trim());
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
      <Form<RegisterForm> form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item
          name="username"
          label="用户名"
          rules={[zodRule(usernameSchema)]}
          extra="3-20位字母、数字或下划线，可用于登录"
        >
          <Input autoComplete="username" placeholder="用户名" />
        </Form.Item>
        <Form.Item name="email" label="邮箱" rules={[zodRule(emailSchema)]}>
          <Input type="email" autoComplete="email" placeholder="邮箱地址" />
        </Form.Item>
        <CodeField id="register-code" name="verificationCode" onSend={sendCode} />
        <Form.Item name="password" label="密码" rules={[zodRule(passwordSchema)]}>
          <Input.Password autoComplete="new-password" placeholder="至少6位字符" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="确认密码"
          dependencies={['password']}
          rules={[
            { required: true, message: '请确认密码' },
            ({ getFieldValue }) => ({
              validator: async (_r, value: string) => {
                if (value && value !== getFieldValue('password')) throw new Error('两次输入的密码不一致');
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder="再次输入密码" />
        </Form.Item>
        <Form.Item
          name="displayName"
          label="显示名称（可选）"
          rules={[
            {
              validator: async (_r, v?: string) => {
                if (v?.trim()) {
                  const r = displayNameSchema.safeParse(v);
                  if (!r.success) throw new Error(r.error.issues[0]?.message);
                }
              },
            },
          ]}
        >
          <Input placeholder="不填则使用用户名" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          注册
        </Button>
      </Form>
      <Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        已有账号？<Link to={authPathWithReturn('/auth/login', params.get('redirect'))}>去登录</Link>
      </Paragraph>
    </Panel>
  );
}
