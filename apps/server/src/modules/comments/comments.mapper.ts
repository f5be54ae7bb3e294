import {
  DELETED_USER_NAME,
  type AdminComment,
  type CommentAuthor,
  type PublicComment,
  type UserComment,
} from '@app/contract';
import type { CommentRow } from '../../platform/db/schema.ts';
import type { UserName } from '../users/users.service.ts';
import { commentParts } from './comment-text.ts';

/** Someone whose account was deleted (the users module no longer names them). */
const GONE: UserName = { displayName: DELETED_USER_NAME, username: '', avatarUrl: null, admin: false };

export const authorOf = (userId: number, names: Map<number, UserName>): CommentAuthor => {
  const n = names.get(userId) ?? GONE;
  return { id: userId, displayName: n.displayName, avatarUrl: n.avatarUrl, admin: n.admin };
};

export const toPublicComment = (row: CommentRow, names: Map<number, UserName>): PublicComment => ({
  id: row.id,
  parts: commentParts(row.content),
  author: authorOf(row.user_id, names),
  status: row.status,
  createdAt: row.created_at,
  parentId: row.parent_id,
  replyTo:
    row.reply_to_id !== null && row.reply_to_user_id !== null
      ? { id: row.reply_to_id, displayName: (names.get(row.reply_to_user_id) ?? GONE).displayName }
      : null,
});

export const toUserComment = (row: CommentRow, article: { title: string; slug: string }): UserComment => ({
  id: row.id,
  content: row.content,
  status: row.status,
  createdAt: row.created_at,
  articleSlug: article.slug,
  articleTitle: article.title,
});

export const toAdminComment = (
  row: CommentRow,
  names: Map<number, UserName>,
  article: { title: string; slug: string },
  spamCount: number,
): AdminComment => {
  const n = names.get(row.user_id) ?? GONE;
  const pub = toPublicComment(row, names);
  return {
    id: row.id,
    content: row.content,
    status: row.status,
    createdAt: row.created_at,
    author: {
      id: row.user_id,
      username: n.username,
      displayName: n.displayName,
      avatarUrl: n.avatarUrl,
      admin: n.admin,
      spamCount,
    },
    article: { id: row.article_id, title: article.title, slug: article.slug },
    parentId: row.parent_id,
    replyTo: pub.replyTo,
    ip: maskIp(row.ip),
  };
};

/** 203.0.113.7 → 203.0.113.*; 2001:db8:1:2::5 → 2001:db8:1:*; the full address never leaves the server. */
export function maskIp(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (v4.includes('.')) {
    const parts = v4.split('.');
    return parts.length === 4 ? `${parts.slice(0, 3).join('.')}.*` : '*';
  }
  // '::' stands for the zero groups left out: 2001:db8::5 is 2001:db8:0:0:0:0:0:5, whose first
  // three groups are 2001:db8:0 (dropping the empty groups would show 2001:db8:5, the host part).
  const groups = (s: string | undefined) => (s ? s.split(':') : []);
  const [head, tail] = (ip.split('%')[0] ?? '').split('::');
  const full =
    tail === undefined
      ? groups(head)
      : [
          ...groups(head),
          ...Array<string>(Math.max(0, 8 - groups(head).length - groups(tail).length)).fill('0'),
          ...groups(tail),
        ];
  return `${full.slice(0, 3).join(':')}:*`;
}
