import { DEFAULT_PAGE_TYPE, type FormatTitleInput, type SiteInfo } from '@app/contract';
import { nowIso } from '../../platform/db/database.ts';
import type { AppSecret } from '../../platform/auth/app-secret.ts';
import { matchPathPattern } from './path-pattern.ts';
import { DEFAULT_SITE_NAME, DEFAULT_TAGLINE, pageTypeDefaults } from './page-type-defaults.ts';
import { trimChars } from '../../platform/text/trim.ts';
import type { Db } from '../../platform/db/database.ts';
import { SiteRepository } from './site.repository.ts';

const SETTING = {
  siteName: 'site.name',
  tagline: 'site.tagline',
  description: 'site.description',
} as const;
/** Where releases before the key file kept the site's key (see handOverLegacySecret). */
const LEGACY_SECRET = 'app.secret';

/** Separators left dangling when a placeholder was empty ("- 轻量博客" → "轻量博客"). */
// (Spaces are folded to one first, so the separator needs no quantifier that input could make slow.)
const SEGMENT_SEPARATOR = / [-|–—·] /;
const isEdgeSeparator = (ch: string) => /[\s\-|–—·:：]/.test(ch);

export class SiteService {
  private readonly repo: SiteRepository;

  constructor(private readonly deps: { db: Db; secret: AppSecret }) {
    this.repo = new SiteRepository(deps.db);
  }

  /** Idempotent first-run data: site name, built-in page types and titles; an older release's key handed over. */
  async ensureDefaults(): Promise<void> {
    const now = nowIso();
    await this.handOverLegacySecret();
    await this.repo.insertSettingIfMissing(SETTING.siteName, DEFAULT_SITE_NAME);
    await this.repo.insertSettingIfMissing(SETTING.tagline, DEFAULT_TAGLINE);
    await this.repo.insertSettingIfMissing(SETTING.description, '一个记录文章与好物的个人站点');
    for (const d of pageTypeDefaults) {
      await this.repo.insertPageTypeIfMissing({
        code: d.code,
        name: d.name,
        path_patterns: d.patterns.join(','),
        priority: d.priority,
        builtin: true,
        created_at: now,
      });
      await this.repo.insertTitleIfMissing(d.code, d.template, now);
    }
  }

  /** True the first time a key is claimed, on any process: for one-off first-run work. */
  async claimOnce(key: string): Promise<boolean> {
    const marker = `${Date.now()}-${Math.random()}`;
    return (await this.repo.insertSettingIfMissing(`once.${key}`, marker)) === marker;
  }

  /**
   * Releases before the key file kept the site's key in these settings, next to the code hashes it
   * protects. The first start after the upgrade moves it to the platform's key file (unsubscribe
   * links already mailed carry it) and removes it from the database; it runs before anything reads
   * the key.
   */
  private async handOverLegacySecret(): Promise<void> {
    const legacy = await this.repo.getSetting(LEGACY_SECRET);
    if (legacy === undefined) return;
    this.deps.secret.adopt(legacy);
    await this.repo.deleteSetting(LEGACY_SECRET);
  }

  async siteInfo(): Promise<SiteInfo> {
    const s = await this.repo.getSettings([SETTING.siteName, SETTING.tagline, SETTING.description]);
    return {
      siteName: s.get(SETTING.siteName) ?? DEFAULT_SITE_NAME,
      tagline: s.get(SETTING.tagline) ?? DEFAULT_TAGLINE,
      description: s.get(SETTING.description) ?? '',
    };
  }

  /** The first page type (highest priority) with a pattern matching the path; 'default' otherwise. */
  async matchPageType(path: string): Promise<string> {
    const types = await this.repo.listPageTypes();
    for (const type of types) {
      const patterns = type.path_patterns
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      if (patterns.some((p) => matchPathPattern(p, path) !== null)) return type.code;
    }
    return DEFAULT_PAGE_TYPE;
  }

  async formatTitle(input: FormatTitleInput): Promise<string> {
    const [templates, info] = await Promise.all([this.repo.listTitleTemplates(), this.siteInfo()]);
    const pageType = input.pageType ?? DEFAULT_PAGE_TYPE;
    const template = templates.get(pageType) ?? templates.get(DEFAULT_PAGE_TYPE) ?? '{title} - {siteName}';
    const fallbackTitle = pageTypeDefaults.find((d) => d.code === pageType)?.defaultTitle ?? '';
    const values: Record<string, string> = {
      ...Object.fromEntries(Object.entries(input.parameters ?? {}).map(([k, v]) => [k, String(v).trim()])),
      siteName: info.siteName,
      tagline: info.tagline,
      title: input.title?.trim() || fallbackTitle,
    };
    // Each ' - ' segment is filled on its own: a segment left empty by a missing value drops
    // out with its punctuation ('搜索：' → '搜索'), and a repeated neighbour collapses
    // ('个人中心 - 个人中心 - 站点' → '个人中心 - 站点').
    const segments = template
      .replace(/\s+/g, ' ')
      .split(SEGMENT_SEPARATOR)
      .map((segment) =>
        trimChars(
          segment.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '').replace(/\s+/g, ' '),
          isEdgeSeparator,
        ),
      )
      .filter((segment, i, all) => segment.length > 0 && segment !== all[i - 1]);
    const formatted = segments.join(' - ');
    return formatted || info.siteName;
  }
}
