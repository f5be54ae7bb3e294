import { useState } from 'react';
import { errorText } from '../../../shared/api/api-error.ts';
import { Button, Form, Input } from 'antd';
import { displayNameSchema } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import { useSession } from '../../auth/index.ts';
import { updateProfile } from '../api.ts';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

export function ProfileForm() {
  const api = useApi();
  const { message } = useFeedback();
  const user = useSession((s) => s.user);
  const setUser = useSession((s) => s.setUser);
  const [saving, setSaving] = useState(false);

  const onFinish = async ({ displayName }: { displayName: string }) => {
    setSaving(true);
    try {
      const updated = await updateProfile(api, { displayName: displayName.trim() });
      setUser(updated);
      message.success('昵称修改成功');
    } catch (e) {
      message.error(errorText(e, '更新资料失败'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      layout="vertical"
      style={{ maxWidth: 420 }}
      initialValues={{ displayName: user?.displayName }}
      onFinish={onFinish}
    >
      <Form.Item label="用户名">
        <Input value={user?.username} disabled />
      </Form.Item>
      <Form.Item name="displayName" label="显示名称" rules={[zodRule(displayNameSchema)]}>
        <Input placeholder="请输入显示名称" maxLength={30} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </Form>
  );
}
