import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Modal, Space, Typography } from 'antd';
import {
  NOTIFY_CONTENT_MAX,
  NOTIFY_SUBJECT_MAX,
  notifyInputSchema,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_TYPES,
  type NotificationJob,
  type NotifyInput,
  type NotifyPreview,
} from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { errorText } from '../../../shared/api/api-error.ts';
import { serverFieldErrors } from '../../../shared/editor/server-field-errors.ts';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import { pageStyleNonce, withStyleNonce } from '../../../shared/lib/style-nonce.ts';
import { previewNotification, sendNotification } from '../api.ts';
import { SubscriptionTypeLabel } from '../../../shared/ui/subscription-labels.tsx';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

const FIELDS = ['subject', 'content', 'subscriptionTypes'] as const;
const rules = notifyInputSchema.shape;
const EMPTY: NotifyInput = { subject: '', content: '', subscriptionTypes: [] };

/** The mail as the preview frame shows it: its <style> (the server's template) with the page's nonce. */
function previewHtml(mailHtml: string): string {
  const nonce = pageStyleNonce();
  return nonce ? withStyleNonce(mailHtml, nonce) : mailHtml;
}

/**
 * 发送通知: a Markdown mail to the ACTIVE subscribers of the chosen types. 预览 shows the mail as
 * it will be sent (in a sandboxed frame: it is HTML rendered from the administrator's Markdown)
 * and how many will get it; only then 发送, which queues it and hands back the job to follow.
 */
export function NotifyModal({
  open,
  onClose,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  onSent: (job: NotificationJob) => void;
}) {
  const api = useApi();
  const { message } = useFeedback();
  const [form] = Form.useForm<NotifyInput>();
  // The text previewed is the text sent: kept from 预览, not read again from the (hidden) form.
  const [preview, setPreview] = useState<{ input: NotifyInput; mail: NotifyPreview } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) setPreview(null);
  }, [open]);

  /** A refusal: the server's reasons on their fields (back to the form to show them), and its message. */
  const refused = (e: unknown) => {
    const fields = serverFieldErrors(e, FIELDS);
    if (fields.length > 0) {
      setPreview(null);
      form.setFields(fields);
    }
    message.error(errorText(e, SUBSCRIPTION_MESSAGES.failed));
  };

  const showPreview = async () => {
    let input: NotifyInput;
    try {
      input = await form.validateFields();
    } catch {
      return; // the fields show what is wrong
    }
    setBusy(true);
    try {
      setPreview({ input, mail: await previewNotification(api, input) });
    } catch (e) {
      refused(e);
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      const job = await sendNotification(api, preview.input);
      message.success(SUBSCRIPTION_MESSAGES.notifyStarted);
      onSent(job);
    } catch (e) {
      refused(e);
    } finally {
      setBusy(false);
    }
  };

  const nobody = preview?.mail.recipients === 0;
  const footer = preview ? (
    <Space wrap className="asub-modal-footer">
      <Button onClick={() => setPreview(null)} disabled={busy}>
        返回修改
      </Button>
      <Button type="primary" loading={busy} disabled={nobody} onClick={() => void send()}>
        发送
      </Button>
    </Space>
  ) : (
    <Space wrap className="asub-modal-footer">
      <Button onClick={onClose}>取消</Button>
      <Button type="primary" loading={busy} onClick={() => void showPreview()}>
        预览
      </Button>
    </Space>
  );

  return (
    <Modal
      open={open}
      title={preview ? '预览通知' : '发送通知'}
      onCancel={onClose}
      footer={footer}
      width={720}
      destroyOnHidden
      forceRender
      mask={{ closable: !busy }}
    >
      {/* Kept while previewing, hidden: 返回修改 finds the text as it was. */}
      <Form form={form} layout="vertical" initialValues={EMPTY} hidden={preview !== null}>
        <Form.Item name="subject" label="通知标题" rules={[zodRule(rules.subject)]}>
          <Input placeholder="邮件标题，将以「【站点名称】」开头" count={{ show: true, max: NOTIFY_SUBJECT_MAX }} />
        </Form.Item>
        <Form.Item
          name="content"
          label="通知内容"
          rules={[zodRule(rules.content)]}
          extra="支持 Markdown：**粗体**、[链接](https://…)、列表等"
        >
          <Input.TextArea autoSize={{ minRows: 6, maxRows: 14 }} count={{ show: true, max: NOTIFY_CONTENT_MAX }} />
        </Form.Item>
        <Form.Item
          name="subscriptionTypes"
          label="接收对象"
          rules={[zodRule(rules.subscriptionTypes)]}
          extra="只发送给所选类型下「已激活」的订阅者；同一邮箱只收到一封"
        >
          <Checkbox.Group className="asub-type-checks">
            {SUBSCRIPTION_TYPES.map((type) => (
              <Checkbox key={type} value={type}>
                <SubscriptionTypeLabel type={type} />
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
      </Form>
      {preview && (
        <div className="asub-preview">
          {nobody ? (
            <Alert type="warning" showIcon title={SUBSCRIPTION_MESSAGES.noRecipients} />
          ) : (
            <Alert type="info" showIcon title={`将发送给 ${preview.mail.recipients} 位订阅者`} />
          )}
          <Typography.Paragraph className="asub-preview-subject">
            <Typography.Text type="secondary">邮件标题：</Typography.Text>
            <Typography.Text strong>{preview.mail.subject}</Typography.Text>
          </Typography.Paragraph>
          {/* No scripts, no same origin: the mail's HTML cannot reach the back office. The frame
              keeps the page's Content-Security-Policy, so the mail's own <style> needs its nonce. */}
          <iframe title="邮件预览" sandbox="" srcDoc={previewHtml(preview.mail.html)} className="asub-preview-frame" />
        </div>
      )}
    </Modal>
  );
}
