/**
 * Social links: the platform catalogue and the values pages read without validating anything
 * (social-links.ts has the schemas).
 */

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

/** A custom icon counts only when it is a site file (/…) or an http(s) address (spec 02 §5). */
export const usableCustomIcon = (v: string | null | undefined): string | null =>
  v && (v.startsWith('/') || /^https?:\/\//i.test(v)) ? v : null;
