import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { AppSecret } from '../auth/app-secret.ts';
import type { DatabaseHandle, Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MarkdownRenderer } from '../markdown/markdown.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { SearchIndexer } from '../search/search-indexer.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { StorageDriver } from '../storage/storage.ts';
import type { PublicOrigin } from '../http/public-origin.ts';
import type { SiteChanges } from '../instances/site-changes.ts';
import type { WindowLimiter } from '../rate-limit/window-limiter.ts';

/**
 * What every module is built from: the platform's shared pieces, passed the same way to each
 * module factory (and from there to its services as one `deps` object).
 */
export interface Platform {
  config: AppConfig;
  database: DatabaseHandle;
  db: Db;
  mailer: Mailer;
  storage: StorageDriver;
  limiter: RateLimiter;
  markdown: MarkdownRenderer;
  search: SearchIndexer;
  /** The durable queue: events and mails queued inside the transaction they follow from. */
  jobs: JobQueue;
  /** The site's key (code hashes, unsubscribe links), kept outside the database. */
  secret: AppSecret;
  log: FastifyBaseLogger;
  /** The site's origin for absolute links in an answer (PUBLIC_URL, or the first Host seen). */
  publicOrigin: PublicOrigin;
  /** Public content changed, here or on another instance: what a module keeps of it is forgotten. */
  changes: SiteChanges;
  /** A per-minute budget without a database write per hit (in memory, or Redis shared by instances). */
  windowLimiter(name: string, perMinute: number): WindowLimiter;
}

/** Who may call a group of routes; the guard runs before validation (a guest gets 401, never the rules). */
export type RouteAccess = 'anyone' | 'user' | 'admin';

export interface ModuleRoutes {
  /** Where the plugin is mounted, e.g. `/api/public` or `/api/admin`. */
  prefix: string;
  access: RouteAccess;
  // Route plugins are typed by the zod provider; any plugin options type is accepted here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  plugin: FastifyPluginAsync<any>;
}

/**
 * A server module: a folder under `modules/` that owns some tables and exposes its services and
 * routes. The composition root (`app-modules.ts`) builds the list; nothing in `platform/` names a
 * module. A route tells the rendered-page cache about itself with `config.pages` (see
 * `platform/ssr/page-cache.ts`).
 */
export interface AppModule<S extends object = object> {
  readonly name: string;
  /** The tables only this module's repositories read and write (checked by modules.test.ts). */
  readonly tables: readonly (keyof Database)[];
  readonly services: S;
  readonly routes: readonly ModuleRoutes[];
  /** First-run data and checks, after the migrations, before the server answers. Runs in list order. */
  start?(): Promise<void>;
  /** Work that falls due with time (a scheduled article's publication): at start and every half minute. */
  tick?(): Promise<void>;
  /** Hourly clean-up (expired codes, ended sessions …). */
  housekeeping?(): Promise<void>;
}
