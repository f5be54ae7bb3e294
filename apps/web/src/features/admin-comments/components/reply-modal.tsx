import { useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { adminReplySchema, COMMENT_MAX, commentLength, type AdminComment } from '@app/contract';
import { errorText } from '../../../shared/api/api-error.ts';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import { CommentContent } from './comment-content.tsx';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

/**
 * The administrator answers a comment (POST /admin/comments/{id}/reply): published at once, and a
 * comment awaiting review is approved by the answer. The text is checked by the contract's rules.
 */
export function ReplyModal({
  comment,
  onSend,
  onClose,
}: {
  comment: AdminComment | null;
  /** Throws when refused: the modal stays open with the reason. */
  onSend: (comment: AdminComment, content: string) => Promise<void>;
  onClose: () => void;
}) {
  const { message } = useFeedback();
  const [form] = Form.useForm<{ content: string }>();
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!comment) return;
    let content: string;
    try {
      ({ content } = await form.validateFields());
    } catch {
      return; // the field says what is wrong
    }
    setSending(true);
    try {
      await onSend(comment, content);
      onClose();
    } catch (e) {
      message.error(errorText(e, '回复失败'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={comment !== null}
      title={comment ? `回复 @${comment.author.displayName}` : '回复评论'}
      onCancel={onClose}
      onOk={() => void send()}
      okText="发布回复"
      cancelText="取消"
      confirmLoading={sending}
      destroyOnHidden
    >
      {comment && (
        <div className="admin-comment-quote">
          <CommentContent comment={comment} />
          {comment.status === 'PENDING' && (
            <Typography.Text type="secondary">这条评论尚未审核，回复后将自动通过。</Typography.Text>
          )}
        </div>
      )}
      <Form form={form} layout="vertical" requiredMark={false} preserve={false}>
        <Form.Item name="content" label="回复内容" rules={[zodRule(adminReplySchema.shape.content)]}>
          <Input.TextArea
            autoSize={{ minRows: 4, maxRows: 10 }}
            placeholder="以博主身份回复，发布后立即公开"
            count={{ show: true, max: COMMENT_MAX, strategy: commentLength }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
