import { useEffect, useState } from 'react';
import { errorText } from '../../../shared/api/api-error.ts';
import { Button, Form, Input, Modal, Result, Steps, Typography } from 'antd';
import { currentPasswordSchema, emailSchema } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import { CodeField } from '../../../shared/ui/code-field.tsx';
import { useSession } from '../../auth/index.ts';
import { changeEmail, sendAccountCode, verifyAccountCode, verifyPassword } from '../api.ts';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

/**
 * 1 verify the current address, 2 verify the password, 3 the new address and its code,
 * 4 done. The last step sends everything again; the server re-checks it all.
 */
export function EmailWizard({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = useApi();
  const { message } = useFeedback();
  const user = useSession((s) => s.user);
  const refreshProfile = useSession((s) => s.refreshProfile);
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [currentEmailCode, setCurrentEmailCode] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [currentForm] = Form.useForm<{ code: string }>();
  const [passwordForm] = Form.useForm<{ currentPassword: string }>();
  const [newForm] = Form.useForm<{ newEmail: string; code: string }>();

  useEffect(() => {
    if (!open) {
      setStep(0);
      setCurrentEmailCode('');
      setCurrentPassword('');
      setNewEmail('');
      currentForm.resetFields();
      passwordForm.resetFields();
      newForm.resetFields();
    }
  }, [open, currentForm, passwordForm, newForm]);

  if (!user) return null;

  const run = async (work: () => Promise<void>, fallback: string) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      message.error(errorText(e, fallback));
    } finally {
      setBusy(false);
    }
  };

  const verifyCurrent = ({ code }: { code: string }) =>
    run(async () => {
      if (!(await verifyAccountCode(api, user.email, code.trim(), 'EMAIL_CHANGE'))) throw new Error('验证码错误');
      setCurrentEmailCode(code.trim());
      message.success('当前邮箱验证成功');
      setStep(1);
    }, '验证码错误');

  const checkPassword = ({ currentPassword: password }: { currentPassword: string }) =>
    run(async () => {
      if (!(await verifyPassword(api, password))) throw new Error('密码错误');
      setCurrentPassword(password);
      message.success('密码验证成功');
      setStep(2);
    }, '密码错误');

  const bindNew = (values: { newEmail: string; code: string }) =>
    run(async () => {
      const address = values.newEmail.trim();
      try {
        if (!(await verifyAccountCode(api, address, values.code.trim(), 'EMAIL_CHANGE'))) throw new Error('验证码错误');
      } catch (e) {
        throw new Error(errorText(e, '验证码错误'), { cause: e });
      }
      message.success('新邮箱验证成功');
      try {
        await changeEmail(api, {
          currentPassword,
          newEmail: address,
          currentEmailCode,
          newEmailCode: values.code.trim(),
        });
      } catch (e) {
        throw new Error(errorText(e, '邮箱换绑失败'), { cause: e });
      }
      setNewEmail(address);
      message.success('邮箱换绑成功');
      await refreshProfile();
      setStep(3);
    }, '邮箱换绑失败');

  const sendToNew = async () => {
    let address: string;
    try {
      ({ newEmail: address } = await newForm.validateFields(['newEmail']));
    } catch {
      throw null; // the field shows why
    }
    await sendAccountCode(api, address.trim(), 'EMAIL_CHANGE');
  };

  return (
    <Modal open={open} title="更换绑定邮箱" onCancel={onClose} mask={{ closable: false }} footer={null} destroyOnHidden>
      <Steps
        size="small"
        current={step}
        items={[{ title: '验证当前邮箱' }, { title: '验证密码' }, { title: '绑定新邮箱' }, { title: '完成' }]}
        style={{ margin: '8px 0 24px' }}
      />
      {step === 0 && (
        <Form form={currentForm} layout="vertical" onFinish={verifyCurrent} requiredMark={false}>
          <Typography.Paragraph type="secondary">验证码将发送到您当前的邮箱 {user.email}</Typography.Paragraph>
          <CodeField
            id="email-current-code"
            onSend={() => sendAccountCode(api, user.email, 'EMAIL_CHANGE').then(() => undefined)}
          />
          <Button type="primary" htmlType="submit" block loading={busy}>
            下一步
          </Button>
        </Form>
      )}
      {step === 1 && (
        <Form form={passwordForm} layout="vertical" onFinish={checkPassword} requiredMark={false}>
          <Form.Item name="currentPassword" label="当前密码" rules={[zodRule(currentPasswordSchema)]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            下一步
          </Button>
        </Form>
      )}
      {step === 2 && (
        <Form form={newForm} layout="vertical" onFinish={bindNew} requiredMark={false}>
          <Form.Item name="newEmail" label="新邮箱" rules={[zodRule(emailSchema)]}>
            <Input type="email" autoComplete="email" placeholder="新的邮箱地址" />
          </Form.Item>
          <CodeField id="email-new-code" onSend={sendToNew} />
          <Button type="primary" htmlType="submit" block loading={busy}>
            确认换绑
          </Button>
        </Form>
      )}
      {step === 3 && (
        <Result
          status="success"
          title="邮箱换绑成功"
          subTitle={`今后的通知将发送到 ${newEmail}`}
          extra={
            <Button type="primary" onClick={onClose}>
              完成
            </Button>
          }
        />
      )}
    </Modal>
  );
}
