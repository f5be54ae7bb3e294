import type { PasswordResetInput } from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { newPassword } from '../../platform/auth/secrets.ts';
import { noAccountMail, passwordChangedMail } from '../../platform/mail/templates.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CodeSender } from '../verification/code-sender.ts';
import type { CodeRequest, VerificationService } from '../verification/verification.service.ts';
import type { AuthService } from './auth.service.ts';

/** The codes of a signed-out reset are bound to the address alone (the settings wizard's to the account too). */
const resetCode = (email: string): CodeRequest => ({ purpose: 'PASSWORD_RESET', email });

/**
 * A way back in after a forgotten password: a PASSWORD_RESET code to the address (the code rules
 * and the limits per IP and per address are the verification module's), then a new password, and
 * every session of the account ends. For the owner of a site without mail, the
 * `admin:reset-password` script sets a new random password for an administrator.
 */
export class PasswordReset {
  constructor(
    private readonly deps: {
      users: UsersService;
      codes: VerificationService;
      codeSender: CodeSender;
      auth: AuthService;
    },
  ) {}

  /**
   * The same answer whatever the address: an address without an account takes the same cooldown
   * and limits and gets a notice instead of the code, so asking tells nobody who has an account.
   */
  async sendCode(email: string, ip: string): Promise<void> {
    await this.deps.codeSender.send({ ...resetCode(email), ip }, async (siteName) =>
      (await this.deps.users.isEmailTaken(email)) ? null : noAccountMail(siteName, email),
    );
  }

  /** The wizard's first step: checks the code (a wrong one counts as a try) without using it up. */
  async verifyCode(email: string, code: string): Promise<void> {
    await this.deps.codes.verify({ ...resetCode(email), code, consume: false });
  }

  /** Uses the code up, sets the new password and ends every session; the account is told by mail. */
  async reset(input: PasswordResetInput): Promise<void> {
    await this.deps.codes.verify({ ...resetCode(input.email), code: input.code, consume: true });
    // A code only ever went to an address with an account; one deleted since is answered as a bad code.
    const userId = await this.deps.users.idByEmail(input.email);
    if (userId === null) throw new AppError('CODE_INVALID', 400, '验证码错误或已过期，请重新获取');
    await this.setPassword(userId, input.newPassword);
    const user = await this.deps.users.getProfile(userId);
    await this.deps.codeSender.notify((siteName) => passwordChangedMail(siteName, user.email, user.displayName));
  }

  /** `npm run admin:reset-password`: a new random password for the administrator, every session ended. */
  async resetAdministrator(username: string): Promise<string> {
    const userId = await this.deps.users.administratorId(username);
    if (userId === null) throw new AppError('NOT_FOUND', 404, `没有用户名为 ${username} 的管理员`);
    const password = newPassword();
    await this.setPassword(userId, password);
    return password;
  }

  private async setPassword(userId: number, password: string): Promise<void> {
    await this.deps.users.setPassword(userId, password);
    await this.deps.auth.revokeAllSessions(userId);
  }
}
