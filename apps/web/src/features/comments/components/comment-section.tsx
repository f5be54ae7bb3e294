import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { PublicComment } from '@app/contract';
import { useSession } from '../../auth/index.ts';
import { useArticleComments } from '../use-article-comments.ts';
import { CommentCompose, useCommentLoginPath } from './comment-compose.tsx';
import { CommentForm } from './comment-form-on-demand.tsx';
import { CommentThreads } from './comment-threads.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { PlainEmpty } from '../../../shared/ui/plain-empty.tsx';
import { PlainSkeleton } from '../../../shared/ui/plain-skeleton.tsx';
import { Pager } from '../../../shared/ui/pager.tsx';
import { Title } from '../../../shared/ui/typography.tsx';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

const COMMENTS_FAILED = '获取评论失败，请稍后重试';

const scrollTo = (element: Element | null | undefined, block: ScrollLogicalPosition) =>
  // jsdom has no scrollIntoView.
  element?.scrollIntoView?.({ behavior: 'smooth', block });

export interface CommentSectionProps {
  articleId: number;
  /** The article's count, shown until the comments arrive. */
  count: number;
  /** After the reader posted (the article's own count may have changed). */
  onPosted?: (comment: PublicComment) => void;
}

/**
 * The discussion under an article (#comments): the box to write in, then the public comments
 * oldest first with their replies, paged. The first page comes with the server-rendered HTML.
 */
export function CommentSection({ articleId, count, onPosted }: CommentSectionProps) {
  const { query, page, setPage, placePosted } = useArticleComments(articleId);
  const { data, error, refetch } = query;
  const signedIn = useSession((s) => s.isAuthenticated);
  const loginPath = useCommentLoginPath();
  const navigate = useNavigate();
  const { hash, key } = useLocation();
  const { message } = useFeedback();
  const section = useRef<HTMLElement>(null);
  const [replyingTo, setReplyingTo] = useState<PublicComment | null>(null);
  const [freshId, setFreshId] = useState<number | null>(null);
  const scrollToFresh = useRef(false);

  // A link to #comments (the count in the header, the way back from the login page).
  useEffect(() => {
    if (hash === '#comments') scrollTo(section.current, 'start');
  }, [hash, key]);

  // The comment just posted, once it is on the page (which may be another page, still loading).
  useEffect(() => {
    const element = freshId === null ? null : document.getElementById(`comment-${freshId}`);
    if (!scrollToFresh.current || !element) return;
    scrollToFresh.current = false;
    scrollTo(element, 'nearest');
  }, [freshId, data]);

  const posted = async (comment: PublicComment) => {
    setReplyingTo(null);
    await placePosted(comment);
    scrollToFresh.current = true;
    setFreshId(comment.id);
    onPosted?.(comment);
  };

  const reply = (comment: PublicComment) => {
    if (signedIn) setReplyingTo(comment);
    else {
      message.info('登录后即可回复');
      void navigate(loginPath);
    }
  };

  const open = data?.allowComments ?? false;
  const threads = () => {
    if (!data)
      return error ? (
        <Notice
          type="error"
          title={COMMENTS_FAILED}
          action={
            <Button size="small" onClick={() => void refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <PlainSkeleton avatar rows={2} />
      );
    // A closed article without comments: its notice says enough.
    if (data.content.length === 0) return open && <PlainEmpty description="暂无评论，来说两句吧" />;
    return (
      <CommentThreads
        threads={data.content}
        onReply={open ? reply : undefined}
        replyingTo={replyingTo?.id ?? null}
        freshId={freshId}
        replyForm={
          replyingTo && (
            <CommentForm
              key={replyingTo.id}
              articleId={articleId}
              replyTo={{ id: replyingTo.id, displayName: replyingTo.author.displayName }}
              onPosted={(c) => void posted(c)}
              onCancel={() => setReplyingTo(null)}
            />
          )
        }
      />
    );
  };

  return (
    <section id="comments" ref={section} className="comments" aria-labelledby="comments-title">
      <Title level={3} id="comments-title" className="comments-title">
        评论 ({data?.commentCount ?? count})
      </Title>
      {data && <CommentCompose articleId={articleId} open={open} onPosted={(c) => void posted(c)} />}
      {threads()}
      {data && (
        <Pager
          className="comments-pagination"
          page={page + 1}
          pageSize={data.size}
          total={data.totalElements}
          onChange={(p) => {
            setReplyingTo(null);
            setPage(p - 1);
            scrollTo(section.current, 'start');
          }}
        />
      )}
    </section>
  );
}
