import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);

/*
 * Seeding before the first start creates the administrator, so it must do so exactly as the first
 * start would: from ADMIN_*, said on the console even though the seed logs only warnings.
 */
describe('npm run seed:demo before the first start', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-seed-cli-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it(
    'creates the administrator from ADMIN_* and says so; the site then opens with those credentials',
    { timeout: 90_000 },
    async () => {
      const admin = { ADMIN_USERNAME: 'owner', ADMIN_EMAIL: 'owner@example.org', ADMIN_PASSWORD: 'owner-pass-123' };
      const { stdout } = await run(
        process.execPath,
        ['--import', 'tsx', 'scripts/seed-demo.ts', '--articles', '0', '--products', '0'],
        { cwd: root, env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...admin } },
      );
      expect(stdout).toContain('已创建管理员账号 owner（密码来自 ADMIN_PASSWORD）');

      const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
      try {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'owner@example.org', password: 'owner-pass-123' },
        });
        expect(res.statusCode, res.body).toBe(200);
        const me = await app.inject({
          method: 'GET',
          url: '/api/user/profile',
          headers: { authorization: `Bearer ${res.json().data.accessToken}` },
        });
        expect(me.json().data).toMatchObject({ username: 'owner', role: 'ADMIN' });
      } finally {
        await app.close();
      }
    },
  );
});
