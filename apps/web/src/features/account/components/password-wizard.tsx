import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../shared/api/api-error.ts';
import { Button, Form, Input, Modal, Steps, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { changePasswordFormSchema, currentPasswordSchema, newPasswordSchema } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import { CodeField } from '../../../shared/ui/code-field.tsx';
import { useSession } from '../../auth/index.ts';
import { changePassword, sendAccountCode, verifyAccountCode } from '../api.ts';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

export const PASSWORD_CHANGED_MESSAGE = '密码修改成功，请重新登录';
/** Spec 01 §9: the user is sent to the login page 2 s after the change. */
export const LOGIN_REDIRECT_DELAY_MS = 2000;

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Step 1: a PASSWORD_RESET code to the account's address; step 2: current and new password. */
export function PasswordWizard({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = useApi();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const user = useSession((s) => s.user);
  const clearSession = useSession((s) => s.clear);
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [codeForm] = Form.useForm<{ code: string }>();
  const [passwordForm] = Form.useForm<PasswordForm>();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) {
      setStep(0);
      setDone(false);
      codeForm.resetFields();
      passwordForm.resetFields();
    }
  }, [open, codeForm, passwordForm]);

  if (!user) return null;

  const verifyCode = async ({ code }: { code: string }) => {
    setBusy(true);
    try {
      // Truthy data means verified (spec 01 §7).
      if (!(await verifyAccountCode(api, user.email, code.trim(), 'PASSWORD_RESET'))) throw new Error('验证码错误');
      message.success('验证码验证成功');
      setStep(1);
    } catch (e) {
      message.error(errorText(e, '验证码错误'));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (values: PasswordForm) => {
    setBusy(true);
    try {
      await changePassword(api, values.currentPassword, values.newPassword);
      message.success(PASSWORD_CHANGED_MESSAGE);
      setDone(true);
      // The server has ended every session; the local one ends when the user is sent to login.
      timer.current = window.setTimeout(() => {
        // Leave first: cleared while still here, the guard would add a return address.
        void Promise.resolve(navigate('/auth/login', { replace: true })).then(() => clearSession());
      }, LOGIN_REDIRECT_DELAY_MS);
    } catch (e) {
      message.error(errorText(e, '密码修改失败'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title="修改密码"
      onCancel={done ? undefined : onClose}
      closable={!done}
      mask={{ closable: false }}
      footer={null}
      destroyOnHidden
    >
      <Steps
        size="small"
        current={step}
        items={[{ title: '邮箱验证' }, { title: '设置新密码' }]}
        style={{ margin: '8px 0 24px' }}
      />
      {step === 0 && (
        <Form form={codeForm} layout="vertical" onFinish={verifyCode} requiredMark={false}>
          <Typography.Paragraph type="secondary">验证码将发送到您的邮箱 {user.email}</Typography.Paragraph>
          <CodeField
            id="password-code"
            onSend={() => sendAccountCode(api, user.email, 'PASSWORD_RESET').then(() => undefined)}
          />
          <Button type="primary" htmlType="submit" block loading={busy}>
            下一步
          </Button>
        </Form>
      )}
      {step === 1 && (
        <Form form={passwordForm} layout="vertical" onFinish={submit} requiredMark={false} disabled={done}>
          <Form.Item name="currentPassword" label="当前密码" rules={[zodRule(currentPasswordSchema)]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="newPassword" label="新密码" rules={[zodRule(newPasswordSchema)]}>
            <Input.Password autoComplete="new-password" placeholder="至少6位字符" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label="确认新密码"
            dependencies={['newPassword']}
            rules={[
              ({ getFieldsValue }) => ({
                validator: async () => {
                  const result = changePasswordFormSchema.safeParse(getFieldsValue());
                  const issue = result.success
                    ? undefined
                    : result.error.issues.find((i) => i.path[0] === 'confirmPassword');
                  if (issue) throw new Error(issue.message);
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {done ? '即将跳转到登录页…' : '确认修改'}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
