import type { LoginInput, LoginResult, RegisterInput, User } from '@app/contract';
import type { RateLimitSettings } from '../../config.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { hashToken, newToken } from '../../platform/auth/secrets.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { alreadyRegisteredMail } from '../../platform/mail/templates.ts';
import type { UsersService } from '../users/users.service.ts';
import type { SiteService } from '../site/site.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import type { CodeSender } from '../verification/code-sender.ts';
import type { Db } from '../../platform/db/database.ts';
import type { AuthContext, SignedInUser } from '../../platform/http/guards.ts';
import { SessionsRepository } from './sessions.repository.ts';
import { LoginLimits } from './login-limits.ts';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

const TOUCH_INTERVAL_MS = 60_000;
/** Names a registration may try per address and hour: taken or free is an answer about accounts. */
const USERNAME_CHECKS_PER_ADDRESS_PER_HOUR = 10;

export class AuthService {
  private readonly sessions: SessionsRepository;
  private readonly loginLimits: LoginLimits;

  constructor(
    private readonly deps: {
      db: Db;
      users: UsersService;
      codes: VerificationService;
      codeSender: CodeSender;
      site: SiteService;
      limiter: RateLimiter;
      limits: RateLimitSettings;
      sessionTtlDays: number;
    },
  ) {
    this.sessions = new SessionsRepository(deps.db);
    this.loginLimits = new LoginLimits(deps);
  }

  async login(input: LoginInput, client: ClientInfo): Promise<LoginResult> {
    const attempt = await this.loginLimits.admit(input.username, client.ip);
    const account = await this.deps.users.checkLogin(input.username, input.password).catch(async (error: unknown) => {
      await attempt.cancel();
      throw error;
    });
    if (!account) throw new AppError('INVALID_CREDENTIALS', 401);
    await attempt.succeeded();
    // The right password of an account that may not sign in: say why (awaiting approval, or stopped).
    if (account.status === 'PENDING') throw new AppError('ACCOUNT_PENDING', 403);
    if (account.status !== 'ACTIVE') throw new AppError('ACCOUNT_DISABLED', 403);
    return this.openSession(account.user, client);
  }

  private async openSession(user: SignedInUser, client: ClientInfo): Promise<LoginResult> {
    const token = newToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.deps.sessionTtlDays * 24 * 3600 * 1000).toISOString();
    await this.sessions.insert({
      user_id: user.id,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: expiresAt,
      last_used_at: now.toISOString(),
      user_agent: client.userAgent?.slice(0, 300) ?? null,
      ip: client.ip.slice(0, 64),
    });
    return { accessToken: token, tokenType: 'Bearer', expiresAt };
  }

  async logout(auth: AuthContext | null): Promise<void> {
    if (auth) await this.sessions.revoke(auth.tokenHash, new Date().toISOString());
  }

  async revokeAllSessions(userId: number): Promise<void> {
    await this.sessions.revokeAllOfUser(userId, new Date().toISOString());
  }

  /** The signed-in user behind a bearer token, or null (unknown, expired, revoked, or account not active). */
  async authenticate(token: string): Promise<AuthContext | null> {
    const tokenHash = hashToken(token);
    const now = new Date();
    const session = await this.sessions.findLive(tokenHash, now.toISOString());
    if (!session) return null;
    const user = await this.deps.users.activeUser(session.user_id);
    if (!user) return null;
    if (now.getTime() - new Date(session.last_used_at).getTime() > TOUCH_INTERVAL_MS) {
      await this.sessions.touch(session.id, now.toISOString());
    }
    return { user, sessionId: session.id, tokenHash };
  }

  /**
   * Answers the same for a new and a registered address: a registered one gets a notice
   * instead of a code, so the reply never tells whether an account exists.
   */
  async sendRegisterCode(email: string, client: ClientInfo): Promise<void> {
    await this.deps.codeSender.send({ purpose: 'REGISTER', email, ip: client.ip }, async (siteName) =>
      (await this.deps.users.isEmailTaken(email)) ? alreadyRegisteredMail(siteName, email) : null,
    );
  }

  /**
   * The code first: only a caller who holds one for the address learns whether the name is taken
   * (a wrong code is answered as such either way), and of names at most
   * USERNAME_CHECKS_PER_ADDRESS_PER_HOUR an hour per address. The code is used up only once the
   * name is free.
   */
  async register(input: RegisterInput, verificationCode: string): Promise<User> {
    const code = { purpose: 'REGISTER' as const, email: input.email, code: verificationCode };
    await this.deps.codes.verify({ ...code, consume: false });
    const checks = await this.deps.limiter.hit(`register-username:${input.email.trim().toLowerCase()}`, 3600);
    if (checks.count > USERNAME_CHECKS_PER_ADDRESS_PER_HOUR) {
      throw AppError.rateLimited((checks.windowEndsAt.getTime() - Date.now()) / 1000, '尝试的用户名过多，请稍后再试');
    }
    await this.deps.users.assertUsernameFree(input.username);
    await this.deps.codes.verify({ ...code, consume: true });
    const pending = await this.deps.site.registrationNeedsApproval();
    return this.deps.users.create({ ...input, role: 'USER', pending });
  }

  /** Forgets sessions that ended (expired or revoked) more than a day ago. */
  async pruneEndedSessions(): Promise<void> {
    await this.sessions.pruneEndedBefore(new Date(Date.now() - 24 * 3600 * 1000).toISOString());
  }
}
