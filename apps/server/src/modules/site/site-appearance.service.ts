import type { z } from 'zod';
import {
  backgroundSettingsInputSchema,
  saveThemeSchema,
  DEFAULT_COLOUR_THEME,
  EMPTY_BACKGROUNDS,
  type BackgroundSettings,
  type ColourTheme,
  type SiteAppearance,
  type WebManifest,
} from '@app/contract';
import type { Db } from '../../platform/db/database.ts';
import { SiteRepository } from './site.repository.ts';
import { SITE_MEMO_TTL_MS, type SiteService } from './site.service.ts';

const SETTING = { theme: 'appearance.theme', backgrounds: 'appearance.backgrounds' } as const;

/** A stored JSON value read back through its schema; anything damaged counts as never set. */
function parseStored<T>(text: string | undefined, schema: z.ZodType<T, unknown>): T | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The icons the web build draws from its SVG (apps/web/build/pwa-icons.ts). */
const MANIFEST_ICONS: WebManifest['icons'] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * The site's look: the colour theme (taken from a background image in the browser, spec 01 §4)
 * and the background of each public area. Kept as two site settings.
 */
export class SiteAppearanceService {
  private readonly repo: SiteRepository;
  /** Every server render reads the look: kept like the site info (SITE_MEMO_TTL_MS), forgotten on a save here. */
  private memo: { loadedAt: number; appearance: Promise<SiteAppearance> } | undefined;

  constructor(private readonly deps: { db: Db; site: SiteService }) {
    this.repo = new SiteRepository(deps.db);
  }

  appearance(): Promise<SiteAppearance> {
    if (!this.memo || Date.now() - this.memo.loadedAt >= SITE_MEMO_TTL_MS) {
      const appearance = this.load();
      this.memo = { loadedAt: Date.now(), appearance };
      // A failed read is not kept: the next request tries again.
      appearance.catch(() => (this.memo = undefined));
    }
    return this.memo.appearance;
  }

  private async load(): Promise<SiteAppearance> {
    const stored = await this.repo.getSettings([SETTING.theme, SETTING.backgrounds]);
    const theme = parseStored<ColourTheme>(stored.get(SETTING.theme), saveThemeSchema.shape.theme.unwrap());
    const backgrounds = parseStored<BackgroundSettings>(stored.get(SETTING.backgrounds), backgroundSettingsInputSchema);
    return {
      theme: theme ?? DEFAULT_COLOUR_THEME,
      customTheme: theme !== undefined,
      backgrounds: backgrounds ?? EMPTY_BACKGROUNDS,
    };
  }

  /** After a write, here or on another instance: the next render reads the database again. */
  forget(): void {
    this.memo = undefined;
  }

  async saveTheme(theme: ColourTheme | null): Promise<SiteAppearance> {
    if (theme) await this.repo.setSetting(SETTING.theme, JSON.stringify(theme));
    else await this.repo.deleteSetting(SETTING.theme);
    this.memo = undefined;
    return this.appearance();
  }

  async saveBackgrounds(backgrounds: BackgroundSettings): Promise<SiteAppearance> {
    await this.repo.setSetting(SETTING.backgrounds, JSON.stringify(backgrounds));
    this.memo = undefined;
    return this.appearance();
  }

  /** The web app manifest: the site's current name and colours. */
  async manifest(): Promise<WebManifest> {
    const [info, { theme }] = await Promise.all([this.deps.site.siteInfo(), this.appearance()]);
    return {
      name: info.siteName,
      short_name: info.siteName,
      description: info.description || info.tagline,
      lang: 'zh-CN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: theme.primary,
      icons: MANIFEST_ICONS,
    };
  }
}
