import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function configErrorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('starts with no environment at all, on the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: undefined,
      admin: { username: undefined, email: undefined, password: undefined },
      publicUrl: undefined,
      logLevel: 'info',
      logFormat: 'auto',
      trustProxy: false,
      uploadMaxMb: 100,
      pageCacheMb: 32,
      isProduction: true,
      apiDocs: 'admin',
      sessionTtlDays: 30,
      bodyLimitBytes: 1024 * 1024,
      rateLimits: {
        loginIpFailuresPerMinute: 10,
        loginAccountFreeFailures: 5,
        codeSendsPerEmailPerHour: 6,
        codeSendsPerIpPerHour: 20,
        searchesPerMinute: 120,
      },
      mailSendsPerMinute: 60,
      s3: null,
      redisUrl: undefined,
      web: null,
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('reads every setting it is given', () => {
    const config = loadConfig(
      {
        PORT: '3000',
        HOST: '127.0.0.1',
        DATA_DIR: '/srv/site-data',
        DATABASE_URL: 'postgresql://site:pw@db:5432/site',
        SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
        MAIL_FROM: '我的博客 <blog@example.com>',
        ADMIN_USERNAME: 'owner',
        ADMIN_EMAIL: 'owner@example.com',
        ADMIN_PASSWORD: 'secret-pass',
        PUBLIC_URL: 'https://blog.example.com',
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        TRUST_PROXY: '1',
        NODE_ENV: 'development',
        API_DOCS: 'off',
        SESSION_TTL_DAYS: '7',
        BODY_LIMIT_BYTES: '4096',
        LOGIN_IP_FAILURES_PER_MINUTE: '3',
        LOGIN_ACCOUNT_FREE_FAILURES: '2',
        CODE_SENDS_PER_EMAIL_PER_HOUR: '4',
        CODE_SENDS_PER_IP_PER_HOUR: '8',
        SEARCH_REQUESTS_PER_MINUTE: '0',
        MAIL_SENDS_PER_MINUTE: '20',
        PAGE_CACHE_MB: '0',
      },
      { mode: 'built', distDir: '/opt/web/dist' },
    );
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/site-data',
      databaseUrl: 'postgresql://site:pw@db:5432/site',
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      mailFrom: '我的博客 <blog@example.com>',
      admin: { username: 'owner', email: 'owner@example.com', password: 'secret-pass' },
      publicUrl: 'https://blog.example.com',
      logLevel: 'warn',
      logFormat: 'json',
      trustProxy: true,
      uploadMaxMb: 100,
      pageCacheMb: 0,
      isProduction: false,
      apiDocs: 'off',
      sessionTtlDays: 7,
      bodyLimitBytes: 4096,
      rateLimits: {
        loginIpFailuresPerMinute: 3,
        loginAccountFreeFailures: 2,
        codeSendsPerEmailPerHour: 4,
        codeSendsPerIpPerHour: 8,
        searchesPerMinute: 0,
      },
      mailSendsPerMinute: 20,
      s3: null,
      web: { mode: 'built', distDir: '/opt/web/dist' },
    });
  });

  it('links several instances through REDIS_URL, which needs the key they all share', () => {
    const secret = 'k'.repeat(32);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2', APP_SECRET: secret }).redisUrl).toBe(
      'redis://127.0.0.1:6379/2',
    );
    expect(configErrorOf({ REDIS_URL: 'redis://127.0.0.1:6379' }).message).toContain(
      'APP_SECRET: 设置了 REDIS_URL（多个实例）时必须提供，且每个实例相同',
    );
    expect(configErrorOf({ REDIS_URL: 'http://127.0.0.1:6379', APP_SECRET: secret }).message).toContain(
      'REDIS_URL: 必须以 redis:// 或 rediss:// 开头',
    );
  });

  it('keeps PUBLIC_URL without its trailing slashes, so links never get a double slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://blog.example.com///' }).publicUrl).toBe('https://blog.example.com');
  });

  it('serves the API documentation publicly outside production, to administrators in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe('public');
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe('public');
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe('admin');
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'public' }).apiDocs).toBe('public');
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: ' ' }).apiDocs).toBe('public');
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'var/site' }).dataDir).toBe(path.resolve('var/site'));
  });

  it('treats empty values as not set', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      SMTP_URL: '  ',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      PUBLIC_URL: '',
      MAIL_FROM: '',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.admin).toEqual({ username: undefined, email: undefined, password: undefined });
    expect(config.publicUrl).toBeUndefined();
    expect(config.mailFrom).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_URL', 'site.db'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['ADMIN_PASSWORD', '12345'],
    ['PUBLIC_URL', 'blog.example.com'],
    ['LOG_LEVEL', 'verbose'],
    ['TRUST_PROXY', 'yes'],
    ['API_DOCS', 'everyone'],
    ['SESSION_TTL_DAYS', '0'],
    ['BODY_LIMIT_BYTES', '100'],
    ['LOGIN_IP_FAILURES_PER_MINUTE', '0'],
    ['LOGIN_ACCOUNT_FREE_FAILURES', 'many'],
    ['CODE_SENDS_PER_EMAIL_PER_HOUR', '-1'],
    ['CODE_SENDS_PER_IP_PER_HOUR', '1.5'],
  ])('stops on %s=%s with a message naming the variable', (name, value) => {
    const error = configErrorOf({ [name]: value });
    expect(error.message).toContain('配置错误，请检查以下环境变量：');
    expect(error.message).toMatch(new RegExp(`^  ${name}: \\S`, 'm'));
    // Only the wrong variable is named.
    expect(error.message.split('\n').filter((l) => l.startsWith('  '))).toHaveLength(1);
  });

  it('explains the wrong values in Chinese', () => {
    expect(configErrorOf({ DATABASE_URL: 'mysql://x' }).message).toContain(
      'DATABASE_URL: 只支持 postgres:// 连接串；留空则使用内置 SQLite',
    );
    expect(configErrorOf({ ADMIN_EMAIL: 'not-an-email' }).message).toContain('ADMIN_EMAIL: 不是有效的邮箱地址');
    expect(configErrorOf({ SMTP_URL: 'http://x' }).message).toContain('SMTP_URL: 必须以 smtp:// 或 smtps:// 开头');
    expect(configErrorOf({ ADMIN_PASSWORD: 'short' }).message).toContain('ADMIN_PASSWORD: 至少 6 个字符');
    expect(configErrorOf({ API_DOCS: 'everyone' }).message).toContain('API_DOCS: 只能是 public、admin 或 off');
  });

  it('names every wrong variable at once', () => {
    const error = configErrorOf({ PORT: 'abc', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'not-an-email' });
    for (const name of ['PORT', 'DATABASE_URL', 'ADMIN_EMAIL'])
      expect(error.message).toMatch(new RegExp(`^  ${name}: `, 'm'));
  });
});
