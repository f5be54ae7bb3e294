import type { ReactNode } from 'react';
import { Button } from 'antd';
import replyIcon from 'icon-mask:MessageOutlined';
import { commentStatusLabels, type PublicComment } from '@app/contract';
import { MaskIcon } from '../../../shared/ui/mask-icon.tsx';
import { PresetTag } from '../../../shared/ui/tag-label.tsx';
import { CommentAvatar } from './comment-avatar.tsx';
import { CommentText } from './comment-text.tsx';
import { RelativeTime } from './relative-time.tsx';

export interface CommentItemProps {
  comment: PublicComment;
  /** Shown when the comment can be answered (comments open, the comment public). */
  onReply?: (comment: PublicComment) => void;
  /** The comment the reader just posted: briefly marked. */
  fresh?: boolean;
  /** The replies, or the reply form, under the comment. */
  children?: ReactNode;
}

/** One comment: who, when, what, and its 回复 button; a reply names whom it answers. */
export function CommentItem({ comment, onReply, fresh = false, children }: CommentItemProps) {
  const reply = comment.parentId !== null;
  return (
    <li className={`comment${fresh ? ' comment-fresh' : ''}`} id={`comment-${comment.id}`}>
      <CommentAvatar author={comment.author} size={reply ? 32 : 40} />
      <div className="comment-main">
        <div className="comment-head">
          <span className="comment-author">{comment.author.displayName}</span>
          {comment.author.admin && (
            <PresetTag colour="blue" className="comment-tag">
              博主
            </PresetTag>
          )}
          {reply && comment.replyTo && <span className="comment-reply-to">回复 @{comment.replyTo.displayName}</span>}
          {comment.status === 'PENDING' && (
            <PresetTag colour="gold" className="comment-tag" title="审核通过后对所有人可见">
              {commentStatusLabels.PENDING}
            </PresetTag>
          )}
        </div>
        <CommentText parts={comment.parts} />
        <div className="comment-foot">
          <RelativeTime iso={comment.createdAt} className="comment-time" />
          {onReply && comment.status === 'APPROVED' && (
            <Button
              type="text"
              size="small"
              icon={<MaskIcon icon={replyIcon} />}
              className="comment-reply-button"
              onClick={() => onReply(comment)}
              aria-label={`回复 ${comment.author.displayName}`}
            >
              回复
            </Button>
          )}
        </div>
        {children}
      </div>
    </li>
  );
}
