import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_TYPES,
  subscriptionTypeInfo,
  type NotificationDetail,
  type NotificationJob,
  type NotifyPreview,
  type PageResult,
  type SubscriptionType,
  type notifyInputSchema,
} from '@app/contract';
import { nowIso, type Db } from '../../platform/db/database.ts';
import type { NotificationRow, SubscriptionRow } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { pageOffset, toPage } from '../../platform/http/paging.ts';
import type { JobContext, JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { noticeMail, type NoticeContent } from '../../platform/mail/templates.ts';
import type { MarkdownRenderer } from '../../platform/markdown/markdown.ts';
import type { SiteService } from '../site/site.service.ts';
import { NotificationsRepository, type DeliveryCounts } from './notifications.repository.ts';
import type { SubscriptionsRepository } from './subscriptions.repository.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

type NotifyInput = z.output<typeof notifyInputSchema>;

/** The job kind of one mail to one subscriber. */
const DELIVER = 'notifications.deliver';
const FAILURES_SHOWN = 100;

/** A notification's content as stored: what the mail says, and the site's name when it was queued. */
type StoredContent = NoticeContent & { siteName?: string };

/** One audience of an event: the subscribers of a type, and what they are told. */
export interface Audience {
  type: SubscriptionType;
  subject: string;
  content: NoticeContent;
  /** Only this account's subscriptions (a reply goes to the author answered). */
  onlyUserId?: number;
  /** Never this account's (nobody is told of their own comment). */
  exceptUserId?: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Turns events into mails, durably: each event makes one notification per audience, with one
 * delivery per address, and a queued job per delivery — all in one transaction, under a key that
 * makes a repeated event a no-op. An address in two audiences of one event gets one mail. Jobs
 * send at the configured pace, retry, and end FAILED with the reason for the administrator; a
 * subscription paused or cancelled before its turn is skipped.
 */
export class NotificationsService {
  private readonly repo: NotificationsRepository;

  constructor(
    private readonly deps: {
      db: Db;
      jobs: JobQueue;
      mailer: Mailer;
      site: SiteService;
      markdown: MarkdownRenderer;
      subscriptions: SubscriptionsRepository;
      tokens: UnsubscribeTokens;
      /** The site's address for links in mails (PUBLIC_URL). */
      origin: string;
      sendsPerMinute: number;
      log: FastifyBaseLogger;
    },
  ) {
    this.repo = new NotificationsRepository(deps.db);
    deps.jobs.handle<{ deliveryId: number }>(DELIVER, (job, context) => this.deliver(job.deliveryId, context), {
      perMinute: deps.sendsPerMinute,
      onFailed: (job, error) =>
        this.repo.settle(job.deliveryId, { status: 'FAILED', lastError: errorText(error) }, nowIso()),
    });
  }

  /** An absolute address on this site. */
  url(path: string): string {
    return `${this.deps.origin}${path}`;
  }

  async siteName(): Promise<string> {
    return (await this.deps.site.siteInfo()).siteName;
  }

  /**
   * Queues the mails of an event, audience by audience; an address already told of this event
   * (in an earlier audience, or by an earlier try of the same event) is not told again.
   */
  async announce(eventKey: string, audiences: Audience[]): Promise<void> {
    const told = new Set<string>();
    for (const audience of audiences) {
      const key = `${eventKey}:${audience.type}`;
      const earlier = await this.repo.findByEventKey(key);
      if (earlier) {
        for (const email of await this.repo.recipientsOf(earlier.id)) told.add(email);
        continue;
      }
      const recipients = (await this.deps.subscriptions.active(audience.type, audience.onlyUserId)).filter(
        (s) => !told.has(s.email) && (audience.exceptUserId === undefined || s.user_id !== audience.exceptUserId),
      );
      for (const s of recipients) told.add(s.email);
      if (recipients.length === 0) continue;
      await this.queue(
        { kind: audience.type, key, subject: audience.subject, content: audience.content, audience: [audience.type] },
        recipients,
        null,
      );
    }
  }

  /** One notification, its deliveries and their jobs, in one transaction. */
  private async queue(
    notice: {
      kind: NotificationRow['kind'];
      key: string;
      subject: string;
      content: NoticeContent;
      audience: SubscriptionType[];
    },
    recipients: SubscriptionRow[],
    createdBy: number | null,
  ): Promise<NotificationRow | undefined> {
    const now = nowIso();
    // The site's name is kept with the content: each mail reads it from there, not from the settings.
    const content: StoredContent = { ...notice.content, siteName: await this.siteName() };
    return this.deps.db.transaction().execute(async (trx) => {
      const repo = new NotificationsRepository(trx);
      const notification = await repo.insertOnce({
        kind: notice.kind,
        event_key: notice.key,
        subject: notice.subject,
        audience: JSON.stringify(notice.audience),
        content: JSON.stringify(content),
        total: recipients.length,
        created_by: createdBy,
        created_at: now,
      });
      if (!notification) return undefined;
      const ids = await repo.insertDeliveries(
        recipients.map((s) => ({
          notification_id: notification.id,
          subscription_id: s.id,
          email: s.email,
          subscription_type: s.subscription_type,
        })),
        now,
      );
      await this.deps.jobs.enqueueMany(
        trx,
        DELIVER,
        ids.map((deliveryId) => ({ deliveryId })),
      );
      return notification;
    });
  }

  /** One mail to one subscriber, if the subscription still wants it. Repeatable: a sent delivery is not sent again. */
  private async deliver(deliveryId: number, context: JobContext): Promise<void> {
    const delivery = await this.repo.delivery(deliveryId);
    if (!delivery || delivery.status !== 'QUEUED') return;
    const subscription =
      delivery.subscription_id === null ? undefined : await this.deps.subscriptions.findById(delivery.subscription_id);
    const now = nowIso();
    if (
      !subscription ||
      subscription.status !== 'ACTIVE' ||
      subscription.email !== delivery.email ||
      subscription.subscription_type !== delivery.subscription_type
    ) {
      await this.repo.settle(delivery.id, { status: 'SKIPPED', attempts: context.attempt }, now);
      return;
    }
    const notification = (await this.repo.findById(delivery.notification_id))!;
    const token = encodeURIComponent(await this.deps.tokens.of(subscription));
    const { siteName, ...content } = JSON.parse(notification.content) as StoredContent;
    const mail = noticeMail({
      // (Notifications queued before the name was stored with them read it from the settings.)
      siteName: siteName ?? (await this.siteName()),
      to: subscription.email,
      subject: notification.subject,
      content,
      reason: `您收到此邮件，是因为订阅了「${subscriptionTypeInfo[subscription.subscription_type].label}」通知`,
      unsubscribePage: this.url(`/unsubscribe?token=${token}`),
      unsubscribeEndpoint: this.url(`/api/user/subscriptions/unsubscribe?token=${token}`),
    });
    try {
      await this.deps.mailer.send(mail);
    } catch (error) {
      await this.repo.settle(
        delivery.id,
        { status: 'QUEUED', attempts: context.attempt, lastError: errorText(error) },
        now,
      );
      throw error;
    }
    await this.repo.settle(delivery.id, { status: 'SENT', attempts: context.attempt, sentAt: now }, now);
    await this.deps.subscriptions.noteNotified(subscription.id, now);
  }

  // ---- The administrator's own notifications ----

  /** The ACTIVE subscribers of the chosen types, one per address (spec: status ACTIVE only). */
  private async audienceOf(types: SubscriptionType[]): Promise<SubscriptionRow[]> {
    const seen = new Set<string>();
    const recipients: SubscriptionRow[] = [];
    for (const type of SUBSCRIPTION_TYPES.filter((t) => types.includes(t)))
      for (const s of await this.deps.subscriptions.active(type))
        if (!seen.has(s.email)) {
          seen.add(s.email);
          recipients.push(s);
        }
    return recipients;
  }

  private async customNotice(input: NotifyInput): Promise<{ subject: string; content: NoticeContent }> {
    const { html } = await this.deps.markdown.renderHighlighted(input.content, { keep: false });
    return {
      subject: `【${await this.siteName()}】${input.subject}`,
      content: { intro: '站长发来一条通知', title: input.subject, body: { html, text: input.content } },
    };
  }

  /** The mail as it will look (with a stand-in unsubscribe link), and how many will get it. */
  async preview(input: NotifyInput): Promise<NotifyPreview> {
    const { subject, content } = await this.customNotice(input);
    const recipients = await this.audienceOf(input.subscriptionTypes);
    const mail = noticeMail({
      siteName: await this.siteName(),
      to: 'preview@example.com',
      subject,
      content,
      reason: '您收到此邮件，是因为订阅了本站的通知',
      unsubscribePage: '#',
      unsubscribeEndpoint: '#',
    });
    return { subject, html: mail.html, recipients: recipients.length };
  }

  /** POST /api/admin/subscriptions/notify: queues the mails and returns the job to follow. */
  async notify(input: NotifyInput, adminId: number): Promise<NotificationJob> {
    const recipients = await this.audienceOf(input.subscriptionTypes);
    if (recipients.length === 0)
      throw AppError.validation([{ field: 'subscriptionTypes', message: SUBSCRIPTION_MESSAGES.noRecipients }]);
    const { subject, content } = await this.customNotice(input);
    const notification = await this.queue(
      { kind: 'CUSTOM', key: `custom:${randomUUID()}`, subject, content, audience: input.subscriptionTypes },
      recipients,
      adminId,
    );
    return (await this.jobs([notification!]))[0]!;
  }

  async list(query: { page: number; size: number }): Promise<PageResult<NotificationJob>> {
    const { rows, total } = await this.repo.page(pageOffset(query), query.size);
    return toPage(await this.jobs(rows), total, query);
  }

  async detail(id: number): Promise<NotificationDetail> {
    const row = await this.repo.findById(id);
    if (!row) throw AppError.notFound('通知任务不存在');
    const [job] = await this.jobs([row]);
    const failures = await this.repo.failures(id, FAILURES_SHOWN);
    return {
      ...job!,
      failures: failures.map((d) => ({
        email: d.email,
        attempts: Number(d.attempts),
        error: d.last_error,
        updatedAt: d.updated_at,
      })),
    };
  }

  private async jobs(rows: NotificationRow[]): Promise<NotificationJob[]> {
    const counts = await this.repo.counts(rows.map((r) => r.id));
    return rows.map((row) => toJob(row, counts.get(row.id)!));
  }
}

function toJob(row: NotificationRow, counts: DeliveryCounts): NotificationJob {
  const done = counts.queued === 0;
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    audience: JSON.parse(row.audience) as SubscriptionType[],
    total: Number(row.total),
    sent: counts.sent,
    failed: counts.failed,
    skipped: counts.skipped,
    status: done ? 'DONE' : 'SENDING',
    createdAt: row.created_at,
    finishedAt: done ? (counts.lastUpdate ?? row.created_at) : null,
  };
}
