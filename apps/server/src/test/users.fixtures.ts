import { afterAll, beforeAll } from 'vitest';
import { ADMIN, createTestApp, login, registerAndLogin, type TestApp, type TestDialect } from './test-app.ts';

/** Accounts and signed-in apps for the server tests; every test builds its own users. */

let userSeq = 0;
/** A new user's details (not yet registered), unique within the test file. */
export function newUser(prefix = 'user') {
  userSeq += 1;
  const username = `${prefix}_${userSeq}`;
  return { username, email: `${username}@example.com`, password: `pw-${username}-secret` };
}

/** The `token` option of `t.call`, or nothing for a guest. */
export const auth = (token: string | undefined) => (token ? { token } : {});

/** A six-digit code that is certainly not the given one. */
export const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

/**
 * Registers the hooks of a describe block: a fresh server on `dialect`, closed after the block.
 * Code-sending and login-failure limits are raised, since one address registers every user of a
 * file (the limits have their own tests, which set them). `t` is filled when the block's own
 * beforeAll hooks run.
 */
export function testAppFor(dialect: TestDialect): { t: TestApp } {
  const app = {} as { t: TestApp };
  beforeAll(async () => {
    app.t = await createTestApp(dialect, {
      CODE_SENDS_PER_IP_PER_HOUR: '1000',
      CODE_SENDS_PER_EMAIL_PER_HOUR: '1000',
      LOGIN_IP_FAILURES_PER_MINUTE: '1000',
    });
  });
  afterAll(() => app.t?.close());
  return app;
}

export interface SignedInApp {
  t: TestApp;
  /** The seeded administrator's token. */
  admin: string;
  /** A signed-in USER's token. */
  member: string;
}

/** A `testAppFor` server with the admin and a USER signed in. */
export function signedInAppFor(dialect: TestDialect): SignedInApp {
  const app = testAppFor(dialect) as SignedInApp;
  beforeAll(async () => {
    app.admin = await login(app.t, ADMIN.username, ADMIN.password);
    app.member = await registerAndLogin(app.t, newUser('member'));
  });
  return app;
}
