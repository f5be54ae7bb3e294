import type { ArticleComments, CommentThread, PublicComment, UserComment } from '@app/contract';

/** Readable comment data for the feature's unit tests. */

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

export const author = (id: number, displayName: string, admin = false) => ({ id, displayName, avatarUrl: null, admin });

export const comment = (id: number, text: string, overrides: Partial<PublicComment> = {}): PublicComment => ({
  id,
  parts: [{ type: 'text', text }],
  author: author(2, '鲍勃'),
  status: 'APPROVED',
  createdAt: minutesAgo(3),
  parentId: null,
  replyTo: null,
  ...overrides,
});

export const thread = (top: PublicComment, replies: PublicComment[] = []): CommentThread => ({ ...top, replies });

export const commentsPage = (content: CommentThread[], overrides: Partial<ArticleComments> = {}): ArticleComments => ({
  content,
  totalElements: content.length,
  totalPages: content.length > 0 ? 1 : 0,
  page: 0,
  size: 10,
  commentCount: content.reduce((n, t) => n + 1 + t.replies.length, 0),
  allowComments: true,
  ...overrides,
});

export const userComment = (id: number, overrides: Partial<UserComment> = {}): UserComment => ({
  id,
  content: `第${id}条评论`,
  status: 'APPROVED',
  createdAt: minutesAgo(id),
  articleSlug: 'hello',
  articleTitle: '你好，世界',
  ...overrides,
});
