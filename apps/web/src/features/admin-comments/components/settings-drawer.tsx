import { useState } from 'react';
import {
  Alert,
  Button,
  Drawer,
  Form,
  Input,
  InputNumber,
  Radio,
  Skeleton,
  Space,
  Typography,
  type FormInstance,
} from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { commentModerationLabels, commentModerationSchema, type CommentSettings } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { errorText } from '../../../shared/api/api-error.ts';
import { serverFieldErrors } from '../../../shared/editor/server-field-errors.ts';
import { commentKeys, commentSettingsQuery, saveCommentSettings } from '../api.ts';
import { numberRule, toFormValues, toSettings, wordsOf, wordsRule, type SettingsFormValues } from '../settings-form.ts';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

const FIELDS = [
  'moderation',
  'reviewWords',
  'spamWords',
  'maxLinks',
  'perMinute',
  'perDay',
  'spammerThreshold',
] as const satisfies readonly (keyof CommentSettings)[];

/** How many words a list holds, under its textarea. */
function WordCount({ form, name }: { form: FormInstance<SettingsFormValues>; name: 'reviewWords' | 'spamWords' }) {
  const text = Form.useWatch(name, form);
  return <span className="admin-comment-word-count">共 {wordsOf(text).length} 个词</span>;
}

/** 评论设置 (GET/PUT /admin/comments/settings): the moderation mode, the word lists and the limits, each explained. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const [form] = Form.useForm<SettingsFormValues>();
  const [saving, setSaving] = useState(false);
  // Read afresh each time the drawer opens; nothing refetches while it is open, so typing is never overwritten.
  const { data, error, isFetching } = useQuery({ ...commentSettingsQuery(api), enabled: open });

  const save = async () => {
    let values: SettingsFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields say what is wrong
    }
    const parsed = toSettings(values);
    if (!parsed.success) return; // the rules above check the same; nothing to send
    setSaving(true);
    try {
      const saved = await saveCommentSettings(api, parsed.data);
      queryClient.setQueryData(commentKeys.settings, saved);
      message.success('评论设置已保存');
      onClose();
    } catch (e) {
      form.setFields(serverFieldErrors(e, FIELDS));
      message.error(errorText(e, '保存失败'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="评论设置"
      size={520}
      className="admin-comment-settings"
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} disabled={!data || isFetching} onClick={() => void save()}>
            保存
          </Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon title="获取评论设置失败" description={error.message} />}
      {isFetching && <Skeleton active paragraph={{ rows: 8 }} />}
      {data && !isFetching && (
        <Form form={form} layout="vertical" requiredMark={false} initialValues={toFormValues(data)}>
          <Form.Item
            name="moderation"
            label="审核方式"
            extra="需审核的评论先进入「待审核」，通过后才公开显示。博主的评论与回复总是直接公开。"
          >
            <Radio.Group>
              <Space orientation="vertical">
                {commentModerationSchema.options.map((mode) => (
                  <Radio key={mode} value={mode}>
                    {commentModerationLabels[mode]}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
          <Form.Item
            name="reviewWords"
            label="审核词"
            rules={[wordsRule('reviewWords')]}
            extra={
              <>
                每行一个词。评论包含其中任一词时进入待审核，由您决定是否公开。
                <WordCount form={form} name="reviewWords" />
              </>
            }
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} placeholder={'例如：\n加微信\n代购'} />
          </Form.Item>
          <Form.Item
            name="spamWords"
            label="垃圾词"
            rules={[wordsRule('spamWords')]}
            extra={
              <>
                每行一个词。评论包含其中任一词时直接归为垃圾评论，不会公开，也不会出现在待审核中。
                <WordCount form={form} name="spamWords" />
              </>
            }
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} placeholder={'例如：\n博彩\n刷单'} />
          </Form.Item>
          <Form.Item
            name="maxLinks"
            label="链接数上限"
            rules={[numberRule('maxLinks', '链接数上限')]}
            extra="一条评论中的链接超过这个数量时进入待审核。设为 0 则带链接的评论都需审核。"
          >
            <InputNumber precision={0} suffix="个" style={{ width: 160 }} />
          </Form.Item>
          <Typography.Title level={5}>发表频率</Typography.Title>
          <Typography.Paragraph type="secondary">
            同一用户和同一 IP 地址分别计数，超出时评论会被拒绝，并提示稍后再试。
          </Typography.Paragraph>
          <Space size={16} wrap align="start">
            <Form.Item name="perMinute" label="每分钟最多" rules={[numberRule('perMinute', '每分钟的条数')]}>
              <InputNumber precision={0} suffix="条" style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="perDay" label="每天最多" rules={[numberRule('perDay', '每天的条数')]}>
              <InputNumber precision={0} suffix="条" style={{ width: 160 }} />
            </Form.Item>
          </Space>
          <Form.Item
            name="spammerThreshold"
            label="垃圾评论用户"
            rules={[numberRule('spammerThreshold', '条数')]}
            extra="一个账号有这么多条评论被标为垃圾后，它的新评论一律先进入待审核。"
          >
            <InputNumber precision={0} suffix="条" style={{ width: 160 }} />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
