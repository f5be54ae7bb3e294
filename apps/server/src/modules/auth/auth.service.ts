import type { LoginInput, LoginResult, RegisterInput, User } from '@app/contract';
import type { RateLimitSettings } from '../../config.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { hashToken, newToken } from '../../platform/auth/secrets.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { alreadyRegisteredMail } from '../../platform/mail/templates.ts';
import type { UsersService } from '../users/users.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import type { CodeSender } from '../verification/code-sender.ts';
import type { Db } from '../../platform/db/database.ts';
import type { AuthContext, SignedInUser } from '../../platform/http/guards.ts';
import { SessionsRepository } from './sessions.repository.ts';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

const ACCOUNT_WINDOW_SECONDS = 15 * 60;
const ACCOUNT_BACKOFF_BASE_SECONDS = 30;
const ACCOUNT_BACKOFF_MAX_SECONDS = 15 * 60;
const TOUCH_INTERVAL_MS = 60_000;

export class AuthService {
  private readonly sessions: SessionsRepository;

  constructor(
    private readonly deps: {
      db: Db;
      users: UsersService;
      codes: VerificationService;
      codeSender: CodeSender;
      limiter: RateLimiter;
      limits: RateLimitSettings;
      sessionTtlDays: number;
    },
  ) {
    this.sessions = new SessionsRepository(deps.db);
  }

  async login(input: LoginInput, client: ClientInfo): Promise<LoginResult> {
    const { limiter, limits } = this.deps;
    const ipKey = `login-ip:${client.ip}`;
    const accountKey = `login-account:${input.username.toLowerCase()}`;
    const now = new Date();

    const ipWindow = await limiter.peek(ipKey, now);
    if (ipWindow && ipWindow.count >= limits.loginIpFailuresPerMinute) {
      throw AppError.rateLimited(
        (ipWindow.windowEndsAt.getTime() - now.getTime()) / 1000,
        '登录失败次数过多，请稍后再试',
      );
    }
    // Backoff per account (known or not, so it reveals nothing): after the free failures each
    // further one doubles the wait, up to 15 minutes.
    const accountWindow = await limiter.peek(accountKey, now);
    if (accountWindow && accountWindow.count >= limits.loginAccountFreeFailures) {
      const over = accountWindow.count - limits.loginAccountFreeFailures;
      const wait = Math.min(ACCOUNT_BACKOFF_BASE_SECONDS * 2 ** over, ACCOUNT_BACKOFF_MAX_SECONDS);
      const remaining = accountWindow.lastHitAt.getTime() + wait * 1000 - now.getTime();
      if (remaining > 0)
        throw AppError.rateLimited(
          remaining / 1000,
          `该账号登录失败次数过多，请 ${Math.ceil(remaining / 1000)} 秒后再试`,
        );
    }

    const account = await this.deps.users.checkLogin(input.username, input.password);
    if (!account) {
      await limiter.hit(ipKey, 60, now);
      await limiter.hit(accountKey, ACCOUNT_WINDOW_SECONDS, now);
      throw new AppError('INVALID_CREDENTIALS', 401);
    }
    if (!account.active) throw new AppError('ACCOUNT_DISABLED', 403);
    await limiter.reset(accountKey);
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

  async register(input: RegisterInput, verificationCode: string): Promise<User> {
    await this.deps.users.assertUsernameFree(input.username);
    await this.deps.codes.verify({ purpose: 'REGISTER', email: input.email, code: verificationCode, consume: true });
    return this.deps.users.create({ ...input, role: 'USER' });
  }

  /** Forgets sessions that ended (expired or revoked) more than a day ago. */
  async pruneEndedSessions(): Promise<void> {
    await this.sessions.pruneEndedBefore(new Date(Date.now() - 24 * 3600 * 1000).toISOString());
  }
}
