import { z } from './zod-locale.ts';
import { emailSchema } from './auth.ts';
import { codeSchema } from './codes.ts';
import { idSchema, pageQuerySchema } from './envelope.ts';
import {
  SUBSCRIPTION_TYPES,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIBER_NAME_MAX,
  NOTIFY_SUBJECT_MAX,
  NOTIFY_CONTENT_MAX,
  BATCH_STATUS_MAX,
} from './values/subscriptions.ts';

/** E-mail subscriptions and the notifications they receive (spec 02 §2–§9, spec 01 §2 settings tab 3). */

export const subscriptionTypeSchema = z.enum(SUBSCRIPTION_TYPES, { error: '请选择订阅类型' });
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;

export const subscriptionStatusSchema = z.enum(['PENDING', 'ACTIVE', 'PAUSED', 'UNSUBSCRIBED'], {
  error: '订阅状态无效',
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

const subscriberNameSchema = z
  .string()
  .trim()
  .max(SUBSCRIBER_NAME_MAX, `订阅者名称不能超过${SUBSCRIBER_NAME_MAX}个字符`)
  .optional()
  .nullable()
  .transform((v) => v || null);

/** POST /api/user/subscriptions/subscribe (spec 02 §5: add subscription). */
export const subscribeSchema = z.object({
  email: emailSchema,
  subscriptionType: subscriptionTypeSchema,
  subscriberName: subscriberNameSchema,
});
export type SubscribeInput = z.input<typeof subscribeSchema>;

/** The account's own address is active at once; another address waits for its code. */
export const subscribeResultSchema = z.object({ verificationRequired: z.boolean() });
export type SubscribeResult = z.infer<typeof subscribeResultSchema>;

/** POST /api/user/subscriptions/verify-code?email&code&subscriptionType. */
export const verifySubscriptionQuerySchema = z.object({
  email: emailSchema,
  code: codeSchema,
  subscriptionType: subscriptionTypeSchema,
});
export type VerifySubscriptionQuery = z.input<typeof verifySubscriptionQuerySchema>;
/** The verify modal's form (spec 02 §5). */
export const subscriptionCodeFormSchema = z.object({ code: codeSchema });

/** GET /api/user/subscriptions/check?email&type: true when that subscription of the account's is active. */
export const checkSubscriptionQuerySchema = z.object({ email: emailSchema, type: subscriptionTypeSchema });

/** GET|POST /api/user/subscriptions/unsubscribe?token: no sign-in; the link of every mail. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: SUBSCRIPTION_MESSAGES.tokenInvalid })
    .trim()
    .min(1, SUBSCRIPTION_MESSAGES.tokenInvalid)
    .max(200),
});
export const unsubscribeResultSchema = z.object({
  subscriptionType: subscriptionTypeSchema,
  /** The address with its middle hidden: the page tells which list was left without showing the address to whoever holds the link. */
  email: z.string(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/** A subscription as its holder sees it (spec 02 §3); the token is what the switch-off uses. */
export const subscriptionSchema = z.object({
  id: z.number().int(),
  subscriptionType: subscriptionTypeSchema,
  status: subscriptionStatusSchema,
  email: z.string(),
  subscriberName: z.string().nullable(),
  unsubscribeToken: z.string(),
  createdAt: z.string(),
  lastNotificationAt: z.string().nullable(),
  notificationCount: z.number().int(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The administrator's row: the holding account instead of the token. */
export const adminSubscriptionSchema = subscriptionSchema.omit({ unsubscribeToken: true }).extend({
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

/** GET /api/admin/subscriptions/search: a keyword over e-mail and name. */
export const adminSubscriptionSearchSchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(100, '关键词不能超过100个字符').default(''),
});
export const subscriptionStatusParamsSchema = z.object({ status: subscriptionStatusSchema });
export const subscriptionTypeParamsSchema = z.object({ type: subscriptionTypeSchema });

/** POST/PUT /api/admin/subscriptions: the administrator vouches for the address, so ACTIVE by default. */
export const adminSubscriptionInputSchema = z.object({
  email: emailSchema,
  subscriptionType: subscriptionTypeSchema,
  subscriberName: subscriberNameSchema,
  status: subscriptionStatusSchema.default('ACTIVE'),
});
export type AdminSubscriptionInput = z.input<typeof adminSubscriptionInputSchema>;

/** PUT /api/admin/subscriptions/batch-status?subscriptionIds=1,2&status= (no body). */
export const batchStatusQuerySchema = z.object({
  subscriptionIds: z
    .string({ error: '请选择订阅' })
    .trim()
    .min(1, '请选择订阅')
    .transform((v, ctx) => {
      const parts = v.split(',').map((p) => p.trim());
      const ids = parts.map((p) => idSchema.safeParse(p));
      if (ids.some((r) => !r.success)) {
        ctx.addIssue({ code: 'custom', message: '订阅ID无效' });
        return z.NEVER;
      }
      return [...new Set(ids.map((r) => r.data!))];
    })
    .refine((ids) => ids.length <= BATCH_STATUS_MAX, `一次最多更新${BATCH_STATUS_MAX}条订阅`),
  status: subscriptionStatusSchema,
});
export const batchStatusResultSchema = z.object({ updated: z.number().int() });

/** GET /api/admin/subscriptions/stats. */
export const subscriptionStatsSchema = z.object({
  total: z.number().int(),
  byStatus: z.record(subscriptionStatusSchema, z.number().int()),
  byType: z.record(subscriptionTypeSchema, z.number().int()),
});
export type SubscriptionStats = z.infer<typeof subscriptionStatsSchema>;

/** POST /api/admin/subscriptions/notify: a Markdown mail to the ACTIVE subscribers of the chosen types. */
export const notifyInputSchema = z.object({
  subject: z
    .string({ error: '请输入通知标题' })
    .trim()
    .min(1, '请输入通知标题')
    .max(NOTIFY_SUBJECT_MAX, `通知标题不能超过${NOTIFY_SUBJECT_MAX}个字符`),
  content: z
    .string({ error: '请输入通知内容' })
    .trim()
    .min(1, '请输入通知内容')
    .max(NOTIFY_CONTENT_MAX, `通知内容不能超过${NOTIFY_CONTENT_MAX}个字符`),
  subscriptionTypes: z
    .array(subscriptionTypeSchema, { error: '请选择接收对象' })
    .min(1, '请选择接收对象')
    .transform((types) => [...new Set(types)]),
});
export type NotifyInput = z.input<typeof notifyInputSchema>;

/** POST /api/admin/subscriptions/notify/preview: the mail as it will be sent, and to how many. */
export const notifyPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  recipients: z.number().int(),
});
export type NotifyPreview = z.infer<typeof notifyPreviewSchema>;

/** What set a notification off: one of the seven events, or the administrator's own message. */
export const notificationKindSchema = z.enum([...SUBSCRIPTION_TYPES, 'CUSTOM']);
export type NotificationKind = z.infer<typeof notificationKindSchema>;
export const notificationStatusSchema = z.enum(['SENDING', 'DONE']);

/** One sending job (spec: "the job's progress … and past jobs"). */
export const notificationJobSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  subject: z.string(),
  audience: z.array(subscriptionTypeSchema),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Recipients dropped before their turn (unsubscribed or paused meanwhile). */
  skipped: z.number().int(),
  status: notificationStatusSchema,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type NotificationJob = z.infer<typeof notificationJobSchema>;

/** A mail that could not be delivered after every try. */
export const failedDeliverySchema = z.object({
  email: z.string(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  updatedAt: z.string(),
});
export const notificationDetailSchema = notificationJobSchema.extend({
  failures: z.array(failedDeliverySchema),
});
export type NotificationDetail = z.infer<typeof notificationDetailSchema>;

export const notificationListQuerySchema = pageQuerySchema;
