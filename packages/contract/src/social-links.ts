import { z } from 'zod';
import { isHttpUrl, withScheme } from './friend-links.ts';
import { pageQuerySchema } from './envelope.ts';

/** Social links (社交链接): the platform catalogue, the public page, the administrator's table (spec 02 §2–§9). */

/**
 * How a platform's mark is drawn: a brand mark from the simple-icons set (its slug; the server
 * sends the SVG path of the marks a page uses, so no page carries the whole set), or one of the
 * site's generic icons where the set has no mark.
 */
export type PlatformGlyph = { brand: string } | { generic: GenericIcon };
export const GENERIC_ICONS = [
  'website',
  'blog',
  'email',
  'phone',
  'custom',
  'linkedin',
  'slack',
  'jianshu',
  'segmentfault',
] as const;
export type GenericIcon = (typeof GENERIC_ICONS)[number];

export interface Platform {
  name: string;
  /** Brand colour (#rrggbb). */
  color: string;
  glyph: PlatformGlyph;
  /** What the address starts with (EMAIL, PHONE); otherwise an http(s) address. */
  prefix?: 'mailto:' | 'tel:';
}

/** Spec 02 §3 "Platform catalogue": all 38 codes. */
export const PLATFORMS = {
  WECHAT: { name: '微信', color: '#07C160', glyph: { brand: 'wechat' } },
  WEIBO: { name: '微博', color: '#E6162D', glyph: { brand: 'sinaweibo' } },
  QQ: { name: 'QQ', color: '#1EBAFC', glyph: { brand: 'qq' } },
  TWITTER: { name: 'X (Twitter)', color: '#000000', glyph: { brand: 'x' } },
  FACEBOOK: { name: 'Facebook', color: '#0866FF', glyph: { brand: 'facebook' } },
  INSTAGRAM: { name: 'Instagram', color: '#FF0069', glyph: { brand: 'instagram' } },
  LINKEDIN: { name: 'LinkedIn', color: '#0A66C2', glyph: { generic: 'linkedin' } },
  YOUTUBE: { name: 'YouTube', color: '#FF0000', glyph: { brand: 'youtube' } },
  TIKTOK: { name: 'TikTok', color: '#000000', glyph: { brand: 'tiktok' } },
  GITHUB: { name: 'GitHub', color: '#181717', glyph: { brand: 'github' } },
  GITLAB: { name: 'GitLab', color: '#FC6D26', glyph: { brand: 'gitlab' } },
  STACKOVERFLOW: { name: 'Stack Overflow', color: '#F58025', glyph: { brand: 'stackoverflow' } },
  DRIBBBLE: { name: 'Dribbble', color: '#EA4C89', glyph: { brand: 'dribbble' } },
  BEHANCE: { name: 'Behance', color: '#1769FF', glyph: { brand: 'behance' } },
  FIGMA: { name: 'Figma', color: '#F24E1E', glyph: { brand: 'figma' } },
  ZHIHU: { name: '知乎', color: '#0084FF', glyph: { brand: 'zhihu' } },
  JUEJIN: { name: '稀土掘金', color: '#007FFF', glyph: { brand: 'juejin' } },
  CSDN: { name: 'CSDN', color: '#FC5531', glyph: { brand: 'csdn' } },
  JIANSHU: { name: '简书', color: '#EA6F5A', glyph: { generic: 'jianshu' } },
  SEGMENTFAULT: { name: '思否', color: '#009A61', glyph: { generic: 'segmentfault' } },
  MEDIUM: { name: 'Medium', color: '#000000', glyph: { brand: 'medium' } },
  DEVTO: { name: 'DEV', color: '#0A0A0A', glyph: { brand: 'devdotto' } },
  HASHNODE: { name: 'Hashnode', color: '#2962FF', glyph: { brand: 'hashnode' } },
  BILIBILI: { name: '哔哩哔哩', color: '#00A1D6', glyph: { brand: 'bilibili' } },
  // Douyin is TikTok's Chinese sister app and carries the same note mark.
  DOUYIN: { name: '抖音', color: '#000000', glyph: { brand: 'tiktok' } },
  TAOBAO: { name: '淘宝', color: '#E94F20', glyph: { brand: 'taobao' } },
  XIAOHONGSHU: { name: '小红书', color: '#FF2442', glyph: { brand: 'xiaohongshu' } },
  TELEGRAM: { name: 'Telegram', color: '#26A5E4', glyph: { brand: 'telegram' } },
  DISCORD: { name: 'Discord', color: '#5865F2', glyph: { brand: 'discord' } },
  SLACK: { name: 'Slack', color: '#4A154B', glyph: { generic: 'slack' } },
  PINTEREST: { name: 'Pinterest', color: '#BD081C', glyph: { brand: 'pinterest' } },
  REDDIT: { name: 'Reddit', color: '#FF4500', glyph: { brand: 'reddit' } },
  SPOTIFY: { name: 'Spotify', color: '#1ED760', glyph: { brand: 'spotify' } },
  WEBSITE: { name: '个人网站', color: '#1677FF', glyph: { generic: 'website' } },
  BLOG: { name: '博客', color: '#FA8C16', glyph: { generic: 'blog' } },
  EMAIL: { name: '邮箱', color: '#EA4335', glyph: { generic: 'email' }, prefix: 'mailto:' },
  PHONE: { name: '电话', color: '#52C41A', glyph: { generic: 'phone' }, prefix: 'tel:' },
  CUSTOM: { name: '自定义', color: '#8C8C8C', glyph: { generic: 'custom' } },
} as const satisfies Record<string, Platform>;

export type PlatformCode = keyof typeof PLATFORMS;
export const PLATFORM_CODES = Object.keys(PLATFORMS) as [PlatformCode, ...PlatformCode[]];
export const platformCodeSchema = z.enum(PLATFORM_CODES, { error: '请选择平台' });

export const DEFAULT_SOCIAL_GROUP = '其他平台';

export const SOCIAL_LINK_LIMITS = { title: 50, url: 500, description: 200, groupName: 30, customIcon: 500 } as const;

/** Spec 02 §8. */
export const SOCIAL_LINK_MESSAGES = {
  loadFailed: '加载社交链接失败',
  created: '社交链接创建成功',
  updated: '更新成功',
  updateFailed: '失败',
  deleted: '社交链接已删除',
  deleteFailed: '删除失败',
  notFound: '社交链接不存在',
} as const;

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

/** A custom icon counts only when it is a site file (/…) or an http(s) address (spec 02 §5). */
export const usableCustomIcon = (v: string | null | undefined): string | null =>
  v && (v.startsWith('/') || /^https?:\/\//i.test(v)) ? v : null;

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
