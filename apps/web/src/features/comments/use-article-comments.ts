import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArticleComments, PublicComment } from '@app/contract';
import { useApi } from '../../shared/api/api-context.tsx';
import { useSession } from '../auth/index.ts';
import { articleCommentsQuery, commentKeys } from './api.ts';
import { holds, pageOfNewComment, withPosted } from './comment-cache.ts';

/**
 * An article's comments as the reader sees them, a page at a time, and the reader's new comment
 * placed in them at once. The key holds the reader's id (their comments awaiting review are
 * theirs alone); until a signed-in reader's own page arrives, the guest page — the one the server
 * rendered — stands in, so the section does not blink when the session is restored.
 */
export function useArticleComments(articleId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const viewerId = useSession((s) => s.user?.id ?? null);
  const [page, setPage] = useState(0);
  const query = useQuery({
    ...articleCommentsQuery(api, articleId, page, viewerId),
    placeholderData: (previous) =>
      previous ?? queryClient.getQueryData<ArticleComments>(commentKeys.articlePage(articleId, page, null)),
  });

  /**
   * Shows the comment just posted: into the page on screen when it belongs there (a reply, or a
   * comment on the last page), else the last page is fetched and shown with it. A comment the
   * server filed as spam is not listed back, so it is added to the fetched page by hand: to its
   * author it looks like any comment awaiting review.
   */
  const placePosted = async (posted: PublicComment): Promise<void> => {
    // Other pages and the guest's copy are out of date now; they are read again when shown.
    await queryClient.invalidateQueries({ queryKey: commentKeys.article(articleId), refetchType: 'none' });
    const key = commentKeys.articlePage(articleId, page, viewerId);
    const shown = queryClient.getQueryData<ArticleComments>(key);
    const placed = shown && withPosted(shown, posted);
    if (placed) {
      queryClient.setQueryData(key, placed);
      return;
    }
    const target = shown ? pageOfNewComment(shown) : page;
    try {
      const fetched = await queryClient.fetchQuery(articleCommentsQuery(api, articleId, target, viewerId));
      if (!holds(fetched, posted.id))
        queryClient.setQueryData(
          commentKeys.articlePage(articleId, target, viewerId),
          withPosted(fetched, posted) ?? fetched,
        );
    } catch {
      // The page shows its own loading error once opened.
    }
    setPage(target);
  };

  return { query, page, setPage, placePosted };
}
