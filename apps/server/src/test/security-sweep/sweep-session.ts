import { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { ADMIN, login, type TestApp } from '../test-app.ts';

/** Who sends a request: nobody, a token nobody was given, a signed-in USER, the administrator. */
export type Identity = 'guest' | 'stranger' | 'member' | 'admin';

/** Identities that sign in. */
type Account = 'member' | 'admin';
interface Credentials {
  username: string;
  password: string;
}

const STRANGER_TOKEN = 'not-a-real-token';

/**
 * Later than the end of every window the limiter keeps: pruning as if it were now drops them all.
 * (A six-digit year would compare as text before today's: its ISO form starts with '+'.)
 */
const AFTER_EVERY_WINDOW = new Date('9999-12-31T23:59:59.999Z');

/**
 * The signed-in identities of a sweep or a role matrix. Operations that end sessions (logout, a
 * password change) are sent like any other, so after each request that is not a read the caller
 * asks `keepAlive`, which checks the token with the auth service and signs in again if it ended.
 */
export class SweepSession {
  private readonly tokens = new Map<Account, string>();
  private readonly limiter: RateLimiter;

  constructor(
    private readonly t: TestApp,
    private readonly accounts: Partial<Record<Account, Credentials>> = { admin: ADMIN },
  ) {
    this.limiter = new RateLimiter(t.app.services.database.db);
  }

  /** Signs every account in. */
  async start(): Promise<void> {
    for (const account of Object.keys(this.accounts) as Account[]) await this.signIn(account);
  }

  private async signIn(account: Account): Promise<void> {
    const credentials = this.accounts[account];
    if (!credentials) throw new Error(`the sweep has no ${account} account`);
    // The sweep's own wrong passwords for the account must not lock it out.
    await this.openLimits();
    try {
      this.tokens.set(account, await login(this.t, credentials.username, credentials.password));
    } catch (error) {
      throw new Error(`the sweep cannot sign the ${account} in again: ${String(error)}`, { cause: error });
    }
  }

  tokenOf(identity: Identity): string | undefined {
    if (identity === 'guest') return undefined;
    if (identity === 'stranger') return STRANGER_TOKEN;
    const token = this.tokens.get(identity);
    if (!token) throw new Error(`the sweep's ${identity} is not signed in`);
    return token;
  }

  /** Signs in again when the last request ended the identity's session. */
  async keepAlive(identity: Identity): Promise<void> {
    if (identity !== 'member' && identity !== 'admin') return;
    if (!(await this.t.app.services.auth.authenticate(this.tokenOf(identity)!))) await this.signIn(identity);
  }

  /**
   * Empties every rate-limit window before a request: a hostile value must reach the code behind
   * a limit (the tenth wrong password, the seventh code), not stop at a 429.
   */
  async openLimits(): Promise<void> {
    await this.limiter.prune(AFTER_EVERY_WINDOW);
  }
}
