import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useSession } from '../auth/index.ts';
import { fail, fakeServer, ok } from '../../test/fake-server.ts';
import { aliceSession, resetSessionBeforeEach } from '../../test/signed-in.tsx';
import { commentKeys } from './api.ts';
import { loadArticleComments } from './loaders.ts';
import { commentsPage } from './test-support.ts';

resetSessionBeforeEach();

describe('loadArticleComments (the article loader’s first page of comments)', () => {
  it('caches the first page under the reader: the guest on the server, the signed-in user in the browser', async () => {
    const server = fakeServer({ 'GET /public/comments/article/7': () => ok(commentsPage([])) });
    const queryClient = new QueryClient();
    await loadArticleComments(queryClient, server.client, 7);
    expect(queryClient.getQueryData(commentKeys.articlePage(7, 0, null))).toMatchObject({ allowComments: true });

    useSession.setState(aliceSession);
    await loadArticleComments(queryClient, server.client, 7);
    expect(queryClient.getQueryData(commentKeys.articlePage(7, 0, aliceSession.user.id))).toBeDefined();
  });

  it('never fails the article: a refused comments call leaves nothing cached and resolves', async () => {
    const server = fakeServer({ 'GET /public/comments/article/7': () => fail(500, '系统错误，请稍后重试') });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(loadArticleComments(queryClient, server.client, 7)).resolves.toBeUndefined();
    expect(queryClient.getQueryData(commentKeys.articlePage(7, 0, null))).toBeUndefined();
  });
});
