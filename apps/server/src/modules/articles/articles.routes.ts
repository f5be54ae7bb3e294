import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminArticleQuerySchema,
  adminArticleSchema,
  articleDetailSchema,
  articleInputSchema,
  articleSummarySchema,
  envelopeSchema,
  idParamsSchema,
  pageResultSchema,
  publicArticleQuerySchema,
  renderPreviewResultSchema,
  renderPreviewSchema,
  slugParamsSchema,
  viewCountSchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import { currentUser } from '../../platform/http/guards.ts';
import type { ArticlesService } from './articles.service.ts';
import type { ArticleEditor } from './article-editor.ts';

/** Mounted under /api/public. */
export const publicArticleRoutes =
  (articles: ArticlesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/articles',
      {
        schema: {
          tags: ['文章'],
          summary: '已发布文章（分页、标签、关键词、排序）',
          querystring: publicArticleQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(articleSummarySchema)) },
        },
      },
      async (request) => ok(await articles.listPublic(request.query)),
    );
    app.get(
      '/articles/:slug',
      {
        schema: {
          tags: ['文章'],
          summary: '文章详情（渲染后的正文）',
          params: slugParamsSchema,
          response: { 200: envelopeSchema(articleDetailSchema) },
        },
      },
      async (request) => ok(await articles.getPublic(request.params.slug)),
    );
    app.post(
      '/articles/:slug/view',
      {
        config: { pages: 'unchanged' },
        schema: {
          tags: ['文章'],
          summary: '记录一次阅读（同一访客30分钟内只计一次）',
          params: slugParamsSchema,
          response: { 200: envelopeSchema(viewCountSchema) },
        },
      },
      async (request) =>
        ok(
          await articles.recordView(request.params.slug, { ip: request.ip, userAgent: request.headers['user-agent'] }),
        ),
    );
  };

/** Mounted under /api/admin. */
export const adminArticleRoutes =
  (articles: ArticlesService, editor: ArticleEditor): FastifyPluginAsyncZod =>
  async (app) => {
    const one = envelopeSchema(adminArticleSchema);
    app.get(
      '/articles',
      {
        schema: {
          tags: ['文章'],
          summary: '文章列表（含草稿）',
          querystring: adminArticleQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(articleSummarySchema)) },
        },
      },
      async (request) => ok(await articles.listAdmin(request.query)),
    );
    app.get(
      '/articles/:id',
      { schema: { tags: ['文章'], summary: '编辑用的文章', params: idParamsSchema, response: { 200: one } } },
      async (request) => ok(await articles.getAdmin(request.params.id)),
    );
    app.post(
      '/articles',
      { schema: { tags: ['文章'], summary: '新建文章', body: articleInputSchema, response: { 201: one } } },
      async (request, reply) =>
        reply.status(201).send(ok(await editor.create(request.body, currentUser(request).id), '文章创建成功')),
    );
    app.put(
      '/articles/:id',
      {
        schema: {
          tags: ['文章'],
          summary: '保存文章',
          params: idParamsSchema,
          body: articleInputSchema,
          response: { 200: one },
        },
      },
      async (request) =>
        ok(await editor.update(request.params.id, request.body, currentUser(request).id), '文章已保存'),
    );
    app.post(
      '/articles/:id/publish',
      { schema: { tags: ['文章'], summary: '发布', params: idParamsSchema, response: { 200: one } } },
      async (request) =>
        ok(await editor.setStatus(request.params.id, 'PUBLISHED', currentUser(request).id), '文章已发布'),
    );
    app.post(
      '/articles/:id/unpublish',
      { schema: { tags: ['文章'], summary: '撤回为草稿', params: idParamsSchema, response: { 200: one } } },
      async (request) =>
        ok(await editor.setStatus(request.params.id, 'DRAFT', currentUser(request).id), '文章已撤回为草稿'),
    );
    app.delete(
      '/articles/:id',
      {
        schema: {
          tags: ['文章'],
          summary: '删除文章',
          params: idParamsSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await articles.delete(request.params.id);
        return ok(null, '文章已删除');
      },
    );
    app.post(
      '/articles/render',
      {
        config: { pages: 'unchanged' },
        schema: {
          tags: ['文章'],
          summary: '按公开页面的规则渲染 Markdown（编辑器预览）',
          body: renderPreviewSchema,
          response: { 200: envelopeSchema(renderPreviewResultSchema) },
        },
      },
      async (request) => ok(await articles.renderPreview(request.body.content)),
    );
  };
