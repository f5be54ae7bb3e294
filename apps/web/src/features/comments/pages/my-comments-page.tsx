import { useState } from 'react';
import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PlainLinkButton } from '../../../shared/ui/plain-button.tsx';
import type { UserComment } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { commentKeys, deleteMyComment, myCommentsQuery } from '../api.ts';
import { MyCommentItem } from '../components/my-comment-item.tsx';
import { Pager } from '../../../shared/ui/pager.tsx';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

const MY_COMMENTS_PAGE_SIZE = 10;

/**
 * /user/comments (spec 02 §2, §9): my comments, newest first, with their status and the article
 * each is under; ten a page, paging only past ten; a comment can be taken back.
 */
export function MyCommentsPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<UserComment | null>(null);
  const { data, isLoading, error, refetch } = useQuery(myCommentsQuery(api, page - 1, MY_COMMENTS_PAGE_SIZE));

  const remove = async (comment: UserComment) => {
    await deleteMyComment(api, comment.id);
    setDeleting(null);
    message.success('评论已删除');
    // The last comment of a later page gone: the page before it.
    if (page > 1 && data?.content.length === 1) setPage(page - 1);
    // This list, the dashboard's count and the article's thread all changed.
    await queryClient.invalidateQueries({ queryKey: commentKeys.all });
  };

  const body = () => {
    if (isLoading) return <Skeleton active />;
    if (error)
      return (
        <Alert
          type="error"
          showIcon
          title="获取评论失败"
          description="获取评论失败，请稍后重试"
          action={
            <Button size="small" onClick={() => void refetch()}>
              重试
            </Button>
          }
        />
      );
    if (!data || data.content.length === 0)
      return (
        <Empty description="还没有发表过评论">
          <PlainLinkButton type="primary" to="/articles">
            去看看文章
          </PlainLinkButton>
        </Empty>
      );
    return (
      <>
        <ul className="my-comment-list">
          {data.content.map((c) => (
            <MyCommentItem key={c.id} comment={c} onDelete={setDeleting} />
          ))}
        </ul>
        <Pager
          page={page}
          pageSize={MY_COMMENTS_PAGE_SIZE}
          total={data.totalElements}
          onChange={setPage}
          style={{ marginTop: 16 }}
        />
      </>
    );
  };

  return (
    <Card title="我的评论" extra={data && data.totalElements > 0 ? `共 ${data.totalElements} 条` : undefined}>
      {body()}
      <ConfirmDialog
        open={deleting !== null}
        title="删除评论"
        content="确定要删除这条评论吗？删除后将不再显示，且无法恢复。"
        confirmText="删除"
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
