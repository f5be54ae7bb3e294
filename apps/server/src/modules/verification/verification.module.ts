import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import type { SiteService } from '../site/site.service.ts';
import { CodeSender } from './code-sender.ts';
import { VerificationService } from './verification.service.ts';

/** E-mailed verification codes for every purpose (no routes of its own: the areas that need codes send them). */
export function verificationModule(
  platform: Platform,
  deps: { site: SiteService },
): AppModule<{ codes: VerificationService; codeSender: CodeSender }> {
  const { db, mailer, limiter, config, log, secret } = platform;
  const codes = new VerificationService({ db, secret: () => secret.value() });
  const codeSender = new CodeSender({ codes, site: deps.site, mailer, limiter, limits: config.rateLimits, log });
  return {
    name: 'verification',
    tables: ['verification_codes'],
    services: { codes, codeSender },
    routes: [],
    housekeeping: () => codes.prune(),
  };
}
