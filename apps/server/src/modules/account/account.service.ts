import type { AccountCodeType, ChangeEmailInput, SendCodeType, User } from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { addressInUseMail, emailChangedMail, passwordChangedMail } from '../../platform/mail/templates.ts';
import type { SignedInUser } from '../../platform/http/guards.ts';
import type { UsersService } from '../users/users.service.ts';
import { accountSubject, type VerificationService } from '../verification/verification.service.ts';
import type { CodeSender } from '../verification/code-sender.ts';
import type { AuthService } from '../auth/auth.service.ts';

const PASSWORD_CHECKS_PER_WINDOW = 10;
const PASSWORD_CHECK_WINDOW_SECONDS = 15 * 60;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** Settings codes are bound to the account as well as to the address. */
const subjectOf = (user: SignedInUser) => accountSubject(user.id);

/**
 * The security settings: password and e-mail changes. The server trusts no wizard step: every
 * change re-checks what it needs (codes, password) itself.
 */
export class AccountService {
  constructor(
    private readonly deps: {
      users: UsersService;
      codes: VerificationService;
      codeSender: CodeSender;
      auth: AuthService;
      limiter: RateLimiter;
    },
  ) {}

  /**
   * PASSWORD_RESET goes only to the account's own address; EMAIL_CHANGE to the current address
   * (step 1) or to a new one (step 3); SUBSCRIBE to the address a subscription is for (the code
   * proves the account may mail it; the subscriptions module checks it, bound to the same account).
   * A new address that another account uses gets a notice instead of the code, after the same
   * limits and with the same reply, so asking tells nobody whether an address has an account.
   */
  async sendCode(user: SignedInUser, email: string, codeType: SendCodeType, ip: string): Promise<void> {
    if (codeType === 'PASSWORD_RESET' && !same(email, user.email)) throw new AppError('EMAIL_MISMATCH', 400);
    const inUse = async (siteName: string) =>
      codeType === 'EMAIL_CHANGE' && !same(email, user.email) && (await this.deps.users.isEmailTaken(email))
        ? addressInUseMail(siteName, email)
        : null;
    await this.deps.codeSender.send({ purpose: codeType, email, subject: subjectOf(user), ip }, inUse);
  }

  /** A wizard step: the code is marked verified, not used up. */
  async verifyCode(user: SignedInUser, email: string, code: string, codeType: AccountCodeType): Promise<void> {
    await this.deps.codes.verify({ purpose: codeType, email, subject: subjectOf(user), code, consume: false });
  }

  /**
   * At most PASSWORD_CHECKS_PER_WINDOW wrong passwords per account in the window: the check is
   * reserved before the slow hash comparison (so simultaneous guesses cannot all slip under the
   * limit) and given back when the password is right or the request is refused.
   */
  async verifyPassword(user: SignedInUser, password: string): Promise<void> {
    const { limiter } = this.deps;
    const key = `password-check:${user.id}`;
    const hit = await limiter.hit(key, PASSWORD_CHECK_WINDOW_SECONDS);
    let wrong = false;
    try {
      if (hit.count > PASSWORD_CHECKS_PER_WINDOW)
        throw AppError.rateLimited((hit.windowEndsAt.getTime() - Date.now()) / 1000, '密码错误次数过多，请稍后再试');
      wrong = !(await this.deps.users.checkPassword(user.id, password));
      if (wrong) throw new AppError('PASSWORD_INCORRECT', 400);
    } finally {
      // Only a wrong password keeps its place: a refusal, an error or the right password give it back.
      if (!wrong) await limiter.refund(key, hit);
    }
  }

  /** Needs the current password and a PASSWORD_RESET code verified within its 15 minutes; ends every session. */
  async changePassword(user: SignedInUser, currentPassword: string, newPassword: string): Promise<void> {
    await this.verifyPassword(user, currentPassword);
    const used = await this.deps.codes.consumeVerified({
      purpose: 'PASSWORD_RESET',
      email: user.email,
      subject: subjectOf(user),
    });
    if (!used) throw new AppError('CODE_NOT_VERIFIED', 400, '请先通过邮箱验证码验证，再修改密码');
    await this.deps.users.setPassword(user.id, newPassword);
    await this.deps.auth.revokeAllSessions(user.id);
    await this.deps.codeSender.notify((siteName) => passwordChangedMail(siteName, user.email, user.displayName));
  }

  /**
   * Re-checks the password and both codes; only when all hold are the codes used up and the address
   * moved. Whether the new address has an account is said only after its code is checked: the
   * code was mailed to it, so only while it was free, and it is taken only if it was since.
   */
  async changeEmail(user: SignedInUser, input: ChangeEmailInput): Promise<User> {
    if (same(input.newEmail, user.email)) throw new AppError('EMAIL_UNCHANGED', 400);
    await this.verifyPassword(user, input.currentPassword);
    const current = { purpose: 'EMAIL_CHANGE' as const, email: user.email, subject: subjectOf(user) };
    const next = { purpose: 'EMAIL_CHANGE' as const, email: input.newEmail, subject: subjectOf(user) };
    await this.deps.codes.verify({ ...current, code: input.currentEmailCode, consume: false });
    await this.deps.codes.verify({ ...next, code: input.newEmailCode, consume: false });
    if (await this.deps.users.isEmailTaken(input.newEmail)) throw AppError.conflict('EMAIL_TAKEN');
    if (!(await this.deps.codes.consumeVerified(current)) || !(await this.deps.codes.consumeVerified(next))) {
      throw new AppError('CODE_INVALID', 400, '验证码错误或已过期，请重新获取');
    }
    const updated = await this.deps.users.setEmail(user.id, input.newEmail);
    await this.deps.codeSender.notify((siteName) =>
      emailChangedMail(siteName, user.email, user.displayName, updated.email),
    );
    return updated;
  }
}
