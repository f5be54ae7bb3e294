import type { Rule } from 'antd/es/form';
import {
  friendLinkInputSchema,
  type FriendLink,
  type FriendLinkCategory,
  type FriendLinkInput,
  type FriendLinkStatus,
} from '@app/contract';
import { FRIEND_LINK_APPLY_DEFAULTS } from '../friend-links/index.ts';

/** What the friend link form holds: the application's fields, then the administrator's own. */
export interface FriendLinkFormValues {
  siteName: string;
  siteUrl: string;
  category: FriendLinkCategory;
  description?: string;
  ownerName?: string;
  ownerEmail?: string;
  avatarUrl?: string;
  reciprocal: boolean;
  sortOrder: number | null;
  /** Editing only (spec 02 §5). */
  status?: FriendLinkStatus;
  adminNote?: string;
}

/** The fields the server may name in a refusal, to show its reason on them. */
export const FRIEND_LINK_FIELDS = [
  'siteName',
  'siteUrl',
  'category',
  'description',
  'ownerName',
  'ownerEmail',
  'avatarUrl',
  'reciprocal',
  'sortOrder',
  'status',
  'adminNote',
] as const satisfies readonly (keyof FriendLinkFormValues)[];

/** A new link: spec 02 §5's defaults (the application's category 个人博客, not reciprocal, sort order 0). */
export const NEW_FRIEND_LINK: FriendLinkFormValues = {
  siteName: '',
  siteUrl: '',
  ...FRIEND_LINK_APPLY_DEFAULTS,
  description: '',
  ownerName: '',
  ownerEmail: '',
  avatarUrl: '',
  reciprocal: false,
  sortOrder: 0,
};

/** What the form shows for a link, or for a new one. */
export const friendLinkFormValues = (l: FriendLink | null): FriendLinkFormValues =>
  l === null ? NEW_FRIEND_LINK : formFromFriendLink(l);

const formFromFriendLink = (l: FriendLink): FriendLinkFormValues => ({
  siteName: l.siteName,
  siteUrl: l.siteUrl,
  category: l.category,
  description: l.description ?? '',
  ownerName: l.ownerName ?? '',
  ownerEmail: l.ownerEmail ?? '',
  avatarUrl: l.avatarUrl ?? '',
  reciprocal: l.reciprocal,
  sortOrder: l.sortOrder,
  status: l.status,
  adminNote: l.adminNote ?? '',
});

const text = (v: string | undefined) => v?.trim() || null;

/**
 * The body, trimmed, an empty field as null. The address as the field holds it (the field puts
 * https:// in front on leaving it; the server normalises in any case). Status and note only when
 * editing; a link the administrator adds is approved by the server.
 */
export const toFriendLinkInput = (v: FriendLinkFormValues, editing: boolean): FriendLinkInput => ({
  siteName: v.siteName.trim(),
  siteUrl: v.siteUrl.trim(),
  category: v.category,
  description: text(v.description),
  ownerName: text(v.ownerName),
  ownerEmail: text(v.ownerEmail),
  avatarUrl: text(v.avatarUrl),
  reciprocal: Boolean(v.reciprocal),
  sortOrder: v.sortOrder ?? 0,
  ...(editing ? { status: v.status, adminNote: text(v.adminNote) } : {}),
});

/** An empty sort order means 0; anything else is checked by the contract (a whole number, 0–9999). */
export const sortOrderRule: Rule = {
  validator: async (_rule, value: unknown) => {
    if (value === null || value === undefined || value === '') return;
    const result = friendLinkInputSchema.shape.sortOrder.safeParse(value);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? '排序无效');
  },
};
