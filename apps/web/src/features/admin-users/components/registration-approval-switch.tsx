import { useState } from 'react';
import { Space, Switch, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_USER_MESSAGES } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { errorText } from '../../../shared/api/api-error.ts';
import { registrationSettingsQuery, saveRegistrationSettings } from '../api.ts';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

/** Whether new registrations wait for approval (default off); turns once the server has saved it. */
export function RegistrationApprovalSwitch() {
  const api = useApi();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const { data, isLoading } = useQuery(registrationSettingsQuery(api));
  const [saving, setSaving] = useState(false);

  const change = async (requireApproval: boolean) => {
    setSaving(true);
    try {
      const saved = await saveRegistrationSettings(api, { requireApproval });
      queryClient.setQueryData(registrationSettingsQuery(api).queryKey, saved);
      message.success(saved.requireApproval ? ADMIN_USER_MESSAGES.approvalOn : ADMIN_USER_MESSAGES.approvalOff);
    } catch (e) {
      message.error(errorText(e, '操作失败'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space size={8}>
      <Switch
        aria-label="新用户注册需审核"
        checked={data?.requireApproval ?? false}
        loading={isLoading || saving}
        onChange={(on) => void change(on)}
      />
      <Typography.Text>新用户注册需审核</Typography.Text>
    </Space>
  );
}
