import type { z } from 'zod';
import { PLATFORM_CODES, PLATFORMS, SOCIAL_LINK_MESSAGES } from '@app/contract';
import type {
  adminSocialLinkQuerySchema,
  PageResult,
  PlatformOption,
  PublicSocialLink,
  SocialLink,
  socialLinkInputSchema,
} from '@app/contract';
import { nowIso, type Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { pageOffset, toPage } from '../../platform/http/paging.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { countsAsVisit, type Visitor } from '../../platform/rate-limit/visit-counter.ts';
import { platformIcon } from './platform-icons.ts';
import { SocialLinksRepository } from './social-links.repository.ts';
import { toPublicSocialLink, toSocialLink } from './social-links.mapper.ts';

type SocialLinkInput = z.output<typeof socialLinkInputSchema>;
type AdminQuery = z.output<typeof adminSocialLinkQuerySchema>;

const notFound = () => AppError.notFound(SOCIAL_LINK_MESSAGES.notFound);

/** The form's fields as columns (the contract has normalised the address and filled the title). */
const columnsOf = (input: SocialLinkInput) => ({
  platform: input.platform,
  title: input.title,
  url: input.url,
  description: input.description,
  group_name: input.groupName,
  active: input.active,
  sort_order: input.sortOrder,
  open_in_new_tab: input.openInNewTab,
  featured: input.featured,
  custom_icon: input.customIcon,
  custom_color: input.customColor,
});

/** Social links: the public page (active links), click counts, and the administrator's table and catalogue. */
export class SocialLinksService {
  private readonly repo: SocialLinksRepository;

  constructor(private readonly deps: { db: Db; limiter: RateLimiter }) {
    this.repo = new SocialLinksRepository(deps.db);
  }

  async publicList(): Promise<PublicSocialLink[]> {
    return (await this.repo.active()).map(toPublicSocialLink);
  }

  /** A click on an active link: counted once per visitor in 30 minutes, never for a bot. */
  async click(id: number, visitor: Visitor): Promise<{ clickCount: number }> {
    const row = await this.repo.findById(id);
    if (!row || !row.active) throw notFound();
    if (await countsAsVisit(this.deps.limiter, `social-link-click:${id}`, visitor)) {
      const clickCount = await this.repo.addClick(id);
      if (clickCount === undefined) throw notFound();
      return { clickCount };
    }
    return { clickCount: row.click_count };
  }

  async list(query: AdminQuery): Promise<PageResult<SocialLink>> {
    const keyword = query.keyword?.toLowerCase() || undefined;
    const platforms = keyword
      ? PLATFORM_CODES.filter((code) => PLATFORMS[code].name.toLowerCase().includes(keyword))
      : [];
    const { rows, total } = await this.repo.adminPage({ keyword, platforms }, pageOffset(query), query.size);
    return toPage(rows.map(toSocialLink), total, query);
  }

  async create(input: SocialLinkInput): Promise<SocialLink> {
    const now = nowIso();
    return toSocialLink(await this.repo.insert({ ...columnsOf(input), created_at: now, updated_at: now }));
  }

  async update(id: number, input: SocialLinkInput): Promise<SocialLink> {
    const row = await this.repo.update(id, { ...columnsOf(input), updated_at: nowIso() });
    if (!row) throw notFound();
    return toSocialLink(row);
  }

  async delete(id: number): Promise<void> {
    if (!(await this.repo.delete(id))) throw notFound();
  }

  /** The whole catalogue in its order, each mark drawn, for the platform picker. */
  platforms(): PlatformOption[] {
    return PLATFORM_CODES.map((code) => ({
      code,
      name: PLATFORMS[code].name,
      color: PLATFORMS[code].color,
      icon: platformIcon(code),
    }));
  }
}
