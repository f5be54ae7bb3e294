import { CODE_MAX_ATTEMPTS, CODE_TTL_SECONDS, cooldownSecondsFor, type CodePurpose } from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { hashCode, newNumericCode, safeEqualHex } from '../../platform/auth/secrets.ts';
import type { Db } from '../../platform/db/database.ts';
import { VerificationRepository, type CodeBinding } from './verification.repository.ts';

export interface CodeRequest {
  purpose: CodePurpose;
  email: string;
  /** What else the code is bound to: `user:3`, `product:12`; empty when only the e-mail. */
  subject?: string;
}

/** The subject of codes bound to a signed-in account (settings wizards, subscriptions). */
export const accountSubject = (userId: number): string => `user:${userId}`;

const bindingOf = (r: CodeRequest): CodeBinding => ({
  purpose: r.purpose,
  email: r.email.trim().toLowerCase(),
  subject: r.subject ?? '',
});
const bindingKey = (b: CodeBinding) => `${b.purpose}|${b.email}|${b.subject}`;

/**
 * One service for every verification code (DESIGN §3): 6 digits, 15 minutes, single use, at most
 * 5 wrong tries, a new code voids the old, cooldown on the server, stored as a keyed hash.
 */
export class VerificationService {
  private readonly repo: VerificationRepository;
  private readonly secret: () => string;
  private readonly clock: () => Date;

  /** `secret` keys the code hashes (the site's own key, kept outside the database); `clock` is for tests. */
  constructor(deps: { db: Db; secret: () => string; clock?: () => Date }) {
    this.repo = new VerificationRepository(deps.db);
    this.secret = deps.secret;
    this.clock = deps.clock ?? (() => new Date());
  }

  /**
   * Refuses (429 CODE_COOLDOWN) while the latest code for the binding is within its cooldown. The
   * sender asks before it counts the hourly limits, so a refused send spends none of them.
   */
  async assertNotCoolingDown(request: CodeRequest): Promise<void> {
    const binding = bindingOf(request);
    const previous = await this.repo.latest(binding);
    if (!previous) return;
    const waited = (this.clock().getTime() - new Date(previous.created_at).getTime()) / 1000;
    const cooldown = cooldownSecondsFor(binding.purpose);
    if (waited < cooldown) {
      const wait = Math.ceil(cooldown - waited);
      throw AppError.rateLimited(wait, `验证码发送过于频繁，请 ${wait} 秒后再试`, 'CODE_COOLDOWN');
    }
  }

  /** Creates a code and returns it for mailing; refuses during the cooldown of the previous one. */
  async issue(request: CodeRequest): Promise<string> {
    const binding = bindingOf(request);
    const now = this.clock();
    await this.assertNotCoolingDown(request);
    const code = newNumericCode();
    const expires = new Date(now.getTime() + CODE_TTL_SECONDS * 1000);
    await this.repo.replace(
      binding,
      hashCode(this.secret(), code, bindingKey(binding)),
      now.toISOString(),
      expires.toISOString(),
    );
    return code;
  }

  /**
   * Checks a code. `consume` uses it up (the action itself); otherwise it is only marked verified
   * (a wizard step), and the action later calls `consumeVerified` or `verify` again.
   */
  async verify(request: CodeRequest & { code: string; consume: boolean }): Promise<void> {
    const binding = bindingOf(request);
    const now = this.clock();
    const row = await this.repo.latest(binding);
    const usable = row && !row.consumed_at && new Date(row.expires_at) > now && row.attempts < CODE_MAX_ATTEMPTS;
    if (!row || !usable) throw new AppError('CODE_INVALID', 400, '验证码错误或已过期，请重新获取');
    const expected = hashCode(this.secret(), request.code.trim(), bindingKey(binding));
    if (!safeEqualHex(expected, row.code_hash)) {
      const attempts = row.attempts + 1;
      await this.repo.recordFailure(row.id, attempts >= CODE_MAX_ATTEMPTS ? now.toISOString() : null);
      throw new AppError(
        'CODE_INVALID',
        400,
        attempts >= CODE_MAX_ATTEMPTS ? '验证码错误次数过多，请重新获取' : '验证码错误',
      );
    }
    if (request.consume) {
      if (!(await this.repo.consume(row.id, now.toISOString())))
        throw new AppError('CODE_INVALID', 400, '验证码错误或已过期，请重新获取');
    } else {
      await this.repo.markVerified(row.id, now.toISOString());
    }
  }

  /**
   * Uses up a code that an earlier wizard step verified within its validity, without asking for
   * it again (e.g. change-password after the PASSWORD_RESET step). False when there is none.
   */
  async consumeVerified(request: CodeRequest): Promise<boolean> {
    const binding = bindingOf(request);
    const now = this.clock();
    const row = await this.repo.latest(binding);
    if (!row || row.consumed_at || !row.verified_at || new Date(row.expires_at) <= now) return false;
    return this.repo.consume(row.id, now.toISOString());
  }

  async prune(): Promise<void> {
    await this.repo.pruneBefore(new Date(this.clock().getTime() - 24 * 3600 * 1000).toISOString());
  }
}
