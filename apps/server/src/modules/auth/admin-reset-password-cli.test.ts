import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';

const root = path.resolve(import.meta.dirname, '../../../../..');
const run = promisify(execFile);
const cli = (dataDir: string, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/admin-reset-password.ts', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
  });

/* The owner who lost the printed administrator password, on a site without mail. */
describe('npm run admin:reset-password', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-reset-cli-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const withSite = async <T>(work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> => {
    const app = await buildApp(
      loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'lost-password' }),
    );
    try {
      return await work(app);
    } finally {
      await app.close();
    }
  };
  const signIn = (app: Awaited<ReturnType<typeof buildApp>>, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'owner', password } });

  it('prints a new random password for the site in DATA_DIR and ends the sessions', { timeout: 90_000 }, async () => {
    const token = await withSite(async (app) => (await signIn(app, 'lost-password')).json().data.accessToken as string);

    const { stdout } = await cli(dataDir, '--username', 'owner');
    expect(stdout).toContain('已为管理员设置新密码（只显示这一次，请妥善保存）');
    const password = /密 {2}码：(\S+)/.exec(stdout)?.[1];
    expect(password).toBeDefined();

    await withSite(async (app) => {
      expect((await signIn(app, 'lost-password')).statusCode).toBe(401);
      expect((await signIn(app, password!)).statusCode).toBe(200);
      const old = await app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(old.statusCode).toBe(401);
    });
  });

  it(
    'refuses a name that is not an administrator, and a missing one, with a message',
    { timeout: 90_000 },
    async () => {
      await expect(cli(dataDir, '--username', 'nobody')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('没有用户名为 nobody 的管理员'),
      });
      await expect(cli(dataDir)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('请用 --username 指定管理员用户名'),
      });
    },
  );
});
