import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitSettings } from '../../config.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.ts';
import { codeMail } from '../../platform/mail/templates.ts';
import type { SiteService } from '../site/site.service.ts';
import type { CodeRequest, VerificationService } from './verification.service.ts';

/**
 * Sends verification codes by mail for every purpose: limits per IP and per address first,
 * then the code (with its cooldown), then the mail in the site's name.
 */
export class CodeSender {
  constructor(
    private readonly deps: {
      codes: VerificationService;
      site: SiteService;
      mailer: Mailer;
      limiter: RateLimiter;
      limits: RateLimitSettings;
      log: FastifyBaseLogger;
    },
  ) {}

  /**
   * `instead` may return another mail to send in place of the code (e.g. "you already have an
   * account"), so the reply stays the same whatever the address.
   */
  async send(
    request: CodeRequest & { ip: string },
    instead?: (siteName: string) => Promise<MailMessage | null>,
  ): Promise<void> {
    // A send within the cooldown is refused before the hourly limits count it.
    await this.deps.codes.assertNotCoolingDown(request);
    await this.limit(request.email, request.ip);
    const code = await this.deps.codes.issue(request);
    const { siteName } = await this.deps.site.siteInfo();
    const replacement = instead ? await instead(siteName) : null;
    try {
      await this.deps.mailer.send(replacement ?? codeMail(siteName, request.email, request.purpose, code));
    } catch (error) {
      throw new AppError('MAIL_FAILED', 503, '发送验证码失败，请稍后重试', { cause: error });
    }
  }

  /** A notice (password changed, e-mail changed): its failure is logged, never undoes the action. */
  async notify(build: (siteName: string) => MailMessage): Promise<void> {
    try {
      const { siteName } = await this.deps.site.siteInfo();
      await this.deps.mailer.send(build(siteName));
    } catch (error) {
      this.deps.log.warn({ err: error }, '通知邮件发送失败');
    }
  }

  private async limit(email: string, ip: string): Promise<void> {
    const { limiter, limits } = this.deps;
    const byIp = await limiter.hit(`code-ip:${ip}`, 3600);
    if (byIp.count > limits.codeSendsPerIpPerHour) {
      throw AppError.rateLimited((byIp.windowEndsAt.getTime() - Date.now()) / 1000, '发送验证码过于频繁，请稍后再试');
    }
    const byEmail = await limiter.hit(`code-email:${email.toLowerCase()}`, 3600);
    if (byEmail.count > limits.codeSendsPerEmailPerHour) {
      throw AppError.rateLimited(
        (byEmail.windowEndsAt.getTime() - Date.now()) / 1000,
        '该邮箱接收验证码过于频繁，请稍后再试',
      );
    }
  }
}
