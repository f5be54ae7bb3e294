// `npm run admin:reset-password -- --username admin`: for the owner who lost the administrator's
// password on a site without mail. Works on the configured site (DATA_DIR's SQLite, or
// DATABASE_URL's PostgreSQL): sets a new random password, prints it once, and ends every session of
// the account.
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app.ts';
import { ConfigError, loadConfig } from '../apps/server/src/config.ts';
import { AppError } from '../apps/server/src/platform/http/app-error.ts';

const USAGE = `用法：npm run admin:reset-password -- --username <管理员用户名>

为管理员设置一个新的随机密码并打印出来（只显示这一次），该账号在所有设备上的登录都会失效。
作用于当前配置的站点：默认 DATA_DIR（./data）下的 SQLite，设置 DATABASE_URL 时为 PostgreSQL。`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      options: { username: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: false,
    }).values;
  } catch (error) {
    fail((error as Error).message);
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const username = args.username?.trim();
  if (!username) fail('请用 --username 指定管理员用户名');

  const app = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: 'warn' }));
  try {
    const password = await app.services.passwordReset.resetAdministrator(username);
    process.stdout.write(
      [
        '',
        '============================================================',
        '  已为管理员设置新密码（只显示这一次，请妥善保存）',
        `  用户名：${username}`,
        `  密  码：${password}`,
        '  该账号在所有设备上的登录已失效；登录后可在「账号设置」中修改密码。',
        '============================================================',
        '',
      ].join('\n'),
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof AppError) process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`重置密码失败：${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
