import { lazy, Suspense } from 'react';
import type { CommentFormProps } from './comment-form.tsx';

const LoadedCommentForm = lazy(async () => ({ default: (await import('./comment-form.tsx')).CommentForm }));

/**
 * The comment form, loaded when it is first shown: only a signed-in reader sees it, never in the
 * server's HTML nor while a page hydrates (the session is known after), so reading an article does
 * not download antd's Form. Until it is here, the empty space of the box's height stands in.
 */
export function CommentForm(props: CommentFormProps) {
  return (
    <Suspense fallback={<div className="comment-notice comment-notice-pending" aria-hidden />}>
      <LoadedCommentForm {...props} />
    </Suspense>
  );
}
