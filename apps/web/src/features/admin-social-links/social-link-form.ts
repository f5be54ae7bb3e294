import type { Rule, RuleRender } from 'antd/es/form';
import {
  PLATFORMS,
  socialLinkInputSchema,
  usableCustomIcon,
  type Platform,
  type PlatformCode,
  type SocialLink,
  type SocialLinkInput,
} from '@app/contract';

/** What the social link form holds. */
export interface SocialLinkFormValues {
  platform?: PlatformCode;
  url: string;
  /** Blank: the platform's name (its placeholder). */
  title?: string;
  description?: string;
  groupName?: string;
  sortOrder: number | null;
  active: boolean;
  openInNewTab: boolean;
  featured: boolean;
  customIcon?: string;
  /** '#rrggbb', or null for the platform's colour. */
  customColor: string | null;
}

/** The fields the server may name in a refusal, to show its reason on them. */
export const SOCIAL_LINK_FIELDS = [
  'platform',
  'url',
  'title',
  'description',
  'groupName',
  'sortOrder',
  'active',
  'openInNewTab',
  'featured',
  'customIcon',
  'customColor',
] as const satisfies readonly (keyof SocialLinkFormValues)[];

/** A new link: spec 02 §5's defaults (sort order 0, active), opened in a new tab, not in the footer. */
export const NEW_SOCIAL_LINK: SocialLinkFormValues = {
  url: '',
  title: '',
  description: '',
  groupName: '',
  sortOrder: 0,
  active: true,
  openInNewTab: true,
  featured: false,
  customIcon: '',
  customColor: null,
};

/**
 * A stored link in the form. A title that is only the platform's name (filled in when it was left
 * blank) shows blank, so choosing another platform names the link after that one.
 */
/** What the form shows for a link, or for a new one. */
export const socialLinkFormValues = (l: SocialLink | null): SocialLinkFormValues =>
  l === null ? NEW_SOCIAL_LINK : formFromSocialLink(l);

const formFromSocialLink = (l: SocialLink): SocialLinkFormValues => ({
  platform: l.platform,
  url: l.url,
  title: l.title === PLATFORMS[l.platform].name ? '' : l.title,
  description: l.description ?? '',
  groupName: l.groupName,
  sortOrder: l.sortOrder,
  active: l.active,
  openInNewTab: l.openInNewTab,
  featured: l.featured,
  customIcon: l.customIcon ?? '',
  customColor: l.customColor,
});

const text = (v: string | undefined) => v?.trim() || null;

/** A whole '#rrggbb' colour (what the contract accepts), not text half typed. */
export const isHexColour = (v: string | null | undefined): v is string => Boolean(v && /^#[0-9a-f]{6}$/i.test(v));

/**
 * The body, trimmed, an empty field as null (the server puts it in 其他平台). The address goes as
 * typed: the server adds https://, mailto: or tel:. A blank title becomes the platform's name.
 */
export const toSocialLinkInput = (v: SocialLinkFormValues & { platform: PlatformCode }): SocialLinkInput => ({
  platform: v.platform,
  url: v.url.trim(),
  title: v.title?.trim() || PLATFORMS[v.platform].name,
  description: text(v.description),
  groupName: text(v.groupName),
  sortOrder: v.sortOrder ?? 0,
  active: Boolean(v.active),
  openInNewTab: Boolean(v.openInNewTab),
  featured: Boolean(v.featured),
  customIcon: text(v.customIcon),
  customColor: v.customColor?.trim().toLowerCase() || null,
});

/** Each field's own rules in the contract (the schema checks the address against the platform after them). */
export const socialFields = socialLinkInputSchema.in.shape;

/**
 * The address, checked as the server will for the chosen platform: the contract's schema runs
 * `normaliseSocialUrl` (an e-mail address for EMAIL, a number for PHONE, http(s) otherwise) and
 * names the failure ('请输入URL', '请输入有效的邮箱地址', '请输入有效的电话号码', '请输入有效的URL').
 */
export const urlRule: RuleRender = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    const result = socialLinkInputSchema.safeParse({
      platform: getFieldValue('platform') as unknown,
      url: value ?? '',
    });
    const issue = result.error?.issues.find((i) => i.path[0] === 'url');
    if (issue) throw new Error(issue.message);
  },
});

/** What the address field asks for, by platform. */
export function urlHint(platform: PlatformCode | undefined): { placeholder: string; extra: string } {
  const prefix = platform ? (PLATFORMS[platform] as Platform).prefix : undefined;
  if (prefix === 'mailto:') return { placeholder: 'name@example.com', extra: '填写邮箱地址，保存时自动加上 mailto:' };
  if (prefix === 'tel:') return { placeholder: '+86 138 0000 0000', extra: '填写电话号码，保存时自动加上 tel:' };
  return { placeholder: 'https://…', extra: '未写协议时自动加上 https://' };
}

/** A custom icon that will not be used is said so as a warning; saving is still allowed (it is ignored). */
export const customIconRule: Rule = {
  warningOnly: true,
  validator: async (_rule, value: unknown) => {
    const v = typeof value === 'string' ? value.trim() : '';
    if (v && !usableCustomIcon(v)) throw new Error('不以 / 或 http 开头，将不会使用，仍显示平台图标');
  },
};

/** An empty sort order means 0; anything else is checked by the contract (a whole number, 0–9999). */
export const sortOrderRule: Rule = {
  validator: async (_rule, value: unknown) => {
    if (value === null || value === undefined || value === '') return;
    const result = socialFields.sortOrder.safeParse(value);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? '排序无效');
  },
};
