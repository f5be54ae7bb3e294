import type { FriendLinkStatus } from '../friend-links.ts';

/**
 * Friend links: the values pages read without validating anything (friend-links.ts has the
 * schemas).
 */

export const friendLinkStatusLabels: Record<FriendLinkStatus, string> = {
  PENDING: '待审核',
  APPROVED: '已通过',
  REJECTED: '已拒绝',
  DISABLED: '已禁用',
};

export const FRIEND_LINK_CATEGORIES = ['个人博客', '技术博客', '生活博客', '摄影博客', '其他'] as const;
export const FRIEND_LINK_LIMITS = {
  siteName: 50,
  siteUrl: 300,
  description: 200,
  ownerName: 50,
  ownerEmail: 100,
  avatarUrl: 500,
  adminNote: 500,
  rules: 2000,
} as const;

/** Spec 02 §8. */
export const FRIEND_LINK_MESSAGES = {
  applied: '友链申请已提交，请等待审核',
  applyFailed: '申请失败，请稍后重试',
  loadFailed: '加载友链失败',
  created: '友链创建成功',
  createFailed: '创建失败',
  updated: '友链更新成功',
  updateFailed: '更新失败',
  approved: '友链已通过',
  rejected: '已拒绝',
  deleted: '已删除',
  failed: '操作失败',
  duplicate: '该站点已提交过友链申请，请勿重复提交',
  /** The administrator adds or edits a link to a site another link already has. */
  siteExists: '该站点已在友链列表中',
  tooManyApplications: '友链申请过于频繁，请稍后再试',
  notFound: '友链不存在',
  /** Approve and reject apply to applications awaiting review only (spec 02 §4). */
  notPending: '只能审核待审核的友链',
} as const;

/**
 * A scheme (`https:`, `mailto:`, `javascript:`) — but not a port: `example.com:8080` is a host
 * without a scheme, not the scheme `example.com`.
 */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/** `https://` in front of an address typed without a scheme (spec 02 §5). */
export const withScheme = (value: string): string => (HAS_SCHEME.test(value) ? value : `https://${value}`);
/**
 * An http(s) address (no other scheme) with its host right after `//`, where a browser looks for
 * it, and a dot in the host. The URL parser is lenient with the special schemes: it reads
 * `https:///favicon.svg` (a path typed as the address, given a scheme) as the host `favicon.svg`,
 * and `https:example.com` as `https://example.com/`, but on a page a browser resolves the latter
 * against the page's own address.
 */
const HOST_AFTER_SCHEME = /^https?:\/\/[^/\\]/i;

export function isHttpUrl(value: string): boolean {
  if (!HOST_AFTER_SCHEME.test(value)) return false;
  try {
    return new URL(value).hostname.includes('.');
  } catch {
    return false;
  }
}

export const DEFAULT_FRIEND_LINK_RULES = [
  '欢迎交换友链，请先在您的站点添加本站链接；',
  '站点能够正常访问，以原创内容为主，持续更新；',
  '不含违法、色情、赌博、广告等不良内容；',
  '提交后我会尽快审核，通过后显示在本页。',
].join('\n');
