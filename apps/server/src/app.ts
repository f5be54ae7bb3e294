import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { createDatabase, type DatabaseHandle } from './platform/db/database.ts';
import { migrateToLatest } from './platform/db/migrations/index.ts';
import { prettyLogStream } from './platform/logging/pretty-log.ts';
import { registerRequestLog } from './platform/logging/request-log.ts';
import { registerErrorHandling, notFoundEnvelope, sendFrameworkError } from './platform/http/error-handler.ts';
import { guardNulCharacters } from './platform/http/nul-characters.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { RateLimiter } from './platform/rate-limit/rate-limiter.ts';
import { AppSecret } from './platform/auth/app-secret.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mail/mailer.ts';
import { registerWebApp } from './platform/ssr/ssr.plugin.ts';
import { changesPages } from './platform/ssr/page-cache.ts';
import { sharedAnswerPaths } from './platform/ssr/shared-answers.ts';
import { localInstanceLink, redisInstanceLink } from './platform/instances/instance-link.ts';
import { loadRedirects } from './platform/ssr/redirects.ts';
import { apiDocsRoutes, registerApiDocs } from './platform/http/api-docs.ts';
import { createPublicOrigin } from './platform/http/public-origin.ts';
import { createSearchIndex } from './platform/search/create-search-index.ts';
import { SearchIndexer } from './platform/search/search-indexer.ts';
import { MarkdownRenderer } from './platform/markdown/markdown.ts';
import { KeptRenderings } from './platform/markdown/kept-renderings.ts';
import { JobQueue } from './platform/jobs/job-queue.ts';
import multipart from '@fastify/multipart';
import { createLocalDiskStorage } from './platform/storage/local-disk.ts';
import { createS3Storage } from './platform/storage/s3.ts';
import { registerFileRoutes } from './platform/storage/files.routes.ts';
import type { StorageDriver } from './platform/storage/storage.ts';
import type { AppModule, Platform, RouteAccess } from './platform/modules/app-module.ts';
import { registerAuthentication, requireAdmin, requireUser } from './platform/http/guards.ts';
import type { PasswordReset } from './modules/auth/password-reset.ts';
import { composeModules } from './app-modules.ts';
import type { SiteService } from './modules/site/site.service.ts';
import type { UsersService } from './modules/users/users.service.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import type { VerificationService } from './modules/verification/verification.service.ts';
import type { TagsService } from './modules/tags/tags.service.ts';
import type { ProductCategoriesService } from './modules/products/product-categories.service.ts';

export interface AppOverrides {
  /** Replaces the configured transport (tests capture mail this way). */
  mailer?: Mailer;
  /** An already open database (tests share one per file). */
  database?: DatabaseHandle;
  /** Told of every route as it is registered (the route-guard test lists them this way). */
  onRoute?: (route: RouteOptions) => void;
}

export interface AppServices {
  database: DatabaseHandle;
  site: SiteService;
  users: UsersService;
  auth: AuthService;
  /** A forgotten password; `admin:reset-password` uses it too. */
  passwordReset: PasswordReset;
  codes: VerificationService;
  mailer: Mailer;
  storage: StorageDriver;
  searchIndexer: SearchIndexer;
  /** The Markdown renderer readers' pages use (the demo seeder renders with it, as a save does). */
  markdown: MarkdownRenderer;
  tags: TagsService;
  categories: ProductCategoriesService;
  modules: AppModule[];
  jobs: JobQueue;
  /** Runs every module's time-driven work once (what the half-minute timer runs). */
  tick(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

const HOUR_MS = 3600 * 1000;
/** How often time-driven work (a scheduled article's announcement) is looked for. */
const TICK_MS = 30 * 1000;

/** Guards run onRequest, before validation: a guest gets 401, never the parameter rules. */
const GUARDS: Record<RouteAccess, typeof requireUser | null> = { anyone: null, user: requireUser, admin: requireAdmin };

/** LOG_FORMAT, or readable lines on a terminal and JSON lines otherwise (a service manager, a container). */
const prettyLogs = (config: AppConfig) =>
  config.logFormat === 'pretty' || (config.logFormat === 'auto' && process.stdout.isTTY === true);

/** Builds the whole server without listening: platform plugins, then every module. */
export async function buildApp(config: AppConfig, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(prettyLogs(config) ? { stream: prettyLogStream(process.stdout) } : {}),
    },
    // One line per request instead, without the server rendering's internal calls (request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    frameworkErrors: sendFrameworkError,
  });
  if (overrides.onRoute) app.addHook('onRoute', overrides.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestLog(app);
  guardNulCharacters(app);

  const database = overrides.database ?? createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const from = config.mailFrom ?? '轻量博客 <no-reply@localhost>';
  const mailer =
    overrides.mailer ??
    (config.smtpUrl
      ? createSmtpMailer({ url: config.smtpUrl, from })
      : createOutboxMailer({ dir: path.join(config.dataDir, 'mail'), from, logger: app.log }));

  const storage = config.s3
    ? await createS3Storage(config.s3)
    : createLocalDiskStorage(path.join(config.dataDir, 'storage'));
  const limiter = new RateLimiter(database.db);
  const searchIndexer = new SearchIndexer(createSearchIndex(database.dialect));
  const jobs = new JobQueue({ db: database.db, dialect: database.dialect, limiter, log: app.log });
  const secret = new AppSecret({
    configured: config.appSecret,
    file: path.join(config.dataDir, 'secret.key'),
    log: app.log,
  });
  const renderings = new KeptRenderings(database.db);
  const publicOrigin = createPublicOrigin(config.publicUrl, app.log);
  const instances = config.redisUrl ? await redisInstanceLink(config.redisUrl, app.log) : localInstanceLink();
  const platform: Platform = {
    config,
    database,
    db: database.db,
    mailer,
    storage,
    limiter,
    markdown: await MarkdownRenderer.create({ store: renderings }),
    search: searchIndexer,
    jobs,
    secret,
    log: app.log,
    publicOrigin,
    changes: instances.changes,
    windowLimiter: instances.windowLimiter,
  };
  const modules = composeModules(platform);
  const tick = async () => {
    for (const module of modules.list) await module.tick?.();
  };
  app.decorate('services', {
    database,
    mailer,
    storage,
    searchIndexer,
    markdown: platform.markdown,
    jobs,
    tick,
    modules: modules.list,
    ...modules.services,
  });

  // Schema and first-run data before anything answers; modules start in the order they are listed.
  await migrateToLatest(database);
  for (const module of modules.list) await module.start?.();
  // After the start-up work (which hands over a key an older release kept in the database), so a
  // missing key file is made, and a damaged one stops the start, before anything answers.
  secret.value();

  const housekeeping = setInterval(() => {
    void Promise.all([
      limiter.prune(),
      jobs.prune(),
      renderings.prune(),
      ...modules.list.map((m) => m.housekeeping?.()),
    ]).catch((err: unknown) => app.log.warn({ err }, 'housekeeping failed'));
  }, HOUR_MS);
  housekeeping.unref();

  // Background work runs where the site is served (not in scripts or tests that only inject):
  // the job worker, and time-driven work at start and every half minute.
  let ticker: NodeJS.Timeout | null = null;
  const tickSafely = () => void tick().catch((err: unknown) => app.log.warn({ err }, 'scheduled work failed'));
  app.addHook('onListen', async () => {
    jobs.start();
    tickSafely();
    ticker = setInterval(tickSafely, TICK_MS);
    ticker.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(housekeeping);
    if (ticker) clearInterval(ticker);
    await jobs.stop();
    mailer.close();
    storage.close();
    await instances.close();
    if (!overrides.database) await database.destroy();
  });

  await registerSecurityHeaders(app, { publicUrl: config.publicUrl, viteDevelopment: config.web?.mode === 'dev' });
  // What is compressed per response (an API answer, a page rendered without the cache; kept pages
  // and built assets are compressed once, stronger): brotli quality 3. On a 45 kB article page it
  // takes ~0.13 ms against quality 4's ~0.48 (a larger hash table, searched deeper), for ~7 % more
  // bytes: at quality 4 a tenth of an uncached render's CPU went there.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 3 } },
  });
  await registerApiDocs(app, config.apiDocs);

  // Each upload route sets its own limits when it reads the parts (the upload size is a site setting).
  await app.register(multipart);
  registerFileRoutes(app, storage);

  // A write that may change what public pages show is told to everything that keeps them, on
  // every instance (platform/instances): declared on each route (page-cache.ts, `changesPages`).
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 400 && changesPages(request.method, request.url, request.routeOptions.config.pages))
      instances.changes.announce();
  });

  // The calls whose answers page renders share (shared-answers.ts), as their routes are declared.
  const sharedAnswers = sharedAnswerPaths(app);
  registerAuthentication(app, modules.services.auth);
  for (const { prefix, access, plugin } of [
    ...apiDocsRoutes(config.apiDocs),
    ...modules.list.flatMap((module) => module.routes),
  ]) {
    await app.register(
      async (scope) => {
        const guard = GUARDS[access];
        if (guard) scope.addHook('onRequest', guard);
        await scope.register(plugin);
      },
      { prefix },
    );
  }

  if (config.web)
    await registerWebApp(app, config.web, {
      origin: publicOrigin,
      redirects: await loadRedirects(database.db),
      pageCacheMb: config.pageCacheMb,
      sharedAnswers,
      changes: instances.changes,
      titleSteps: modules.services.titleSteps,
    });

  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send(notFoundEnvelope()));

  return app;
}
