import { CODE_TTL_SECONDS, type CodePurpose } from '@app/contract';
import type { MailMessage } from './mailer.ts';
import { maskEmail } from '../text/trim.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const purposeTexts: Record<CodePurpose, string> = {
  REGISTER: '注册账号',
  PASSWORD_RESET: '修改密码',
  EMAIL_CHANGE: '更换绑定邮箱',
  SUBSCRIBE: '确认邮件订阅',
  ADMIN_DELETE_USER: '删除用户（管理员操作）',
  ADMIN_DELETE_PRODUCT: '删除商品（管理员操作）',
};

function layout(siteName: string, title: string, paragraphs: string[]): { text: string; html: string } {
  const text = [`${title}`, '', ...paragraphs, '', `—— ${siteName}`].join('\n');
  const html = `<!doctype html><html lang="zh-CN"><body style="font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#1f1f1f;line-height:1.7">
<div style="max-width:560px;margin:24px auto;padding:24px;border:1px solid #eee;border-radius:12px">
<h2 style="margin:0 0 16px;color:#667eea">${escapeHtml(title)}</h2>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="color:#999;font-size:12px;margin-top:24px">此邮件由 ${escapeHtml(siteName)} 自动发送，请勿直接回复。</p>
</div></body></html>`;
  return { text, html };
}

export function codeMail(siteName: string, to: string, purpose: CodePurpose, code: string): MailMessage {
  const minutes = CODE_TTL_SECONDS / 60;
  const subject = `【${siteName}】${purposeTexts[purpose]}验证码`;
  const body = layout(siteName, `${purposeTexts[purpose]}验证码`, [
    `您的验证码是：${code}`,
    `验证码 ${minutes} 分钟内有效，只能使用一次。请勿把验证码告诉任何人。`,
    '如果这不是您本人的操作，请忽略本邮件。',
  ]);
  return { to, subject, ...body, outboxNote: `验证码 ${code}` };
}

/** Sent instead of a registration code when the address already has an account (no enumeration). */
export function alreadyRegisteredMail(siteName: string, to: string): MailMessage {
  const subject = `【${siteName}】注册提醒`;
  const body = layout(siteName, '您已经注册过了', [
    '有人（可能是您自己）尝试用这个邮箱注册新账号，但该邮箱已经有账号了。',
    '您可以直接使用用户名或邮箱登录。如果这不是您本人的操作，请忽略本邮件。',
  ]);
  return { to, subject, ...body, outboxNote: '该邮箱已注册，未发送验证码' };
}

/**
 * Sent instead of an e-mail change code when the address already belongs to an account, so the
 * account asking learns nothing the reply to a free address would not tell it.
 */
export function addressInUseMail(siteName: string, to: string): MailMessage {
  const subject = `【${siteName}】换绑提醒`;
  const body = layout(siteName, '该邮箱已绑定账号', [
    '有人在另一个账号里尝试把这个邮箱设为绑定邮箱，但该邮箱已经绑定了一个账号，所以没有发送验证码。',
    '您的账号没有任何变化。如果这不是您本人的操作，请忽略本邮件。',
  ]);
  return { to, subject, ...body, outboxNote: '该邮箱已绑定账号，未发送换绑验证码' };
}

/**
 * Sent instead of a password reset code when no account uses the address, so the reply to the
 * request is the same for every address and the owner of this one learns why no code came.
 */
export function noAccountMail(siteName: string, to: string): MailMessage {
  const subject = `【${siteName}】找回密码提醒`;
  const body = layout(siteName, '该邮箱没有注册账号', [
    '有人（可能是您自己）在找回密码时填写了这个邮箱，但本站没有使用该邮箱的账号，所以没有发送验证码。',
    '如果您注册时用的是别的邮箱，请用那个邮箱找回密码。如果这不是您本人的操作，请忽略本邮件。',
  ]);
  return { to, subject, ...body, outboxNote: '该邮箱没有账号，未发送找回密码验证码' };
}

export function passwordChangedMail(siteName: string, to: string, displayName: string): MailMessage {
  const body = layout(siteName, '您的密码已修改', [
    `${displayName}，您好：`,
    `您在 ${siteName} 的账号密码刚刚被修改，所有已登录的设备都已退出。`,
    '如果这不是您本人的操作，请立即联系站长。',
  ]);
  return { to, subject: `【${siteName}】密码已修改`, ...body };
}

export function emailChangedMail(siteName: string, to: string, displayName: string, newEmail: string): MailMessage {
  const masked = maskEmail(newEmail);
  const body = layout(siteName, '您的绑定邮箱已更换', [
    `${displayName}，您好：`,
    `您在 ${siteName} 的账号绑定邮箱已从本邮箱更换为 ${masked}，今后的通知将发送到新邮箱。`,
    '如果这不是您本人的操作，请立即联系站长。',
  ]);
  return { to, subject: `【${siteName}】绑定邮箱已更换`, ...body };
}

/** What a notification mail says; the administrator's own message comes as rendered Markdown. */
export interface NoticeContent {
  /** The line that says what happened: '博客发布了新文章'. */
  intro: string;
  /** The item's title (article, product, comment's article). */
  title?: string;
  /** A few lines of it (excerpt, summary, the comment). */
  excerpt?: string;
  link?: { url: string; label: string };
  /** Sanitised HTML from Markdown, with its plain text. */
  body?: { html: string; text: string };
}

/**
 * A notification to a subscriber: the site's name, what happened, the item's title, excerpt and
 * link, why they get it, and a link that unsubscribes at one click. The headers let mail clients
 * offer unsubscribing themselves: List-Unsubscribe with the one-click POST of RFC 8058.
 */
export function noticeMail(notice: {
  siteName: string;
  to: string;
  subject: string;
  content: NoticeContent;
  /** Why this address gets it: '您订阅了「新文章」通知'. */
  reason: string;
  /** The page a person opens from the mail. */
  unsubscribePage: string;
  /** The address a mail client POSTs `List-Unsubscribe=One-Click` to. */
  unsubscribeEndpoint: string;
}): MailMessage {
  const { siteName, content } = notice;
  const text = [
    content.intro,
    ...(content.title ? ['', content.title] : []),
    ...(content.excerpt ? ['', content.excerpt] : []),
    ...(content.body ? ['', content.body.text] : []),
    ...(content.link ? ['', `${content.link.label}：${content.link.url}`] : []),
    '',
    '——',
    `${notice.reason}。不想再收到此类邮件？退订：${notice.unsubscribePage}`,
    `—— ${siteName}`,
  ].join('\n');
  // The message's own headings stay below the mail's title (a "## 标题" in the body is not the largest line).
  const html = `<!doctype html><html lang="zh-CN"><head><style>.notice-body h1,.notice-body h2{font-size:17px;margin:16px 0 8px}.notice-body h3,.notice-body h4,.notice-body h5,.notice-body h6{font-size:15px;margin:12px 0 6px}</style></head><body style="font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#1f1f1f;line-height:1.7">
<div style="max-width:600px;margin:24px auto;padding:24px;border:1px solid #eee;border-radius:12px">
<div style="color:#667eea;font-weight:600;margin-bottom:12px">${escapeHtml(siteName)}</div>
<p style="margin:0 0 8px;color:#595959">${escapeHtml(content.intro)}</p>
${content.title ? `<h2 style="margin:0 0 12px;font-size:20px">${escapeHtml(content.title)}</h2>` : ''}
${content.excerpt ? `<p style="margin:0 0 16px;color:#434343;white-space:pre-line">${escapeHtml(content.excerpt)}</p>` : ''}
${content.body ? `<div class="notice-body" style="margin:0 0 16px">${content.body.html}</div>` : ''}
${content.link ? `<p><a href="${escapeHtml(content.link.url)}" style="display:inline-block;padding:8px 20px;background:#667eea;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(content.link.label)}</a></p>` : ''}
<p style="color:#999;font-size:12px;margin-top:24px;border-top:1px solid #f0f0f0;padding-top:12px">${escapeHtml(notice.reason)}。不想再收到此类邮件？<a href="${escapeHtml(notice.unsubscribePage)}" style="color:#999">退订</a><br>此邮件由 ${escapeHtml(siteName)} 自动发送，请勿直接回复。</p>
</div></body></html>`;
  return {
    to: notice.to,
    subject: notice.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${notice.unsubscribeEndpoint}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    outboxNote: `退订链接 ${notice.unsubscribePage}`,
  };
}
