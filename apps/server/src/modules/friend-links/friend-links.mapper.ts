import type { FriendLink, PublicFriendLink } from '@app/contract';
import type { FriendLinkRow } from '../../platform/db/schema.ts';

export const toPublicFriendLink = (row: FriendLinkRow): PublicFriendLink => ({
  id: row.id,
  siteName: row.site_name,
  siteUrl: row.site_url,
  description: row.description,
  avatarUrl: row.avatar_url,
  ownerName: row.owner_name,
  category: row.category,
});

export const toFriendLink = (row: FriendLinkRow): FriendLink => ({
  ...toPublicFriendLink(row),
  ownerEmail: row.owner_email,
  reciprocal: Boolean(row.reciprocal),
  status: row.status,
  sortOrder: row.sort_order,
  clickCount: row.click_count,
  adminNote: row.admin_note,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
