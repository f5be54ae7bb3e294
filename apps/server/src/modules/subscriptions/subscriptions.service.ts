import type { z } from 'zod';
import {
  isAdminSubscriptionType,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_TYPES,
  subscriptionStatusSchema,
  type AdminSubscription,
  type PageResult,
  type SubscribeResult,
  type Subscription,
  type SubscriptionStats,
  type SubscriptionType,
  type UnsubscribeResult,
  type adminSubscriptionInputSchema,
  type subscribeSchema,
  type verifySubscriptionQuerySchema,
} from '@app/contract';
import { nowIso, type Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { SignedInUser } from '../../platform/http/guards.ts';
import { pageOffset, toPage } from '../../platform/http/paging.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CodeSender } from '../verification/code-sender.ts';
import { accountSubject, type VerificationService } from '../verification/verification.service.ts';
import { maskEmail } from '../../platform/text/trim.ts';
import { toAdminSubscription, toSubscription } from './subscriptions.mapper.ts';
import { SubscriptionsRepository, type SubscriptionFilter } from './subscriptions.repository.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

type SubscribeInput = z.output<typeof subscribeSchema>;
type VerifyInput = z.output<typeof verifySubscriptionQuerySchema>;
type AdminInput = z.output<typeof adminSubscriptionInputSchema>;

const notFound = () => AppError.notFound(SUBSCRIPTION_MESSAGES.notFound);
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * E-mail subscriptions: one per address and type (the database's unique index). A signed-in
 * account subscribes its own address at once; any other address waits (PENDING) for the code
 * mailed to it, which proves the account may mail it. Every mail's token link unsubscribes
 * without signing in. Administrators manage them all.
 */
export class SubscriptionsService {
  readonly repo: SubscriptionsRepository;

  constructor(
    private readonly deps: {
      db: Db;
      users: UsersService;
      codes: VerificationService;
      codeSender: CodeSender;
      tokens: UnsubscribeTokens;
    },
  ) {
    this.repo = new SubscriptionsRepository(deps.db);
  }

  /** GET /api/user/subscriptions/my: every subscription the account holds, with its token. */
  async mine(userId: number): Promise<Subscription[]> {
    const rows = await this.repo.ofUser(userId);
    return Promise.all(rows.map(async (row) => toSubscription(row, await this.deps.tokens.of(row))));
  }

  /** Administrators' notifications are for administrators. */
  private assertMayHold(user: SignedInUser, type: SubscriptionType): void {
    if (isAdminSubscriptionType(type) && user.role !== 'ADMIN')
      throw AppError.forbidden(SUBSCRIPTION_MESSAGES.adminOnly);
  }

  /**
   * The account's own address (verified when it registered) is subscribed at once. Another
   * address gets a PENDING subscription and a code; one that another account holds and uses stays
   * theirs until this account proves the address — the reply is the same either way, so nobody
   * learns who is subscribed. A code sent moments ago for another type of the address is still
   * good (it activates every subscription of the address waiting for it), so the cooldown is no
   * refusal here.
   */
  async subscribe(user: SignedInUser, input: SubscribeInput, ip: string): Promise<SubscribeResult> {
    this.assertMayHold(user, input.subscriptionType);
    const email = input.email.toLowerCase();
    const row = { email, type: input.subscriptionType, userId: user.id, name: input.subscriberName };
    if (sameAddress(email, user.email)) {
      await this.repo.claim({ ...row, status: 'ACTIVE' }, 'always', nowIso());
      return { verificationRequired: false };
    }
    const existing = await this.repo.find(email, input.subscriptionType);
    if (existing?.user_id === user.id && (existing.status === 'ACTIVE' || existing.status === 'PAUSED'))
      throw AppError.conflict('SUBSCRIPTION_EXISTS', SUBSCRIPTION_MESSAGES.alreadySubscribed);
    await this.repo.claim({ ...row, status: 'PENDING' }, 'unless-in-use', nowIso());
    try {
      await this.deps.codeSender.send({ purpose: 'SUBSCRIBE', email, subject: accountSubject(user.id), ip });
    } catch (error) {
      // The code sent moments ago (for another type of this address) is still good, and activates this one too.
      if (!(error instanceof AppError && error.code === 'CODE_COOLDOWN')) throw error;
    }
    return { verificationRequired: true };
  }

  /** The code proves the address: the subscription of this type, and any other waiting for it, become active. */
  async verify(user: SignedInUser, input: VerifyInput): Promise<void> {
    this.assertMayHold(user, input.subscriptionType);
    const email = input.email.toLowerCase();
    await this.deps.codes.verify({
      purpose: 'SUBSCRIBE',
      email,
      subject: accountSubject(user.id),
      code: input.code,
      consume: true,
    });
    const now = nowIso();
    await this.repo.claim(
      { email, type: input.subscriptionType, userId: user.id, status: 'ACTIVE', name: null },
      'always',
      now,
    );
    await this.repo.activatePending(user.id, email, now);
  }

  /** GET /api/user/subscriptions/check: whether the account's subscription of the address and type is active. */
  async check(userId: number, email: string, type: SubscriptionType): Promise<boolean> {
    const row = await this.repo.find(email.toLowerCase(), type);
    return row?.user_id === userId && row.status === 'ACTIVE';
  }

  /**
   * The link of every mail, without signing in. The address said stop, so every subscription of
   * it to that type stops. A second click finds it stopped and says so the same way.
   */
  async unsubscribe(token: string): Promise<UnsubscribeResult> {
    const id = this.deps.tokens.idOf(token);
    const row = id === null ? undefined : await this.repo.findById(id);
    if (!row || !(await this.deps.tokens.matches(token, row)))
      throw AppError.notFound(SUBSCRIPTION_MESSAGES.tokenInvalid);
    await this.repo.unsubscribe(row.email, row.subscription_type, nowIso());
    return { subscriptionType: row.subscription_type, email: maskEmail(row.email) };
  }

  // ---- The administrator's ----

  /** One filter at a time, in the order keyword, status, type (spec 02 §7). */
  async list(
    filter: SubscriptionFilter,
    query: { page: number; size: number },
  ): Promise<PageResult<AdminSubscription>> {
    const { rows, total } = await this.repo.page(filter, pageOffset(query), query.size);
    const names = await this.deps.users.names(rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id])));
    return toPage(
      rows.map((r) => toAdminSubscription(r, names)),
      total,
      query,
    );
  }

  private async adminView(id: number): Promise<AdminSubscription> {
    const row = await this.repo.findById(id);
    if (!row) throw notFound();
    const names = await this.deps.users.names(row.user_id === null ? [] : [row.user_id]);
    return toAdminSubscription(row, names);
  }

  /** The administrator vouches for the address; it joins the account that has it, if any. */
  async create(input: AdminInput): Promise<AdminSubscription> {
    const email = input.email.toLowerCase();
    const now = nowIso();
    try {
      const row = await this.repo.insert({
        email,
        subscription_type: input.subscriptionType,
        status: input.status,
        subscriber_name: input.subscriberName,
        user_id: await this.deps.users.idByEmail(email),
        last_notification_at: null,
        notification_count: 0,
        created_at: now,
        updated_at: now,
      });
      return this.adminView(row.id);
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.conflict('SUBSCRIPTION_EXISTS', SUBSCRIPTION_MESSAGES.duplicate);
      throw error;
    }
  }

  async update(id: number, input: AdminInput): Promise<AdminSubscription> {
    const before = await this.repo.findById(id);
    if (!before) throw notFound();
    const email = input.email.toLowerCase();
    try {
      await this.repo.update(id, {
        email,
        subscription_type: input.subscriptionType,
        status: input.status,
        subscriber_name: input.subscriberName,
        // A new address belongs to whichever account has it (or none).
        ...(email === before.email ? {} : { user_id: await this.deps.users.idByEmail(email) }),
        updated_at: nowIso(),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.conflict('SUBSCRIPTION_EXISTS', SUBSCRIPTION_MESSAGES.duplicate);
      throw error;
    }
    return this.adminView(id);
  }

  async delete(id: number): Promise<void> {
    if (!(await this.repo.delete(id))) throw notFound();
  }

  /**
   * A deleted account's subscriptions go with it. The account's row stays (its comments keep it),
   * so the foreign key's cascade never fires: this does what it would have done.
   */
  async removeAllOf(userId: number): Promise<void> {
    await this.repo.deleteOfUser(userId);
  }

  /** Sets the status of the subscriptions that exist among `ids`; returns how many. */
  batchStatus(ids: number[], status: AdminInput['status']): Promise<number> {
    return this.repo.setStatus(ids, status, nowIso());
  }

  async stats(): Promise<SubscriptionStats> {
    const byStatus = Object.fromEntries(
      subscriptionStatusSchema.options.map((s) => [s, 0]),
    ) as SubscriptionStats['byStatus'];
    const byType = Object.fromEntries(SUBSCRIPTION_TYPES.map((t) => [t, 0])) as SubscriptionStats['byType'];
    let total = 0;
    for (const { status, type, n } of await this.repo.counts()) {
      byStatus[status] += n;
      byType[type] += n;
      total += n;
    }
    return { total, byStatus, byType };
  }
}
