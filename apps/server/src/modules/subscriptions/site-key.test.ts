import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES } from '@app/contract';
import { createTestApp, login, ADMIN, testDialects, type TestApp } from '../../test/test-app.ts';
import { madeSubscription, newAddress, sharedDatabase, unsubscribe, whoIs } from './subscriptions.fixtures.ts';
import { UnsubscribeTokens } from './unsubscribe-token.ts';

/*
 * The key of the code hashes and the unsubscribe links lives outside the database: APP_SECRET, or
 * DATA_DIR/secret.key made with mode 0600. A site upgraded from a release that kept it in the
 * site settings moves it there on its first start, so the links it mailed keep working, and the
 * database no longer holds it.
 */
const LEGACY_KEY = 'f'.repeat(64);
const keyFile = (t: TestApp) => path.join(t.dataDir, 'secret.key');
const settingsKey = async (t: TestApp) =>
  (
    await t.app.services.database.db
      .selectFrom('site_settings')
      .select('value')
      .where('key', '=', 'app.secret')
      .executeTakeFirst()
  )?.value;

describe.each(testDialects)('the site key (%s)', (dialect) => {
  it('is made in DATA_DIR/secret.key, readable by the server user only, and is not in the database', async () => {
    const t = await createTestApp(dialect);
    try {
      expect(fs.statSync(keyFile(t)).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(keyFile(t), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
      expect(await settingsKey(t)).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('is APP_SECRET when set: the links are keyed with it, and no key file is made', async () => {
    const key = 'k'.repeat(48);
    const t = await createTestApp(dialect, { APP_SECRET: key });
    try {
      const admin = await whoIs(t, await login(t, ADMIN.username, ADMIN.password));
      const email = newAddress('key');
      const sub = await madeSubscription(t, admin, { email, subscriptionType: 'USER_NEW_ARTICLE', status: 'ACTIVE' });
      const res = await unsubscribe(t, await new UnsubscribeTokens(() => key).of(sub));
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(SUBSCRIPTION_MESSAGES.unsubscribed);
      expect(fs.existsSync(keyFile(t))).toBe(false);
      expect(await settingsKey(t)).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it("moves an older release's key from the database to the file: links mailed before still unsubscribe", async () => {
    const shared = await sharedDatabase(dialect);
    try {
      // A site as the older release left it: its key in the site settings, no key file.
      const before = await shared.open();
      const admin = await whoIs(before, await login(before, ADMIN.username, ADMIN.password));
      const email = newAddress('legacy');
      const sub = await madeSubscription(before, admin, {
        email,
        subscriptionType: 'USER_NEW_ARTICLE',
        status: 'ACTIVE',
      });
      await before.app.services.database.db
        .insertInto('site_settings')
        .values({ key: 'app.secret', value: LEGACY_KEY })
        .execute();
      fs.rmSync(keyFile(before));
      await before.close();
      const mailedLink = await new UnsubscribeTokens(() => LEGACY_KEY).of(sub);

      const after = await shared.open();
      expect(await settingsKey(after)).toBeUndefined();
      expect(fs.readFileSync(keyFile(after), 'utf8')).toBe(`${LEGACY_KEY}\n`);
      expect(fs.statSync(keyFile(after)).mode & 0o777).toBe(0o600);
      const res = await unsubscribe(after, mailedLink);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(SUBSCRIPTION_MESSAGES.unsubscribed);

      // A later start reads the file: the same key, nothing moved again.
      await after.close();
      const later = await shared.open();
      const again = await unsubscribe(later, mailedLink);
      expect(again.statusCode).toBe(200);
      expect(fs.readFileSync(keyFile(later), 'utf8')).toBe(`${LEGACY_KEY}\n`);
    } finally {
      await shared.close();
    }
  });
});
