import type { FriendLink, PageResult } from '@app/contract';

export { stubResizeObserver } from '../../test/jsdom-stubs.ts';

/** A friend link as GET /admin/friend-links lists it: pending, 张三's personal blog, unless told otherwise. */
export const friendLink = (id: number, siteName: string, opts: Partial<FriendLink> = {}): FriendLink => ({
  id,
  siteName,
  siteUrl: `https://site${id}.example.com`,
  description: '一个写代码的博客',
  avatarUrl: null,
  ownerName: '张三',
  ownerEmail: 'zhangsan@example.com',
  category: '个人博客',
  reciprocal: false,
  status: 'PENDING',
  sortOrder: 0,
  clickCount: 0,
  adminNote: null,
  createdAt: '2025-03-01T08:30:00.000Z',
  updatedAt: '2025-03-01T08:30:00.000Z',
  ...opts,
});

export const pageOf = <T>(content: T[], totalElements = content.length, size = 10): PageResult<T> => ({
  content,
  totalElements,
  totalPages: Math.max(1, Math.ceil(totalElements / size)),
  page: 0,
  size,
});

/** antd puts a space between the two characters of a two-character CJK button label. */
export const label = (text: string) => new RegExp(`^${[...text].join('\\s?')}$`);
