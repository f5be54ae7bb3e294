import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/api/api-client.ts';
import { useSession } from '../auth/index.ts';
import { articleCommentsQuery } from './api.ts';

/**
 * The first page of an article's comments, for the article's loader: on the server it puts the
 * discussion into the HTML search engines read (as a guest sees it); in the browser it is the
 * page the section asks for, as this reader sees it. Never throws: an article shows even when its
 * comments cannot be read (the section then offers to try again).
 */
export const loadArticleComments = (queryClient: QueryClient, api: ApiClient, articleId: number): Promise<void> =>
  queryClient.prefetchQuery(articleCommentsQuery(api, articleId, 0, useSession.getState().user?.id ?? null));
