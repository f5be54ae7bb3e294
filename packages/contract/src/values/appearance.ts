import type { ColourTheme } from '../appearance.ts';

/**
 * The colour theme and backgrounds: the values pages read without validating anything
 * (appearance.ts has the schemas).
 */

/** Spec 01 §3/§9: the theme before the owner takes one from an image. */
export const DEFAULT_COLOUR_THEME: ColourTheme = {
  primary: '#667eea',
  secondary: '#764ba2',
  accent: '#f093fb',
  isDark: false,
};

/** The parts of the public site that may each have their own background. */
export const BACKGROUND_AREAS = ['home', 'article', 'other'] as const;
export type BackgroundArea = (typeof BACKGROUND_AREAS)[number];
export const BACKGROUND_AREA_LABELS: Record<BackgroundArea, string> = {
  home: '首页',
  article: '文章页',
  other: '其他页面',
};

export const BACKGROUND_LIMITS = {
  images: 20,
  minOpacity: 0.05,
  maxOpacity: 1,
  maxBlur: 20,
} as const;
