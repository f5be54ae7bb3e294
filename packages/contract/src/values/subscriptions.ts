import type { SubscriptionStatus, SubscriptionType } from '../subscriptions.ts';

/**
 * E-mail subscriptions: the values pages read without validating anything (subscriptions.ts has
 * the schemas).
 */

export const SUBSCRIPTION_TYPES = [
  'ADMIN_NEW_USER',
  'ADMIN_NEW_COMMENT',
  'ADMIN_NEW_ARTICLE',
  'ADMIN_NEW_PRODUCT',
  'USER_NEW_ARTICLE',
  'USER_NEW_PRODUCT',
  'USER_COMMENT_REPLY',
] as const;

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
export const notificationStatusLabels = { SENDING: '发送中', DONE: '已完成' } as const;
