import { z } from './zod-locale.ts';
import { isHttpUrl, withScheme } from './values/friend-links.ts';
import { pageQuerySchema } from './envelope.ts';
import {
  DEFAULT_SOCIAL_GROUP,
  GENERIC_ICONS,
  PLATFORM_CODES,
  PLATFORMS,
  SOCIAL_LINK_LIMITS,
  usableCustomIcon,
  type Platform,
  type PlatformCode,
} from './values/social-links.ts';

/** Social links (社交链接): the platform catalogue, the public page, the administrator's table (spec 02 §2–§9). */

export const platformCodeSchema = z.enum(PLATFORM_CODES, { error: '请选择平台' });

/**
 * A link's address as stored: mailto:/tel: for EMAIL and PHONE (the prefix added when missing),
 * otherwise http(s) with https:// added when there is no scheme (spec 02 §5). Null when invalid.
 */
export function normaliseSocialUrl(platform: PlatformCode, raw: string): string | null {
  const value = raw.trim();
  const prefix: string | undefined = (PLATFORMS[platform] as Platform).prefix;
  if (prefix === 'mailto:') {
    const address = value.toLowerCase().startsWith('mailto:') ? value.slice(7) : value;
    return z.email().safeParse(address).success ? `mailto:${address}` : null;
  }
  if (prefix === 'tel:') {
    const number = value.toLowerCase().startsWith('tel:') ? value.slice(4) : value;
    return /^\+?[0-9][0-9 -]{2,24}$/.test(number) ? `tel:${number.replace(/[ -]/g, '')}` : null;
  }
  const url = withScheme(value);
  return isHttpUrl(url) ? url : null;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** POST/PUT /api/admin/social-links (spec 02 §7 body fields). */
export const socialLinkInputSchema = z
  .object({
    platform: platformCodeSchema,
    title: z
      .string()
      .trim()
      .max(SOCIAL_LINK_LIMITS.title, `标题不能超过${SOCIAL_LINK_LIMITS.title}个字符`)
      .optional()
      .nullable(),
    url: z
      .string({ error: '请输入URL' })
      .trim()
      .min(1, '请输入URL')
      .max(SOCIAL_LINK_LIMITS.url, `URL不能超过${SOCIAL_LINK_LIMITS.url}个字符`),
    description: z
      .string()
      .trim()
      .max(SOCIAL_LINK_LIMITS.description, `描述不能超过${SOCIAL_LINK_LIMITS.description}个字符`)
      .optional()
      .nullable()
      .transform((v) => v || null),
    groupName: z
      .string()
      .trim()
      .max(SOCIAL_LINK_LIMITS.groupName, `分组名称不能超过${SOCIAL_LINK_LIMITS.groupName}个字符`)
      .optional()
      .nullable()
      .transform((v) => v || DEFAULT_SOCIAL_GROUP),
    active: z.boolean().default(true),
    sortOrder: z.number().int('排序必须是整数').min(0, '排序不能为负数').max(9999, '排序不能超过9999').default(0),
    openInNewTab: z.boolean().default(true),
    featured: z.boolean().default(false),
    customIcon: z
      .string()
      .trim()
      .max(SOCIAL_LINK_LIMITS.customIcon, '图标地址过长')
      .optional()
      .nullable()
      .transform(usableCustomIcon),
    customColor: z
      .string()
      .trim()
      .optional()
      .nullable()
      .transform((v) => v || null)
      .refine((v) => v === null || HEX.test(v), '颜色必须是 #RRGGBB 格式'),
  })
  .transform((v, ctx) => {
    const url = normaliseSocialUrl(v.platform, v.url);
    if (url === null) {
      const prefix: string | undefined = (PLATFORMS[v.platform] as Platform).prefix;
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message:
          prefix === 'mailto:'
            ? '请输入有效的邮箱地址'
            : prefix === 'tel:'
              ? '请输入有效的电话号码'
              : '请输入有效的URL',
      });
      return z.NEVER;
    }
    // The prefix added (https://, mailto:) must still fit the column.
    if (url.length > SOCIAL_LINK_LIMITS.url) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: `URL不能超过${SOCIAL_LINK_LIMITS.url}个字符` });
      return z.NEVER;
    }
    return { ...v, url, title: v.title || PLATFORMS[v.platform].name };
  });
export type SocialLinkInput = z.input<typeof socialLinkInputSchema>;

/** How a link's icon is drawn: a brand mark's SVG path (24×24), a generic icon, or the owner's image. */
export const socialIconSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('brand'), path: z.string() }),
  z.object({ kind: z.literal('generic'), name: z.enum(GENERIC_ICONS) }),
  z.object({ kind: z.literal('image'), url: z.string() }),
]);
export type SocialIcon = z.infer<typeof socialIconSchema>;

/** Spec 02 §3 "Social link" (public fields). */
export const publicSocialLinkSchema = z.object({
  id: z.number().int(),
  platform: platformCodeSchema,
  platformName: z.string(),
  title: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  groupName: z.string(),
  sortOrder: z.number().int(),
  openInNewTab: z.boolean(),
  featured: z.boolean(),
  icon: socialIconSchema,
  /** The custom colour, else the platform's. */
  color: z.string(),
});
export type PublicSocialLink = z.infer<typeof publicSocialLinkSchema>;

/** As the administrator edits it: the form's own fields too. */
export const socialLinkSchema = publicSocialLinkSchema.extend({
  active: z.boolean(),
  customIcon: z.string().nullable(),
  customColor: z.string().nullable(),
  clickCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const adminSocialLinkQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
});
export type AdminSocialLinkQuery = z.input<typeof adminSocialLinkQuerySchema>;

/** GET /api/admin/social-links/platforms: the catalogue with each mark drawn, for the platform picker. */
export const platformOptionSchema = z.object({
  code: platformCodeSchema,
  name: z.string(),
  color: z.string(),
  icon: socialIconSchema,
});
export type PlatformOption = z.infer<typeof platformOptionSchema>;
