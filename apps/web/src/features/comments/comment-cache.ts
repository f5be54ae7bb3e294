import type { ArticleComments, PublicComment } from '@app/contract';

/** Only approved comments count for readers (the heading's and the article's number). */
const counted = (comment: PublicComment) => (comment.status === 'APPROVED' ? 1 : 0);

const isLastPage = (data: ArticleComments) => data.page >= data.totalPages - 1;

/**
 * The page with the viewer's new comment in it, as the server would list it: a reply at the end
 * of its thread, a top-level comment at the end of the last page. Null when the comment belongs
 * on another page (a top-level one while an earlier or a full page is shown).
 */
export function withPosted(data: ArticleComments, posted: PublicComment): ArticleComments | null {
  if (posted.parentId !== null) {
    if (!data.content.some((t) => t.id === posted.parentId)) return null;
    return {
      ...data,
      commentCount: data.commentCount + counted(posted),
      content: data.content.map((t) => (t.id === posted.parentId ? { ...t, replies: [...t.replies, posted] } : t)),
    };
  }
  if (!isLastPage(data) || data.content.length >= data.size) return null;
  const totalElements = data.totalElements + 1;
  return {
    ...data,
    commentCount: data.commentCount + counted(posted),
    totalElements,
    totalPages: Math.ceil(totalElements / data.size),
    content: [...data.content, { ...posted, replies: [] }],
  };
}

/** The zero-based page a new top-level comment lands on: the last one, once it is counted. */
export const pageOfNewComment = (data: ArticleComments): number => Math.floor(data.totalElements / data.size);

/** Whether a page holds this comment, as a thread or as a reply. */
export const holds = (data: ArticleComments, id: number): boolean =>
  data.content.some((t) => t.id === id || t.replies.some((r) => r.id === id));
