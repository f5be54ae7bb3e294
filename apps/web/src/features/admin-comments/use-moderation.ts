import { useQueryClient } from '@tanstack/react-query';
import type { AdminComment, CommentBatchAction } from '@app/contract';
import { useApi } from '../../shared/api/api-context.tsx';
import { errorText } from '../../shared/api/api-error.ts';
import { batchComments, commentKeys, deleteComment, replyToComment, setCommentStatus } from './api.ts';
import { useFeedback } from '../../shared/ui/feedback.tsx';

/** What a row's status buttons set, and what the screen says after. */
export type RowAction = 'APPROVED' | 'REJECTED' | 'SPAM';
const done: Record<RowAction, string> = {
  APPROVED: '评论已通过',
  REJECTED: '评论已拒绝',
  SPAM: '已标为垃圾评论',
};

/**
 * The moderation calls. After each one the list and every count under ['admin', 'comments'] are
 * refetched, the sidebar's pending badge with them. A status change or delete reports its own
 * failure (a toast) and resolves; `batch` and `reply` throw so their dialog stays open.
 */
export function useModeration() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const refresh = () => queryClient.invalidateQueries({ queryKey: commentKeys.all });

  return {
    async setStatus(comment: AdminComment, status: RowAction): Promise<void> {
      try {
        await setCommentStatus(api, comment.id, { status });
        message.success(done[status]);
      } catch (e) {
        message.error(errorText(e, '操作失败'));
      }
      await refresh();
    },
    async remove(comment: AdminComment): Promise<void> {
      await deleteComment(api, comment.id);
      message.success('评论已删除');
      await refresh();
    },
    async batch(ids: number[], action: CommentBatchAction): Promise<void> {
      try {
        const { updated } = await batchComments(api, { ids, action });
        // The server's own words (its envelope message); the client hands back only `data`.
        message.success(`已处理 ${updated} 条评论`);
      } finally {
        await refresh();
      }
    },
    async reply(comment: AdminComment, content: string): Promise<void> {
      await replyToComment(api, comment.id, { content });
      message.success('回复已发布');
      await refresh();
    },
  };
}
