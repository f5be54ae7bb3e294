import type { ReactNode } from 'react';
import type { CommentThread, PublicComment } from '@app/contract';
import { CommentItem } from './comment-item.tsx';

export interface CommentThreadsProps {
  threads: CommentThread[];
  onReply?: (comment: PublicComment) => void;
  /** The comment being answered: the reply form opens under it. */
  replyingTo: number | null;
  replyForm: ReactNode;
  freshId: number | null;
}

/** Top-level comments oldest first, each with its replies one level below. */
export function CommentThreads({ threads, onReply, replyingTo, replyForm, freshId }: CommentThreadsProps) {
  const item = (comment: PublicComment, children?: ReactNode) => (
    <CommentItem key={comment.id} comment={comment} onReply={onReply} fresh={comment.id === freshId}>
      {comment.id === replyingTo && replyForm}
      {children}
    </CommentItem>
  );
  return (
    <ul className="comment-list">
      {threads.map((thread) =>
        item(
          thread,
          thread.replies.length > 0 && (
            <ul className="comment-list comment-replies">{thread.replies.map((reply) => item(reply))}</ul>
          ),
        ),
      )}
    </ul>
  );
}
