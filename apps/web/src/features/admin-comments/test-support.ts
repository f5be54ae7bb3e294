import type { AdminComment, CommentStats, PageResult } from '@app/contract';

export { stubResizeObserver } from '../../test/jsdom-stubs.ts';

/** A comment as GET /admin/comments lists it: 张三's, pending, under 《用 React 写博客》, unless told otherwise. */
export const adminComment = (id: number, content: string, opts: Partial<AdminComment> = {}): AdminComment => ({
  id,
  content,
  status: 'PENDING',
  createdAt: '2025-03-01T08:30:00.000Z',
  author: { id: 2, username: 'zhangsan', displayName: '张三', avatarUrl: null, admin: false, spamCount: 0 },
  article: { id: 7, title: '用 React 写博客', slug: 'react-blog' },
  parentId: null,
  replyTo: null,
  ip: '203.0.113.*',
  ...opts,
});

export const pageOf = (
  content: AdminComment[],
  totalElements = content.length,
  size = 10,
): PageResult<AdminComment> => ({
  content,
  totalElements,
  totalPages: Math.max(1, Math.ceil(totalElements / size)),
  page: 0,
  size,
});

export const stats = (pending: number, total = pending + 5): CommentStats => ({
  pending,
  approved: total - pending,
  spam: 0,
  total,
  today: 1,
});

/** antd puts a space between the two characters of a two-character CJK button label. */
export const label = (text: string) => new RegExp(`^${[...text].join('\\s?')}$`);
