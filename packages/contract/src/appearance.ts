import { z } from './zod-locale.ts';
import { BACKGROUND_AREAS, BACKGROUND_LIMITS } from './values/appearance.ts';

/** A colour as the theme keeps it: #rrggbb, lower case. */
export const hexColourSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, '颜色应为 #RRGGBB 格式')
  .transform((s) => s.toLowerCase());

/** Spec 01 §3: the colour theme taken from a background image (as answered). */
export const colourThemeSchema = z.object({
  primary: z.string(),
  secondary: z.string(),
  accent: z.string(),
  isDark: z.boolean(),
});
export type ColourTheme = z.infer<typeof colourThemeSchema>;

/** The same, as the owner sends it: every colour checked. */
const colourThemeInputSchema = z.object({
  primary: hexColourSchema,
  secondary: hexColourSchema,
  accent: hexColourSchema,
  isDark: z.boolean(),
});

/**
 * Only images uploaded to this site: the address goes into a CSS url(), so it may hold no quote,
 * bracket, space or backslash, and no '..'.
 */
const backgroundUrlSchema = z
  .string()
  .trim()
  .max(500, '图片地址过长')
  .regex(/^\/files\/[A-Za-z0-9_\-/.]+$/, '请使用本站上传的图片')
  .refine((url) => !url.includes('..'), '请使用本站上传的图片');

/** A background the owner uploaded, with what the browser measured in it. */
const backgroundImageInputSchema = z.object({
  url: backgroundUrlSchema,
  /** The image's mean colour and its most frequent colours: text laid over it must read on each. */
  average: hexColourSchema,
  palette: z.array(hexColourSchema).min(1).max(5),
  /** The colour theme extracted from it (spec 01 §4). */
  theme: colourThemeInputSchema,
});

const areaBackgroundInputSchema = z.object({
  url: backgroundUrlSchema,
  opacity: z
    .number()
    .min(BACKGROUND_LIMITS.minOpacity, `不透明度不能低于 ${BACKGROUND_LIMITS.minOpacity}`)
    .max(BACKGROUND_LIMITS.maxOpacity, `不透明度不能高于 ${BACKGROUND_LIMITS.maxOpacity}`),
  blur: z
    .number()
    .int('模糊半径应为整数')
    .min(0, '模糊半径不能为负数')
    .max(BACKGROUND_LIMITS.maxBlur, `模糊半径不能超过 ${BACKGROUND_LIMITS.maxBlur}px`),
});

/** PUT /api/admin/site/backgrounds: the uploaded images and each area's choice (null: none). */
export const backgroundSettingsInputSchema = z
  .object({
    images: z
      .array(backgroundImageInputSchema)
      .max(BACKGROUND_LIMITS.images, `最多保存 ${BACKGROUND_LIMITS.images} 张背景图片`),
    areas: z.object({
      home: areaBackgroundInputSchema.nullable(),
      article: areaBackgroundInputSchema.nullable(),
      other: areaBackgroundInputSchema.nullable(),
    }),
  })
  .superRefine((value, ctx) => {
    const urls = new Set(value.images.map((image) => image.url));
    if (urls.size !== value.images.length)
      ctx.addIssue({ code: 'custom', path: ['images'], message: '背景图片不能重复' });
    for (const area of BACKGROUND_AREAS) {
      const chosen = value.areas[area];
      if (chosen && !urls.has(chosen.url))
        ctx.addIssue({ code: 'custom', path: ['areas', area, 'url'], message: '请先上传该背景图片' });
    }
  });
export type BackgroundSettingsInput = z.input<typeof backgroundSettingsInputSchema>;

const backgroundImageSchema = z.object({
  url: z.string(),
  average: z.string(),
  palette: z.array(z.string()),
  theme: colourThemeSchema,
});
export type BackgroundImage = z.infer<typeof backgroundImageSchema>;
const areaBackgroundSchema = z.object({ url: z.string(), opacity: z.number(), blur: z.number() });
export type AreaBackground = z.infer<typeof areaBackgroundSchema>;

/** The backgrounds as answered. */
export const backgroundSettingsSchema = z.object({
  images: z.array(backgroundImageSchema),
  areas: z.object({
    home: areaBackgroundSchema.nullable(),
    article: areaBackgroundSchema.nullable(),
    other: areaBackgroundSchema.nullable(),
  }),
});
export type BackgroundSettings = z.infer<typeof backgroundSettingsSchema>;

export const EMPTY_BACKGROUNDS: BackgroundSettings = { images: [], areas: { home: null, article: null, other: null } };

/** PUT /api/admin/site/theme: the site's colour theme; null goes back to the default. */
export const saveThemeSchema = z.object({ theme: colourThemeInputSchema.nullable() });
export type SaveThemeInput = z.input<typeof saveThemeSchema>;

/** GET /api/public/site/appearance: what every page is drawn with. */
export const siteAppearanceSchema = z.object({
  theme: colourThemeSchema,
  /** False while the site uses the default theme. */
  customTheme: z.boolean(),
  backgrounds: backgroundSettingsSchema,
});
export type SiteAppearance = z.infer<typeof siteAppearanceSchema>;

/** /manifest.webmanifest: what a browser installs the site as. */
export const webManifestSchema = z.object({
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  background_color: z.string(),
  theme_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() })),
});
export type WebManifest = z.infer<typeof webManifestSchema>;
