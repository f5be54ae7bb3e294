import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { codeSchema } from './codes.ts';
import { idSchema, pageQuerySchema } from './envelope.ts';

/** E-mail subscriptions and the notifications they receive (spec 02 §2–§9, spec 01 §2 settings tab 3). */

export const SUBSCRIPTION_TYPES = [
  'ADMIN_NEW_USER',
  'ADMIN_NEW_COMMENT',
  'ADMIN_NEW_ARTICLE',
  'ADMIN_NEW_PRODUCT',
  'USER_NEW_ARTICLE',
  'USER_NEW_PRODUCT',
  'USER_COMMENT_REPLY',
] as const;
export const subscriptionTypeSchema = z.enum(SUBSCRIPTION_TYPES, { error: '请选择订阅类型' });
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;

export interface SubscriptionTypeInfo {
  /** Lower-snake-case code (spec 02 §3). */
  code: string;
  label: string;
  description: string;
  /** An icon name of @ant-design/icons; the web maps it to the component. */
  icon: 'UserAddOutlined' | 'CommentOutlined' | 'FileTextOutlined' | 'ShoppingOutlined' | 'MessageOutlined';
  color: string;
  /** Only administrators may hold the admin category. */
  category: 'admin' | 'user';
}

export const subscriptionTypeInfo: Record<SubscriptionType, SubscriptionTypeInfo> = {
  ADMIN_NEW_USER: {
    code: 'admin_new_user',
    label: '新用户注册',
    description: '有新用户注册账号时通知我',
    icon: 'UserAddOutlined',
    color: '#722ed1',
    category: 'admin',
  },
  ADMIN_NEW_COMMENT: {
    code: 'admin_new_comment',
    label: '新评论',
    description: '有读者发表评论时通知我（含待审核的评论）',
    icon: 'CommentOutlined',
    color: '#fa8c16',
    category: 'admin',
  },
  ADMIN_NEW_ARTICLE: {
    code: 'admin_new_article',
    label: '文章发布',
    description: '有文章发布（含定时发布到点）时通知我',
    icon: 'FileTextOutlined',
    color: '#1677ff',
    category: 'admin',
  },
  ADMIN_NEW_PRODUCT: {
    code: 'admin_new_product',
    label: '好物上架',
    description: '有好物首次上架时通知我',
    icon: 'ShoppingOutlined',
    color: '#eb2f96',
    category: 'admin',
  },
  USER_NEW_ARTICLE: {
    code: 'user_new_article',
    label: '新文章',
    description: '博客发布新文章时通知我',
    icon: 'FileTextOutlined',
    color: '#13c2c2',
    category: 'user',
  },
  USER_NEW_PRODUCT: {
    code: 'user_new_product',
    label: '新好物',
    description: '衣橱上架新好物时通知我',
    icon: 'ShoppingOutlined',
    color: '#52c41a',
    category: 'user',
  },
  USER_COMMENT_REPLY: {
    code: 'user_comment_reply',
    label: '评论回复',
    description: '有人回复我的评论时通知我',
    icon: 'MessageOutlined',
    color: '#faad14',
    category: 'user',
  },
};

export const isAdminSubscriptionType = (type: SubscriptionType): boolean =>
  subscriptionTypeInfo[type].category === 'admin';

/** The types a role may hold: a USER the three user types, an ADMIN all seven. */
export const subscriptionTypesFor = (role: 'ADMIN' | 'USER'): SubscriptionType[] =>
  SUBSCRIPTION_TYPES.filter((type) => role === 'ADMIN' || !isAdminSubscriptionType(type));

export const subscriptionStatusSchema = z.enum(['PENDING', 'ACTIVE', 'PAUSED', 'UNSUBSCRIBED'], {
  error: '订阅状态无效',
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
/** Spec 02 §4: the status tags. */
export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  PENDING: '待验证',
  ACTIVE: '已激活',
  PAUSED: '已暂停',
  UNSUBSCRIBED: '已退订',
};
export const subscriptionStatusColors: Record<SubscriptionStatus, string> = {
  PENDING: 'gold',
  ACTIVE: 'green',
  PAUSED: 'default',
  UNSUBSCRIBED: 'red',
};

/** Spec 02 §5 and §8. */
export const SUBSCRIPTION_MESSAGES = {
  submitted: '订阅申请已提交，请查收验证邮件',
  verified: '邮箱验证成功，订阅已激活',
  cooldown: '请等待冷却时间结束后再试',
  resent: '验证码已重新发送，请查收邮件',
  unsubscribed: '已成功取消订阅',
  adminCreated: '管理员订阅创建成功',
  updated: '订阅更新成功',
  deleted: '订阅删除成功',
  batchUpdated: '批量更新状态成功',
  notifyStarted: '自定义通知发送任务已启动',
  failed: '操作失败，请稍后重试',
  /** The account's own (already verified) address: active at once. */
  subscribed: '订阅已开启',
  cancelled: '订阅已关闭',
  alreadySubscribed: '您已订阅该类型',
  duplicate: '该邮箱已订阅此类型',
  adminOnly: '只有管理员可以订阅管理员通知',
  notFound: '订阅不存在',
  tokenInvalid: '退订链接无效或已失效',
  noRecipients: '所选订阅类型下没有已激活的订阅者',
  verifyNote: (email: string) => `验证邮件已发送至 ${email}，请输入邮件中的6位验证码（15分钟内有效）`,
} as const;

export const SUBSCRIBER_NAME_MAX = 50;
export const NOTIFY_SUBJECT_MAX = 100;
export const NOTIFY_CONTENT_MAX = 20_000;
export const BATCH_STATUS_MAX = 100;

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
export const notificationStatusLabels = { SENDING: '发送中', DONE: '已完成' } as const;

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
