import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Skeleton, Space } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_FRIEND_LINK_RULES,
  FRIEND_LINK_LIMITS,
  FRIEND_LINK_MESSAGES,
  friendLinkRulesSchema,
  type FriendLinkRules,
} from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { errorText } from '../../../shared/api/api-error.ts';
import { serverFieldErrors } from '../../../shared/editor/server-field-errors.ts';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import { friendLinkKeys, friendLinkRulesQuery, saveFriendLinkRules } from '../api.ts';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

/** 申请规则: the text /friends shows above the application form (GET/PUT /admin/friend-links/rules). */
export function RulesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const [form] = Form.useForm<FriendLinkRules>();
  const [saving, setSaving] = useState(false);
  // Read afresh each time it opens; nothing refetches while it is open, so typing is never overwritten.
  const { data, error, isFetching } = useQuery({
    ...friendLinkRulesQuery(api),
    enabled: open,
    refetchOnWindowFocus: false,
  });

  const save = async () => {
    let values: FriendLinkRules;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const saved = await saveFriendLinkRules(api, { rules: values.rules.trim() });
      queryClient.setQueryData(friendLinkKeys.rules, saved);
      message.success('申请规则已更新');
      onClose();
    } catch (e) {
      form.setFields(serverFieldErrors(e, ['rules'] as const));
      message.error(errorText(e, FRIEND_LINK_MESSAGES.updateFailed));
    } finally {
      setSaving(false);
    }
  };

  const ready = data !== undefined && !isFetching;
  return (
    <Modal
      open={open}
      title="申请规则"
      onCancel={onClose}
      destroyOnHidden
      width={600}
      footer={
        <Space wrap style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button disabled={!ready} onClick={() => form.setFieldsValue({ rules: DEFAULT_FRIEND_LINK_RULES })}>
            恢复默认
          </Button>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} disabled={!ready} onClick={() => void save()}>
            保存
          </Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon title="加载申请规则失败" description={error.message} />}
      {!error && !ready && <Skeleton active paragraph={{ rows: 5 }} />}
      {ready && (
        <Form form={form} layout="vertical" initialValues={data}>
          <Form.Item
            name="rules"
            label="显示在友链页「申请友链」处，每行一条"
            rules={[zodRule(friendLinkRulesSchema.shape.rules)]}
          >
            <Input.TextArea
              aria-label="申请规则"
              autoSize={{ minRows: 5, maxRows: 12 }}
              count={{ show: true, max: FRIEND_LINK_LIMITS.rules }}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
