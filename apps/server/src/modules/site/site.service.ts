import {
  DEFAULT_PAGE_TYPE,
  DEFAULT_SITE_INFO,
  DEFAULT_TITLE_TEMPLATE,
  REGISTRATION_APPROVAL_SETTING,
  fillTitleTemplate,
  matchPageTypeIn,
  siteSettingsSchema,
  uploadMaxMbSchema,
  type FormatTitleInput,
  type TitleTemplate,
  type PageType,
  type PageTypeCreateInput,
  type PageTypeUpdateInput,
  type SiteInfo,
  type SiteSettingsInput,
} from '@app/contract';
import { nowIso } from '../../platform/db/database.ts';
import type { AppSecret } from '../../platform/auth/app-secret.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { retryOnUniqueViolation } from '../../platform/db/unique-violation.ts';
import { pageTypeDefaults } from './page-type-defaults.ts';
import type { Db } from '../../platform/db/database.ts';
import { SiteRepository } from './site.repository.ts';
import { defaultTemplateOf, joinPatterns, splitPatterns, toPageType } from './site.mapper.ts';

/** The settings key of each site info field (the table is a key/value list). */
const SETTING: Record<keyof SiteInfo, string> = {
  siteName: 'site.name',
  tagline: 'site.tagline',
  description: 'site.description',
  keywords: 'site.keywords',
  logoUrl: 'site.logoUrl',
  faviconUrl: 'site.faviconUrl',
  aboutPath: 'footer.aboutPath',
  privacyPath: 'footer.privacyPath',
  icpNumber: 'footer.icpNumber',
  pageSize: 'content.pageSize',
};
const SETTING_FIELDS = Object.keys(SETTING) as (keyof SiteInfo)[];

/**
 * How long this process answers site info, page types and templates from memory. A write here
 * forgets them at once; another server process sees the write within this time (as its
 * rendered-page cache does, by its own time limit).
 */
export const SITE_MEMO_TTL_MS = 30_000;

/** What every page render and title reads: loaded together, kept for SITE_MEMO_TTL_MS. */
interface SiteMemo {
  loadedAt: number;
  info: SiteInfo;
  /** Highest priority first, then oldest: the order matching tries them in. */
  types: { code: string; patterns: string[] }[];
  templates: Map<string, string>;
}

/** The largest file an upload may carry, in MB (UPLOAD_MAX_MB until it is set). */
const UPLOAD_MAX_MB_SETTING = 'upload.maxFileSizeMb';
/** Where releases before the key file kept the site's key (see handOverLegacySecret). */
const LEGACY_SECRET = 'app.secret';

export class SiteService {
  private readonly repo: SiteRepository;

  private memo: Promise<SiteMemo> | undefined;

  constructor(private readonly deps: { db: Db; secret: AppSecret; uploadMaxMb: number; clock?: { now(): number } }) {
    this.repo = new SiteRepository(deps.db);
  }

  /** Idempotent first-run data: site name, built-in page types and titles; an older release's key handed over. */
  async ensureDefaults(): Promise<void> {
    const now = nowIso();
    await this.handOverLegacySecret();
    for (const field of SETTING_FIELDS)
      await this.repo.insertSettingIfMissing(SETTING[field], String(DEFAULT_SITE_INFO[field]));
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
    this.forget();
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
    return (await this.current()).info;
  }

  /** Saves every site setting at once (validated again here: the stored values are read as trusted). */
  async saveSettings(input: SiteSettingsInput): Promise<SiteInfo> {
    const settings = siteSettingsSchema.parse(input);
    await this.repo.saveSettings(new Map(SETTING_FIELDS.map((field) => [SETTING[field], String(settings[field])])));
    this.forget();
    return this.siteInfo();
  }

  /** The upload size limit in MB: the site setting, else the configured default (a damaged value counts as unset). */
  async uploadMaxMb(): Promise<number> {
    const parsed = uploadMaxMbSchema.safeParse(await this.repo.getSetting(UPLOAD_MAX_MB_SETTING));
    return parsed.success ? parsed.data : this.deps.uploadMaxMb;
  }

  async setUploadMaxMb(mb: number): Promise<void> {
    await this.repo.setSetting(UPLOAD_MAX_MB_SETTING, String(uploadMaxMbSchema.parse(mb)));
  }

  /** Whether a new registration waits for an administrator's approval (off until the owner turns it on). */
  async registrationNeedsApproval(): Promise<boolean> {
    return (await this.repo.getSetting(REGISTRATION_APPROVAL_SETTING)) === 'true';
  }

  async setRegistrationNeedsApproval(on: boolean): Promise<void> {
    await this.repo.setSetting(REGISTRATION_APPROVAL_SETTING, String(on));
  }

  /** The first page type (highest priority) with a pattern matching the path; 'default' otherwise. */
  async matchPageType(path: string): Promise<string> {
    return matchPageTypeIn((await this.current()).types, path).code;
  }

  async formatTitle(input: FormatTitleInput): Promise<string> {
    const { templates, info } = await this.current();
    const pageType = input.pageType ?? DEFAULT_PAGE_TYPE;
    const template = templates.get(pageType) ?? templates.get(DEFAULT_PAGE_TYPE) ?? DEFAULT_TITLE_TEMPLATE;
    const fallbackTitle = pageTypeDefaults.find((d) => d.code === pageType)?.defaultTitle ?? '';
    return fillTitleTemplate(template, {
      ...Object.fromEntries(Object.entries(input.parameters ?? {}).map(([k, v]) => [k, String(v).trim()])),
      siteName: info.siteName,
      tagline: info.tagline,
      title: input.title?.trim() || fallbackTitle,
    });
  }

  /** Every page type with its template, in matching order (the administrator's table). */
  async pageTypes(): Promise<PageType[]> {
    const [rows, templates] = await Promise.all([this.repo.listPageTypes(), this.repo.listTitleTemplates()]);
    return rows.map((row) => toPageType(row, templates.get(row.code) ?? DEFAULT_TITLE_TEMPLATE));
  }

  async pageTitles(): Promise<TitleTemplate[]> {
    return (await this.pageTypes()).map((t) => ({ pageType: t.code, template: t.template }));
  }

  /** Sets templates of existing page types; an unknown type refuses the whole save. */
  async savePageTitles(titles: TitleTemplate[]): Promise<TitleTemplate[]> {
    const known = new Set((await this.repo.listPageTypes()).map((row) => row.code));
    const unknown = titles.findIndex((t) => !known.has(t.pageType));
    if (unknown >= 0)
      throw AppError.validation([
        { field: `titles.${unknown}.pageType`, message: `页面类型 ${titles[unknown]!.pageType} 不存在` },
      ]);
    await this.repo.saveTitles(new Map(titles.map((t) => [t.pageType, t.template])), nowIso());
    this.forget();
    return this.pageTitles();
  }

  /**
   * Back to the defaults: built-in page types get their names, paths and priorities back, every
   * template its default (a custom type's is DEFAULT_TITLE_TEMPLATE). Custom types stay.
   */
  async resetPageTitles(): Promise<PageType[]> {
    const rows = await this.repo.listPageTypes();
    const templates = new Map(rows.map((row) => [row.code, defaultTemplateOf(row.code)]));
    const builtins = pageTypeDefaults.map((d) => ({
      code: d.code,
      name: d.name,
      path_patterns: joinPatterns(d.patterns),
      priority: d.priority,
    }));
    await this.repo.reset(builtins, templates, nowIso());
    this.forget();
    return this.pageTypes();
  }

  async createPageType(input: PageTypeCreateInput): Promise<PageType> {
    const id = await retryOnUniqueViolation(async () => {
      if (await this.repo.codeTaken(input.code)) throw AppError.conflict('PAGE_TYPE_CODE_TAKEN');
      return this.repo.insertPageType(
        {
          code: input.code,
          name: input.name,
          path_patterns: joinPatterns(input.patterns),
          priority: input.priority,
          created_at: nowIso(),
        },
        input.template,
      );
    });
    this.forget();
    return this.pageType(id);
  }

  /** Name, paths, priority and template; the code stays (routes and templates refer to it). */
  async updatePageType(id: number, input: PageTypeUpdateInput): Promise<PageType> {
    const row = await this.repo.findPageType(id);
    if (!row) throw AppError.notFound('页面类型不存在');
    if (!row.builtin && input.patterns.length === 0)
      throw AppError.validation([{ field: 'patterns', message: '请至少填写一个路径模式' }]);
    await this.repo.updatePageType(
      id,
      row.code,
      { name: input.name, path_patterns: joinPatterns(input.patterns), priority: input.priority },
      input.template,
      nowIso(),
    );
    this.forget();
    return this.pageType(id);
  }

  async deletePageType(id: number): Promise<void> {
    const row = await this.repo.findPageType(id);
    if (!row) throw AppError.notFound('页面类型不存在');
    if (row.builtin) throw AppError.conflict('PAGE_TYPE_BUILTIN');
    await this.repo.deletePageType(id, row.code);
    this.forget();
  }

  private async pageType(id: number): Promise<PageType> {
    const found = (await this.pageTypes()).find((t) => t.id === id);
    if (!found) throw AppError.notFound('页面类型不存在');
    return found;
  }

  /** The memo, loaded again when it is older than SITE_MEMO_TTL_MS or was forgotten. */
  private current(): Promise<SiteMemo> {
    const now = this.deps.clock?.now() ?? Date.now();
    const memo = this.memo;
    if (memo) {
      return memo.then((m) => (now - m.loadedAt < SITE_MEMO_TTL_MS ? m : this.load(now)));
    }
    return this.load(now);
  }

  private load(now: number): Promise<SiteMemo> {
    const loading = (async (): Promise<SiteMemo> => {
      const [settings, rows, templates] = await Promise.all([
        this.repo.getSettings(Object.values(SETTING)),
        this.repo.listPageTypes(),
        this.repo.listTitleTemplates(),
      ]);
      return {
        loadedAt: now,
        info: infoFrom(settings),
        types: rows.map((row) => ({ code: row.code, patterns: splitPatterns(row.path_patterns) })),
        templates,
      };
    })();
    this.memo = loading;
    // A failed load is not kept: the next request tries again.
    loading.catch(() => {
      if (this.memo === loading) this.memo = undefined;
    });
    return loading;
  }

  /** After a write, here or on another instance: the next request reads the database again. */
  forget(): void {
    this.memo = undefined;
  }
}

/** Stored settings over the defaults; a value that no longer passes the rules takes its default. */
function infoFrom(settings: Map<string, string>): SiteInfo {
  const raw = Object.fromEntries(
    SETTING_FIELDS.map((field) => {
      const stored = settings.get(SETTING[field]);
      if (stored === undefined) return [field, DEFAULT_SITE_INFO[field]];
      return [field, field === 'pageSize' ? Number(stored) : stored];
    }),
  );
  const parsed = siteSettingsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const info = { ...raw } as Record<string, unknown>;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof SiteInfo;
    info[field] = DEFAULT_SITE_INFO[field];
  }
  return info as SiteInfo;
}
