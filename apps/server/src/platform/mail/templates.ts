import { CODE_TTL_SECONDS, type CodePurpose } from '@app/contract';
import type { MailMessage } from './mailer.ts';

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
  return { to, subject, ...body, outboxNote: `收件人 ${to}，验证码 ${code}` };
}

/** Sent instead of a registration code when the address already has an account (no enumeration). */
export function alreadyRegisteredMail(siteName: string, to: string): MailMessage {
  const subject = `【${siteName}】注册提醒`;
  const body = layout(siteName, '您已经注册过了', [
    '有人（可能是您自己）尝试用这个邮箱注册新账号，但该邮箱已经有账号了。',
    '您可以直接使用用户名或邮箱登录。如果这不是您本人的操作，请忽略本邮件。',
  ]);
  return { to, subject, ...body, outboxNote: `收件人 ${to}，该邮箱已注册，未发送验证码` };
}

export function passwordChangedMail(siteName: string, to: string, displayName: string): MailMessage {
  const body = layout(siteName, '您的密码已修改', [
    `${displayName}，您好：`,
    `您在 ${siteName} 的账号密码刚刚被修改，所有已登录的设备都已退出。`,
    '如果这不是您本人的操作，请立即联系站长。',
  ]);
  return { to, subject: `【${siteName}】密码已修改`, ...body, outboxNote: `收件人 ${to}，密码已修改通知` };
}

export function emailChangedMail(siteName: string, to: string, displayName: string, newEmail: string): MailMessage {
  const masked = newEmail.replace(/^(.{1,2}).*(@.*)$/, '$1***$2');
  const body = layout(siteName, '您的绑定邮箱已更换', [
    `${displayName}，您好：`,
    `您在 ${siteName} 的账号绑定邮箱已从本邮箱更换为 ${masked}，今后的通知将发送到新邮箱。`,
    '如果这不是您本人的操作，请立即联系站长。',
  ]);
  return { to, subject: `【${siteName}】绑定邮箱已更换`, ...body, outboxNote: `收件人 ${to}，邮箱已更换通知` };
}
