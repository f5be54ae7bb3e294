import type { InjectOptions } from 'fastify';
import type { TestApp } from '../test-app.ts';
import { MULTIPART_PARTS } from './multipart-parts.ts';
import { multipartBody } from './request-builder.ts';

/**
 * One row of every kind the API names by id or slug, made through the admin API before the sweep,
 * so that a hostile value in one field meets a request whose other fields point at real rows
 * (and goes as deep as the code goes).
 */
export interface SweepFixtures {
  /** The seeded row's id by the URL segment that names its kind (`articles`, `friend-links` …). */
  ids: Record<string, number>;
  /** A version's id by the kind it belongs to (`articles`, `products`). */
  snapshotIds: Record<string, number>;
  /** The seeded row's slug by the URL segment that names its kind. */
  slugs: Record<string, string>;
  /** An uploaded image: `/files/{bucket}/{objectName}`. */
  file: { bucket: string; objectName: string };
  /**
   * Requests that put the seeded rows back as they were seeded (published, approved, active):
   * an admin operation's requests may unpublish the article or reject the comment that a later
   * operation (a reply, a like) needs.
   */
  restore: InjectOptions[];
}

type WithId = { id: number };
type WithSlug = WithId & { slug: string };

async function sent<T>(t: TestApp, token: string, request: InjectOptions, status: number): Promise<T> {
  const res = await t.call({ ...request, token });
  if (res.statusCode !== status)
    throw new Error(
      `the sweep's seeding failed: ${request.method} ${request.url} answered ${res.statusCode} ${res.body}`,
    );
  return res.json().data as T;
}

const TAG = { name: '扫描标签', slug: 'sweep-tag' };
const ARTICLE = {
  title: '扫描文章',
  slug: 'sweep-article',
  content: '扫描正文，用来检验每个接口。',
  status: 'PUBLISHED',
  tags: [TAG.name],
  allowComments: true,
};
const PAGE = { title: '扫描页面', slug: 'sweep-page', status: 'PUBLISHED', content: '页面正文' };
const CATEGORY = { name: '扫描分类', slug: 'sweep-category', active: true };
const product = (categoryId: number) => ({
  name: '扫描好物',
  slug: 'sweep-product',
  categoryId,
  price: '99.00',
  status: 'ACTIVE',
  tags: [TAG.name],
});
const SUBSCRIPTION = { email: 'sweep-reader@example.com', subscriptionType: 'USER_NEW_ARTICLE', status: 'ACTIVE' };
const FRIEND_LINK = { siteName: '扫描友链', siteUrl: 'https://sweep-friend.example.com', status: 'APPROVED' };
const SOCIAL_LINK = { platform: 'GITHUB', url: 'https://github.com/sweep', active: true };
const PAGE_TYPE = {
  code: 'sweep-type',
  name: '扫描类型',
  patterns: ['/sweep-type'],
  priority: 10,
  template: '{title}',
};
/** Comments without review or limits, so a hostile comment is stored, not held back. */
const COMMENT_SETTINGS = {
  moderation: 'NONE',
  reviewWords: [],
  spamWords: [],
  maxLinks: 20,
  perMinute: 60,
  perDay: 1000,
  spammerThreshold: 100,
};

/** Seeds the rows through the API as the administrator (`admin` is their token). */
export async function seedFixtures(t: TestApp, admin: string): Promise<SweepFixtures> {
  const post = <T>(url: string, payload: object, status = 201) =>
    sent<T>(t, admin, { method: 'POST', url, payload }, status);
  const tag = await post<WithSlug>('/api/admin/tags', TAG);
  const article = await post<WithSlug>('/api/admin/articles', ARTICLE);
  const articleSnapshot = await post<WithId>(`/api/admin/articles/${article.id}/snapshots`, {
    description: '扫描版本',
  });
  const page = await post<WithSlug>('/api/admin/pages', PAGE);
  const category = await post<WithSlug>('/api/admin/product-categories', CATEGORY);
  const item = await post<WithSlug>('/api/admin/products', product(category.id));
  const productSnapshot = await post<WithId>(`/api/admin/products/${item.id}/snapshots`, { description: '扫描版本' });
  await sent(t, admin, { method: 'PUT', url: '/api/admin/comments/settings', payload: COMMENT_SETTINGS }, 200);
  const comment = await post<WithId>(`/api/public/comments/article/${article.id}`, { content: '扫描评论' }, 200);
  const subscription = await post<WithId>('/api/admin/subscriptions', SUBSCRIPTION);
  const notification = await post<WithId>(
    '/api/admin/subscriptions/notify',
    { subject: '扫描通知', content: '扫描通知正文', subscriptionTypes: [SUBSCRIPTION.subscriptionType] },
    200,
  );
  const friendLink = await post<WithId>('/api/admin/friend-links', FRIEND_LINK);
  const socialLink = await post<WithId>('/api/admin/social-links', SOCIAL_LINK);
  // Not restored: deleting it is one of the operations (later ones answer 404, which is fine).
  const pageType = await post<WithId>('/api/admin/site/page-types', PAGE_TYPE);
  const upload = MULTIPART_PARTS['POST /api/admin/upload/image']!;
  const image = await sent<{ bucket: string; objectName: string }>(
    t,
    admin,
    { method: 'POST', url: '/api/admin/upload/image', ...multipartBody(upload.fields, upload.files) },
    201,
  );
  const put = (url: string, payload: object): InjectOptions => ({ method: 'PUT', url, payload });
  return {
    ids: {
      tags: tag.id,
      articles: article.id,
      article: article.id,
      pages: page.id,
      'product-categories': category.id,
      products: item.id,
      comments: comment.id,
      subscriptions: subscription.id,
      notifications: notification.id,
      'friend-links': friendLink.id,
      'social-links': socialLink.id,
      'page-types': pageType.id,
    },
    snapshotIds: { articles: articleSnapshot.id, products: productSnapshot.id },
    slugs: { articles: article.slug, pages: page.slug, products: item.slug, tags: tag.slug, category: category.slug },
    file: { bucket: image.bucket, objectName: image.objectName },
    restore: [
      put(`/api/admin/tags/${tag.id}`, TAG),
      put(`/api/admin/articles/${article.id}`, ARTICLE),
      put(`/api/admin/pages/${page.id}`, PAGE),
      put(`/api/admin/product-categories/${category.id}`, CATEGORY),
      put(`/api/admin/products/${item.id}`, product(category.id)),
      put('/api/admin/comments/settings', COMMENT_SETTINGS),
      put(`/api/admin/comments/${comment.id}/status`, { status: 'APPROVED' }),
      put(`/api/admin/subscriptions/${subscription.id}`, SUBSCRIPTION),
      put(`/api/admin/friend-links/${friendLink.id}`, FRIEND_LINK),
      put(`/api/admin/social-links/${socialLink.id}`, SOCIAL_LINK),
    ],
  };
}

/** Puts the seeded rows back as they were seeded (see `SweepFixtures.restore`). */
export async function restoreFixtures(t: TestApp, admin: string, fixtures: SweepFixtures): Promise<void> {
  for (const request of fixtures.restore) await sent(t, admin, request, 200);
}
