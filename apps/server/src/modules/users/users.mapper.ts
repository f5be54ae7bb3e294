import type { User } from '@app/contract';
import type { UserRow } from '../../platform/db/schema.ts';
import { toBool } from '../../platform/db/database.ts';
import type { SignedInUser } from '../../platform/http/guards.ts';

export const toSignedInUser = (row: UserRow): SignedInUser => ({
  id: row.id,
  username: row.username,
  email: row.email,
  displayName: row.display_name,
  role: row.role,
});

export const toUserDto = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  displayName: row.display_name,
  email: row.email,
  avatarUrl: row.avatar_url,
  role: row.role,
  status: row.status,
  createdAt: row.created_at,
  isApproved: toBool(row.is_approved),
});
