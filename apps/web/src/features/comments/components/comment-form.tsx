import { useState, type KeyboardEvent } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import {
  COMMENT_MAX,
  commentContentSchema,
  commentLength,
  commentPostedMessages,
  type PublicComment,
} from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { ApiError, errorText } from '../../../shared/api/api-error.ts';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import { postComment } from '../api.ts';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

const POST_FAILED = '评论发表失败，请稍后重试';

const contentRules = [zodRule(commentContentSchema)];
/** Counted as the server counts: an emoji is one character. */
const counter = { show: true, max: COMMENT_MAX, strategy: commentLength };

export interface CommentFormProps {
  articleId: number;
  /** Answering this comment ('回复 @名字'); a new top-level comment without it. */
  replyTo?: { id: number; displayName: string };
  onPosted: (comment: PublicComment) => void;
  onCancel?: () => void;
}

/**
 * Writing a comment or a reply: plain text, 2–1000 characters as the contract says, Ctrl/⌘+Enter
 * sends. A refused post (too often, the same text twice, comments closed) says why above the box
 * and keeps what was typed.
 */
export function CommentForm({ articleId, replyTo, onPosted, onCancel }: CommentFormProps) {
  const api = useApi();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ content: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async ({ content }: { content: string }) => {
    setBusy(true);
    setError(null);
    try {
      const posted = await postComment(api, articleId, { content, parentId: replyTo?.id ?? null });
      form.resetFields();
      if (posted.status === 'APPROVED') message.success(commentPostedMessages.APPROVED);
      else message.info(commentPostedMessages.PENDING);
      onPosted(posted);
    } catch (e) {
      const fieldError = e instanceof ApiError ? e.fieldErrors.find((f) => f.field === 'content') : undefined;
      if (fieldError) form.setFields([{ name: 'content', errors: [fieldError.message] }]);
      else setError(errorText(e, POST_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      if (!busy) form.submit();
    }
  };

  const label = replyTo ? `回复 @${replyTo.displayName}` : '发表评论';
  return (
    <Form
      form={form}
      // Field ids unique on the page, where the comment box and a reply box can both be open.
      name={replyTo ? `comment-reply-${replyTo.id}` : 'comment'}
      className="comment-form"
      onFinish={(values) => void send(values)}
      requiredMark={false}
    >
      {error && <Alert className="comment-form-error" type="error" showIcon title={error} />}
      <Form.Item name="content" rules={contentRules} className="comment-form-field">
        <Input.TextArea
          aria-label={replyTo ? label : '评论内容'}
          placeholder={replyTo ? `${label}…` : '写下你的想法，友善交流～'}
          autoSize={{ minRows: replyTo ? 2 : 3, maxRows: 12 }}
          count={counter}
          autoFocus={Boolean(replyTo)}
          onKeyDown={onKeyDown}
        />
      </Form.Item>
      <div className="comment-form-footer">
        <span className="comment-form-hint">Ctrl / ⌘ + Enter 快速发表</span>
        {onCancel && (
          <Button onClick={onCancel} disabled={busy}>
            取消
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={busy}>
          {replyTo ? '发表回复' : '发表评论'}
        </Button>
      </div>
    </Form>
  );
}
