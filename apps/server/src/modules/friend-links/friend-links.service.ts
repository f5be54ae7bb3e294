import type { z } from 'zod';
import { DEFAULT_FRIEND_LINK_RULES, FRIEND_LINK_MESSAGES } from '@app/contract';
import type {
  adminFriendLinkQuerySchema,
  FriendLink,
  friendLinkApplySchema,
  friendLinkInputSchema,
  FriendLinksPage,
  FriendLinkStatus,
  PageResult,
} from '@app/contract';
import { nowIso, type Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { pageOffset, toPage } from '../../platform/http/paging.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { countsAsVisit, type Visitor } from '../../platform/rate-limit/visit-counter.ts';
import type { FriendLinkEvents } from './friend-link-events.ts';
import { FriendLinksRepository } from './friend-links.repository.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { toFriendLink, toPublicFriendLink } from './friend-links.mapper.ts';
import { siteKey } from './site-key.ts';

type Application = z.output<typeof friendLinkApplySchema>;
type FriendLinkInput = z.output<typeof friendLinkInputSchema>;
type AdminQuery = z.output<typeof adminFriendLinkQuerySchema>;

/** Applications one address may send in an hour: enough for a typo or two, too few to flood the review queue. */
export const APPLICATIONS_PER_HOUR = 5;
const HOUR = 3600;

const notFound = () => AppError.notFound(FRIEND_LINK_MESSAGES.notFound);

/** The fields an application and the administrator's form share, as columns. */
const columnsOf = (input: Application) => ({
  site_name: input.siteName,
  site_url: input.siteUrl,
  site_key: siteKey(input.siteUrl),
  description: input.description,
  avatar_url: input.avatarUrl,
  owner_name: input.ownerName,
  owner_email: input.ownerEmail,
  category: input.category,
});

/**
 * Friend links: the public grid and its rules, anonymous applications (limited per address, one
 * per site), click counts, and the administrator's review and editing.
 */
export class FriendLinksService {
  private readonly repo: FriendLinksRepository;

  constructor(private readonly deps: { db: Db; limiter: RateLimiter; events: FriendLinkEvents }) {
    this.repo = new FriendLinksRepository(deps.db);
  }

  async publicPage(): Promise<FriendLinksPage> {
    const [rows, rules] = await Promise.all([this.repo.approved(), this.rules()]);
    return { links: rows.map(toPublicFriendLink), rules };
  }

  /** The owner's rules; the default text until they save their own. */
  async rules(): Promise<string> {
    return (await this.repo.rules()) ?? DEFAULT_FRIEND_LINK_RULES;
  }

  async saveRules(rules: string): Promise<string> {
    await this.repo.saveRules(rules, nowIso());
    return rules;
  }

  /**
   * A visitor's application, PENDING until reviewed. The address's hourly allowance is one atomic
   * counter, so parallel requests cannot slip past it; the site's unique key refuses a second
   * application for the same site, whatever the status of the first.
   */
  async apply(input: Application, ip: string): Promise<void> {
    const hit = await this.deps.limiter.hit(`friend-link-apply:${ip}`, HOUR);
    if (hit.count > APPLICATIONS_PER_HOUR)
      throw AppError.rateLimited(
        (hit.windowEndsAt.getTime() - Date.now()) / 1000,
        FRIEND_LINK_MESSAGES.tooManyApplications,
      );
    const now = nowIso();
    const filed = await this.deps.db.transaction().execute(async (trx) => {
      const row = await new FriendLinksRepository(trx).insertUnlessSiteTaken({
        ...columnsOf(input),
        reciprocal: false,
        status: 'PENDING',
        sort_order: 0,
        admin_note: null,
        created_at: now,
        updated_at: now,
      });
      if (row) await this.deps.events.emit(trx, [{ type: 'applied', link: toFriendLink(row) }]);
      return row;
    });
    if (!filed) throw AppError.conflict('CONFLICT', FRIEND_LINK_MESSAGES.duplicate);
  }

  /** A visit to an approved friend's site: counted once per visitor in 30 minutes, never for a bot. */
  async click(id: number, visitor: Visitor): Promise<{ clickCount: number }> {
    const row = await this.repo.findById(id);
    if (!row || row.status !== 'APPROVED') throw notFound();
    if (await countsAsVisit(this.deps.limiter, `friend-link-click:${id}`, visitor)) {
      const clickCount = await this.repo.addClick(id);
      if (clickCount === undefined) throw notFound();
      return { clickCount };
    }
    return { clickCount: row.click_count };
  }

  async list(query: AdminQuery): Promise<PageResult<FriendLink>> {
    const { rows, total } = await this.repo.adminPage(
      { status: query.status, keyword: query.keyword || undefined },
      pageOffset(query),
      query.size,
    );
    return toPage(rows.map(toFriendLink), total, query);
  }

  /** Applications awaiting review (the dashboard). */
  async pendingCount(): Promise<number> {
    return (await this.repo.adminPage({ status: 'PENDING' }, 0, 0)).total;
  }

  /** A link the administrator adds: approved unless they choose a status. */
  async create(input: FriendLinkInput): Promise<FriendLink> {
    const now = nowIso();
    const row = await this.repo.insertUnlessSiteTaken({
      ...columnsOf(input),
      reciprocal: input.reciprocal,
      status: input.status ?? 'APPROVED',
      sort_order: input.sortOrder,
      admin_note: input.adminNote,
      created_at: now,
      updated_at: now,
    });
    if (!row) throw AppError.conflict('CONFLICT', FRIEND_LINK_MESSAGES.siteExists);
    return toFriendLink(row);
  }

  /** The edit form: every field, and any of the four statuses (the status is kept when none is sent). */
  async update(id: number, input: FriendLinkInput): Promise<FriendLink> {
    try {
      const row = await this.repo.update(id, {
        ...columnsOf(input),
        reciprocal: input.reciprocal,
        ...(input.status ? { status: input.status } : {}),
        sort_order: input.sortOrder,
        admin_note: input.adminNote,
        updated_at: nowIso(),
      });
      if (!row) throw notFound();
      return toFriendLink(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.conflict('CONFLICT', FRIEND_LINK_MESSAGES.siteExists);
      throw error;
    }
  }

  /** Approve or reject: from PENDING only (spec 02 §4); anything else is the edit form's. */
  async review(id: number, to: Extract<FriendLinkStatus, 'APPROVED' | 'REJECTED'>): Promise<FriendLink> {
    const row = await this.repo.changeStatus(id, 'PENDING', to, nowIso());
    if (row) return toFriendLink(row);
    if (!(await this.repo.findById(id))) throw notFound();
    throw AppError.conflict('CONFLICT', FRIEND_LINK_MESSAGES.notPending);
  }

  async delete(id: number): Promise<void> {
    if (!(await this.repo.delete(id))) throw notFound();
  }
}
