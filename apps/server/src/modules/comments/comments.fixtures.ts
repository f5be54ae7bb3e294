import { beforeAll, expect } from 'vitest';
import type {
  AdminArticle,
  AdminComment,
  ArticleComments,
  CommentSettings,
  CommentStats,
  PageResult,
  PublicComment,
  User,
  UserComment,
} from '@app/contract';
import type { TestApp, TestDialect } from '../../test/test-app.ts';
import { registerAndLogin } from '../../test/test-app.ts';
import { madeArticle, type ArticleBody } from '../../test/content.fixtures.ts';
import { dataOf } from '../../test/envelopes.ts';
import { auth, newUser, signedInAppFor, type SignedInApp } from '../../test/users.fixtures.ts';
import { CommentEvents, type CommentEvent } from './comment-events.ts';

/** Shared requests and builders of the comments tests; every test builds its own articles and readers. */

/**
 * Settings under which the spam defence stays out of the way: no review, the highest limits. A
 * test about one rule sets that rule over these (the settings are one row, shared by the file).
 */
export const RELAXED: CommentSettings = {
  moderation: 'NONE',
  reviewWords: [],
  spamWords: [],
  maxLinks: 20,
  perMinute: 60,
  perDay: 1000,
  spammerThreshold: 3,
};

export const POSTED = '评论发表成功';
export const HELD = '评论已提交，审核通过后将公开显示';

/** A signed-in reader: token, id, display name, and an address of their own (the per-IP limits stay per test). */
export interface Reader {
  token: string;
  id: number;
  username: string;
  name: string;
  ip: string;
}

let ipSeq = 0;
/** An address no other reader of the file uses. */
export const freshIp = () => {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

/** A new account, signed in; its display name is Chinese, as readers' are. */
export async function reader(t: TestApp, prefix = 'reader'): Promise<Reader> {
  const user = newUser(prefix);
  const token = await registerAndLogin(t, { ...user, displayName: `读者${user.username}` });
  return { ...(await whoIs(t, token)), ip: freshIp() };
}

/** The id and names of a signed-in account. */
export async function whoIs(t: TestApp, token: string): Promise<Omit<Reader, 'ip'>> {
  const me = dataOf<User>(await t.call({ method: 'GET', url: '/api/user/profile', token }));
  return { token, id: me.id, username: me.username, name: me.displayName };
}

export interface CommentsApp extends SignedInApp {
  /** The administrator as a reader (their own address, like any reader). */
  owner: Reader;
}

/** A signed-in app with the relaxed settings saved; the fields are filled when the block's own beforeAll hooks run. */
export function useCommentsApp(dialect: TestDialect): CommentsApp {
  const app = signedInAppFor(dialect) as CommentsApp;
  beforeAll(async () => {
    app.owner = { ...(await whoIs(app.t, app.admin)), ip: freshIp() };
    await saveSettings(app.t, app.admin, {});
  });
  return app;
}

/** Saves the relaxed settings with these changes. */
export async function saveSettings(t: TestApp, admin: string, changes: Partial<CommentSettings>): Promise<void> {
  const res = await t.call({
    method: 'PUT',
    url: '/api/admin/comments/settings',
    token: admin,
    payload: { ...RELAXED, ...changes },
  });
  expect(res.statusCode, res.body).toBe(200);
}

let articleSeq = 0;
/** A published article open for comments, unless the body says otherwise. */
export function publishedArticle(t: TestApp, admin: string, body: ArticleBody = {}): Promise<AdminArticle> {
  articleSeq += 1;
  return madeArticle(t, admin, {
    // The brackets end the number, so a keyword search for one title finds that article alone.
    title: `评论文章 [${articleSeq}]`,
    slug: `commented-${articleSeq}`,
    content: '正文。',
    status: 'PUBLISHED',
    publishedAt: '2024-05-01T00:00:00.000Z',
    ...body,
  });
}

// ---- Requests ----

export const getThread = (t: TestApp, token: string | undefined, articleId: number | string, query = '') =>
  t.call({
    method: 'GET',
    url: `/api/public/comments/article/${articleId}${query ? `?${query}` : ''}`,
    ...auth(token),
  });

/** POST a comment (or a reply with `parentId`) from the reader's own address. */
export const postComment = (
  t: TestApp,
  who: Pick<Reader, 'token' | 'ip'> | undefined,
  articleId: number | string,
  payload: unknown,
) =>
  t.call({
    method: 'POST',
    url: `/api/public/comments/article/${articleId}`,
    payload: payload as object,
    ...(who ? { token: who.token, remoteAddress: who.ip } : {}),
  });

/** Posts and answers what the server made of it (200 expected). */
export async function say(
  t: TestApp,
  who: Reader,
  articleId: number,
  content: string,
  parentId?: number,
): Promise<PublicComment> {
  return dataOf<PublicComment>(
    await postComment(t, who, articleId, parentId === undefined ? { content } : { content, parentId }),
  );
}

export async function thread(
  t: TestApp,
  token: string | undefined,
  articleId: number,
  query = 'size=50',
): Promise<ArticleComments> {
  return dataOf<ArticleComments>(await getThread(t, token, articleId, query));
}

/** Every comment text a viewer sees under an article, replies indented by '↳ '. */
export async function visibleTexts(t: TestApp, token: string | undefined, articleId: number): Promise<string[]> {
  const page = await thread(t, token, articleId);
  return page.content.flatMap((c) => [textOf(c), ...c.replies.map((r) => `↳ ${textOf(r)}`)]);
}

/** A comment's text put back together from its parts. */
export const textOf = (c: Pick<PublicComment, 'parts'>) => c.parts.map((p) => p.text).join('');

export const myComments = (t: TestApp, token: string | undefined, query = '') =>
  t.call({ method: 'GET', url: `/api/user/comments${query ? `?${query}` : ''}`, ...auth(token) });

export async function mine(t: TestApp, token: string, query = 'size=100'): Promise<PageResult<UserComment>> {
  return dataOf<PageResult<UserComment>>(await myComments(t, token, query));
}

export const deleteMine = (t: TestApp, token: string | undefined, id: number | string) =>
  t.call({ method: 'DELETE', url: `/api/user/comments/${id}`, ...auth(token) });

export async function adminList(t: TestApp, admin: string, query: string): Promise<PageResult<AdminComment>> {
  return dataOf<PageResult<AdminComment>>(
    await t.call({ method: 'GET', url: `/api/admin/comments?${query}`, token: admin }),
  );
}

/** The status the moderation list shows for a comment (undefined when the list does not show it). */
export async function statusOf(t: TestApp, admin: string, article: number, id: number): Promise<string | undefined> {
  const all = await adminList(t, admin, `articleId=${article}&size=100`);
  return all.content.find((c) => c.id === id)?.status;
}

export const setStatus = (t: TestApp, admin: string | undefined, id: number | string, status: unknown) =>
  t.call({ method: 'PUT', url: `/api/admin/comments/${id}/status`, payload: { status }, ...auth(admin) });

export async function stats(t: TestApp, admin: string): Promise<CommentStats> {
  return dataOf<CommentStats>(await t.call({ method: 'GET', url: '/api/admin/comments/stats', token: admin }));
}

/** The article's comment count as readers see it: on its page and on its card in the list. */
export async function articleCounts(t: TestApp, article: AdminArticle): Promise<{ detail: number; card: number }> {
  const detail = dataOf<{ commentCount: number }>(
    await t.call({ method: 'GET', url: `/api/public/articles/${article.slug}` }),
  );
  const list = dataOf<PageResult<{ slug: string; commentCount: number }>>(
    await t.call({ method: 'GET', url: `/api/public/articles?keyword=${encodeURIComponent(article.title)}` }),
  );
  const card = list.content.find((a) => a.slug === article.slug);
  expect(card, `${article.slug} in the list`).toBeDefined();
  return { detail: detail.commentCount, card: card!.commentCount };
}

// ---- Events ----

/** The module's event interface, as the notifications will subscribe to it. */
export function commentEventsOf(t: TestApp): CommentEvents {
  const services = t.app.services.modules.find((m) => m.name === 'comments')?.services;
  const events = services && 'commentEvents' in services ? services.commentEvents : undefined;
  if (!(events instanceof CommentEvents)) throw new Error('the comments module exposes no CommentEvents');
  return events;
}

/** Records every comment event of the block's app, from its start to its end. */
export function recordEvents(t: () => TestApp): CommentEvent[] {
  const seen: CommentEvent[] = [];
  beforeAll(() => commentEventsOf(t()).subscribe((e) => void seen.push(e)));
  return seen;
}
