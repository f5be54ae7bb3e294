import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { createDatabase, type DatabaseHandle } from './platform/db/database.ts';
import { migrateToLatest } from './platform/db/migrations/index.ts';
import { registerErrorHandling, notFoundEnvelope, sendFrameworkError } from './platform/http/error-handler.ts';
import { RateLimiter } from './platform/rate-limit/rate-limiter.ts';
import { MemoryWindowLimiter } from './platform/rate-limit/memory-window.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mail/mailer.ts';
import { registerWebApp } from './platform/ssr/ssr.plugin.ts';
import { SiteRepository } from './modules/site/site.repository.ts';
import { SiteService } from './modules/site/site.service.ts';
import { publicSiteRoutes } from './modules/site/site.routes.ts';
import { UsersRepository } from './modules/users/users.repository.ts';
import { UsersService } from './modules/users/users.service.ts';
import { adminUserStatsRoutes, userProfileRoutes } from './modules/users/users.routes.ts';
import { VerificationRepository } from './modules/verification/verification.repository.ts';
import { VerificationService } from './modules/verification/verification.service.ts';
import { CodeSender } from './modules/verification/code-sender.ts';
import { SessionsRepository } from './modules/auth/sessions.repository.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { registerAuthentication, requireAdmin, requireUser } from './modules/auth/auth.guard.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { AccountService } from './modules/account/account.service.ts';
import { emailCodeRoutes, securityRoutes } from './modules/account/account.routes.ts';
import { ErrorReportsRepository } from './modules/error-reports/error-reports.repository.ts';
import { ErrorReportsService } from './modules/error-reports/error-reports.service.ts';
import { adminErrorReportRoutes, errorReportRoutes } from './modules/error-reports/error-reports.routes.ts';
import { TagsRepository } from './modules/tags/tags.repository.ts';
import { TagsService } from './modules/tags/tags.service.ts';
import { adminTagRoutes, publicTagRoutes } from './modules/tags/tags.routes.ts';
import { MarkdownRenderer } from './platform/markdown/markdown.ts';
import { ArticlesService } from './modules/articles/articles.service.ts';
import { ArticleEditor } from './modules/articles/article-editor.ts';
import { adminArticleRoutes, publicArticleRoutes } from './modules/articles/articles.routes.ts';
import { PagesService } from './modules/pages/pages.service.ts';
import { adminPageRoutes, publicPageRoutes } from './modules/pages/pages.routes.ts';
import { articleSnapshotRoutes } from './modules/articles/article-snapshots.routes.ts';
import { createStarterArticles } from './modules/articles/starter-articles.ts';
import { InteractionsRepository } from './modules/interactions/interactions.repository.ts';
import { InteractionsService } from './modules/interactions/interactions.service.ts';
import { interactionRoutes } from './modules/interactions/interactions.routes.ts';
import { FeedsRepository } from './modules/feeds/feeds.repository.ts';
import { FeedsService } from './modules/feeds/feeds.service.ts';
import { feedRoutes } from './modules/feeds/feeds.routes.ts';
import { ProductCategoriesRepository } from './modules/product-categories/product-categories.repository.ts';
import { ProductCategoriesService } from './modules/product-categories/product-categories.service.ts';
import {
  adminProductCategoryRoutes,
  publicProductCategoryRoutes,
} from './modules/product-categories/product-categories.routes.ts';
import { ProductsService } from './modules/products/products.service.ts';
import { ProductEditor } from './modules/products/product-editor.ts';
import { ProductDeletion } from './modules/products/product-deletion.ts';
import { adminProductRoutes, publicProductRoutes } from './modules/products/products.routes.ts';
import { productSnapshotRoutes } from './modules/products/product-snapshots.routes.ts';
import { createSearchIndex } from './platform/search/search-index.ts';
import { warmUpSegmenter } from './platform/search/segmenter.ts';
import { SearchIndexer } from './modules/search/search-indexer.ts';
import { SearchService } from './modules/search/search.service.ts';
import { publicSearchRoutes } from './modules/search/search.routes.ts';
import multipart from '@fastify/multipart';
import { createLocalDiskStorage } from './platform/storage/local-disk.ts';
import { createS3Storage } from './platform/storage/s3.ts';
import { registerFileRoutes } from './platform/storage/files.routes.ts';
import type { StorageDriver } from './platform/storage/storage.ts';
import { UploadsService } from './modules/uploads/uploads.service.ts';
import { IMAGE_UPLOAD_LIMIT_BYTES, uploadRoutes } from './modules/uploads/uploads.routes.ts';

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
  codes: VerificationService;
  mailer: Mailer;
  storage: StorageDriver;
  searchIndexer: SearchIndexer;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

const HOUR_MS = 3600 * 1000;

/** Builds the whole server without listening: platform plugins, then every module. */
export async function buildApp(config: AppConfig, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(process.stdout.isTTY && config.logLevel !== 'silent'
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
        : {}),
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    frameworkErrors: sendFrameworkError,
  });
  if (overrides.onRoute) app.addHook('onRoute', overrides.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const database = overrides.database ?? createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const from = config.mailFrom ?? '轻量博客 <no-reply@localhost>';
  const mailer =
    overrides.mailer ??
    (config.smtpUrl
      ? createSmtpMailer({ url: config.smtpUrl, from })
      : createOutboxMailer({ dir: path.join(config.dataDir, 'mail'), from, logger: app.log }));

  const site = new SiteService(new SiteRepository(database.db));
  const users = new UsersService(new UsersRepository(database.db));
  const codes = new VerificationService(new VerificationRepository(database.db), () => site.appSecret());
  const limiter = new RateLimiter(database.db);
  const sessions = new SessionsRepository(database.db);
  const codeSender = new CodeSender({ codes, site, mailer, limiter, limits: config.rateLimits, log: app.log });
  const auth = new AuthService({
    sessions,
    users,
    codes,
    codeSender,
    limiter,
    limits: config.rateLimits,
    sessionTtlDays: config.sessionTtlDays,
  });
  const account = new AccountService({ users, codes, codeSender, auth, limiter });
  const searchIndex = createSearchIndex(database.dialect);
  const searchIndexer = new SearchIndexer(searchIndex);
  const searchSync = { db: database.db, indexer: searchIndexer };
  const tags = new TagsService(new TagsRepository(database.db), searchSync);
  const markdown = await MarkdownRenderer.create();
  const articles = new ArticlesService({ db: database.db, tags, markdown, limiter, search: searchIndexer });
  const pages = new PagesService({ db: database.db, markdown });
  const articleEditor = new ArticleEditor({ db: database.db, articles });
  const productCategories = new ProductCategoriesService(new ProductCategoriesRepository(database.db), searchSync);
  const products = new ProductsService({
    db: database.db,
    tags,
    categories: productCategories,
    markdown,
    limiter,
    search: searchIndexer,
  });
  const productEditor = new ProductEditor({ db: database.db, products });
  const productDeletion = new ProductDeletion({ products, codes, codeSender });
  const storage = config.s3 ? createS3Storage(config.s3) : createLocalDiskStorage(path.join(config.dataDir, 'storage'));
  const uploads = new UploadsService(storage);
  const search = new SearchService({ db: database.db, index: searchIndex, articles, products, tags });
  const interactions = new InteractionsService({ repo: new InteractionsRepository(database.db), articles, products });
  const errorReports = new ErrorReportsService({ repo: new ErrorReportsRepository(database.db), limiter });
  app.decorate('services', { database, site, users, auth, codes, mailer, storage, searchIndexer });

  // Schema and first-run data before anything answers.
  await migrateToLatest(database);
  await site.ensureDefaults();
  await users.ensureAdministrator(config.admin, app.log);
  warmUpSegmenter();
  // A site that had content before search existed indexes it once; later starts never rebuild
  // (`npm run search:reindex` does, on demand).
  if (await site.claimOnce('search.initial-index')) {
    const { total } = await searchIndexer.rebuild(database.db);
    if (total > 0) app.log.info({ documents: total }, 'search index built');
  }
  if (await site.claimOnce('content.starter-articles')) {
    await createStarterArticles(articleEditor, await users.firstAdministratorId(), (await site.siteInfo()).siteName);
  }

  const housekeeping = setInterval(() => {
    void Promise.all([
      limiter.prune(),
      codes.prune(),
      sessions.pruneEndedBefore(new Date(Date.now() - 24 * HOUR_MS).toISOString()),
    ]).catch((err: unknown) => app.log.warn({ err }, 'housekeeping failed'));
  }, HOUR_MS);
  housekeeping.unref();
  app.addHook('onClose', async () => {
    clearInterval(housekeeping);
    mailer.close();
    storage.close();
    if (!overrides.database) await database.destroy();
  });

  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: '轻量博客 API', description: '所有接口返回 { success, message, data }', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(multipart, { limits: { fileSize: IMAGE_UPLOAD_LIMIT_BYTES } });
  registerFileRoutes(app, storage);

  registerAuthentication(app, auth);

  await app.register(healthRoutes(database.db), { prefix: '/api' });
  await app.register(
    feedRoutes(
      new FeedsService({ repo: new FeedsRepository(database.db), articles, pages, site, products, productCategories }),
      config.publicUrl,
    ),
  );
  await app.register(authRoutes(auth), { prefix: '/api/auth' });
  await app.register(publicSiteRoutes(site), { prefix: '/api/public/site' });
  await app.register(publicArticleRoutes(articles), { prefix: '/api/public' });
  await app.register(publicPageRoutes(pages), { prefix: '/api/public' });
  await app.register(publicTagRoutes(tags), { prefix: '/api/public' });
  await app.register(publicProductCategoryRoutes(productCategories), { prefix: '/api/public' });
  await app.register(publicProductRoutes(products), { prefix: '/api/public' });
  await app.register(publicSearchRoutes(search, new MemoryWindowLimiter(config.rateLimits.searchesPerMinute)), {
    prefix: '/api/public',
  });
  await app.register(errorReportRoutes(errorReports), { prefix: '/api/errors' });
  // Guards run onRequest, before validation: a guest gets 401, never the parameter rules.
  await app.register(
    async (signedIn) => {
      signedIn.addHook('onRequest', requireUser);
      await signedIn.register(emailCodeRoutes(account));
    },
    { prefix: '/api/email' },
  );
  await app.register(
    async (userArea) => {
      userArea.addHook('onRequest', requireUser);
      await userArea.register(userProfileRoutes(users));
      await userArea.register(securityRoutes(account));
      await userArea.register(interactionRoutes(interactions));
    },
    { prefix: '/api/user' },
  );
  await app.register(
    async (adminArea) => {
      adminArea.addHook('onRequest', requireAdmin);
      await adminArea.register(adminUserStatsRoutes(users));
      await adminArea.register(adminErrorReportRoutes(errorReports));
      await adminArea.register(adminTagRoutes(tags));
      await adminArea.register(adminArticleRoutes(articles, articleEditor));
      await adminArea.register(adminPageRoutes(pages));
      await adminArea.register(articleSnapshotRoutes(articleEditor));
      await adminArea.register(uploadRoutes(uploads));
      await adminArea.register(adminProductCategoryRoutes(productCategories));
      await adminArea.register(adminProductRoutes(products, productEditor, productDeletion));
      await adminArea.register(productSnapshotRoutes(productEditor));
    },
    { prefix: '/api/admin' },
  );

  if (config.web) await registerWebApp(app, config.web, config.publicUrl);

  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send(notFoundEnvelope()));

  return app;
}
