import path from 'node:path';
import { z } from 'zod';
import { BUCKET_NAME_LIMITS, UPLOAD_LIMITS, uploadMaxMbSchema } from '@app/contract';
import { PAGE_CACHE_MAX_BYTES } from './platform/ssr/page-cache.ts';
import { MIN_SECRET_LENGTH } from './platform/auth/app-secret.ts';
import { withoutTrailingSlashes } from './platform/text/trim.ts';
import type { WebAppSetting } from './platform/ssr/ssr.plugin.ts';
import type { S3Settings } from './platform/storage/s3.ts';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** Who sees the API documentation: anyone at /api/docs, administrators only, or nobody. */
const API_DOCS_MODES = ['public', 'admin', 'off'] as const;
export type ApiDocsMode = (typeof API_DOCS_MODES)[number];

/** S3's limit on a bucket's name, prefix included. */
const S3_BUCKET_NAME_MAX = 63;

const intSetting = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

/** Every setting the server reads from the environment; README's configuration table mirrors it. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, '只支持 postgres:// 连接串；留空则使用内置 SQLite')
      .optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, '必须以 smtp:// 或 smtps:// 开头')
      .optional(),
  ),
  MAIL_FROM: optionalString,
  APP_SECRET: optionalString.pipe(z.string().min(MIN_SECRET_LENGTH, `至少 ${MIN_SECRET_LENGTH} 个字符`).optional()),
  ADMIN_USERNAME: optionalString,
  ADMIN_EMAIL: optionalString.pipe(z.email('不是有效的邮箱地址').optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(6, '至少 6 个字符').optional()),
  PUBLIC_URL: optionalString.pipe(z.url('不是有效的网址').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: optionalString.pipe(z.enum(['pretty', 'json'], '只能是 pretty 或 json').optional()),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  NODE_ENV: z.string().default('production'),
  API_DOCS: optionalString.pipe(z.enum(API_DOCS_MODES, '只能是 public、admin 或 off').optional()),
  S3_ENDPOINT: optionalString.pipe(z.url('不是有效的网址').optional()),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, '必须以 redis:// 或 rediss:// 开头')
      .optional(),
  ),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_BUCKET_PREFIX: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]*$/, '只能包含小写字母、数字和连字符')
    // With the longest bucket name an administrator may give, within S3's 63 characters.
    .max(S3_BUCKET_NAME_MAX - BUCKET_NAME_LIMITS.max, `不能超过 ${S3_BUCKET_NAME_MAX - BUCKET_NAME_LIMITS.max} 个字符`)
    .default(''),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((v) => v !== 'false' && v !== '0'),
  SESSION_TTL_DAYS: intSetting(30, 1),
  BODY_LIMIT_BYTES: intSetting(1024 * 1024, 1024),
  UPLOAD_MAX_MB: uploadMaxMbSchema.default(UPLOAD_LIMITS.defaultMaxMb),
  PAGE_CACHE_MB: intSetting(PAGE_CACHE_MAX_BYTES / (1024 * 1024), 0),
  LOGIN_IP_FAILURES_PER_MINUTE: intSetting(10, 1),
  LOGIN_ACCOUNT_FREE_FAILURES: intSetting(5, 1),
  CODE_SENDS_PER_EMAIL_PER_HOUR: intSetting(6, 1),
  CODE_SENDS_PER_IP_PER_HOUR: intSetting(20, 1),
  SEARCH_REQUESTS_PER_MINUTE: intSetting(120, 0),
  MAIL_SENDS_PER_MINUTE: intSetting(60, 1),
});

export type Env = z.input<typeof envSchema>;

export interface RateLimitSettings {
  loginIpFailuresPerMinute: number;
  loginAccountFreeFailures: number;
  codeSendsPerEmailPerHour: number;
  codeSendsPerIpPerHour: number;
  /** Searches one IP may run a minute; 0 = no limit. */
  searchesPerMinute: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** The key of the code hashes and unsubscribe links; unset keeps it in DATA_DIR/secret.key. */
  appSecret: string | undefined;
  admin: { username?: string; email?: string; password?: string };
  publicUrl: string | undefined;
  logLevel: string;
  /** `pretty`: one readable line per entry; `json`: pino's JSON lines; `auto`: pretty on a terminal, JSON otherwise. */
  logFormat: 'pretty' | 'json' | 'auto';
  trustProxy: boolean;
  isProduction: boolean;
  /** `public`: Swagger UI at /api/docs; `admin`: the document at /api/admin/openapi.json only; `off`: neither. */
  apiDocs: ApiDocsMode;
  sessionTtlDays: number;
  bodyLimitBytes: number;
  /** The upload size limit until the site setting `upload.maxFileSizeMb` says otherwise. */
  uploadMaxMb: number;
  /** Memory for rendered public pages, in MB, every encoding counted; 0 renders every page anew. */
  pageCacheMb: number;
  rateLimits: RateLimitSettings;
  /** Notification mails sent a minute at most, across every process (SMTP providers limit senders). */
  mailSendsPerMinute: number;
  /** An S3-compatible store for uploaded files; null keeps them on the local disk under DATA_DIR/storage. */
  s3: S3Settings | null;
  /** Redis, shared by several instances of the site (page changes, search budgets); unset: one process. */
  redisUrl: string | undefined;
  /** The web app: built files, Vite's dev server, or null for the API only (server tests). */
  web: WebAppSetting | null;
}

export class ConfigError extends Error {}

/** Parses the environment; a wrong value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, web: WebAppSetting | null = null): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`配置错误，请检查以下环境变量：\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.S3_ENDPOINT && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    const missing = [
      !e.S3_ACCESS_KEY_ID && 'S3_ACCESS_KEY_ID',
      !e.S3_SECRET_ACCESS_KEY && 'S3_SECRET_ACCESS_KEY',
    ].filter(Boolean);
    throw new ConfigError(
      `配置错误，请检查以下环境变量：\n${missing.map((m) => `  ${m}: 设置了 S3_ENDPOINT 时必须提供`).join('\n')}`,
    );
  }
  // Instances check one another's codes and unsubscribe links: they need the same key, and a key
  // file made by each in its own DATA_DIR would differ.
  if (e.REDIS_URL && !e.APP_SECRET) {
    throw new ConfigError(
      '配置错误，请检查以下环境变量：\n  APP_SECRET: 设置了 REDIS_URL（多个实例）时必须提供，且每个实例相同',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appSecret: e.APP_SECRET,
    admin: { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    // Without its trailing slashes, so links are `${publicUrl}/path` everywhere.
    publicUrl: e.PUBLIC_URL === undefined ? undefined : withoutTrailingSlashes(e.PUBLIC_URL),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? 'auto',
    trustProxy: e.TRUST_PROXY,
    isProduction: e.NODE_ENV === 'production',
    // A production site does not show its whole API to every visitor unless told to.
    apiDocs: e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'admin' : 'public'),
    sessionTtlDays: e.SESSION_TTL_DAYS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    uploadMaxMb: e.UPLOAD_MAX_MB,
    pageCacheMb: e.PAGE_CACHE_MB,
    rateLimits: {
      loginIpFailuresPerMinute: e.LOGIN_IP_FAILURES_PER_MINUTE,
      loginAccountFreeFailures: e.LOGIN_ACCOUNT_FREE_FAILURES,
      codeSendsPerEmailPerHour: e.CODE_SENDS_PER_EMAIL_PER_HOUR,
      codeSendsPerIpPerHour: e.CODE_SENDS_PER_IP_PER_HOUR,
      searchesPerMinute: e.SEARCH_REQUESTS_PER_MINUTE,
    },
    mailSendsPerMinute: e.MAIL_SENDS_PER_MINUTE,
    s3:
      e.S3_ENDPOINT && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            bucketPrefix: e.S3_BUCKET_PREFIX,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : null,
    redisUrl: e.REDIS_URL,
    web,
  };
}
