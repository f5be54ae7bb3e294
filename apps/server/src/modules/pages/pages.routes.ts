import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPageQuerySchema,
  adminPageSchema,
  envelopeSchema,
  idParamsSchema,
  pageInputSchema,
  pageResultSchema,
  pageSummarySchema,
  publicPageSchema,
  publicPageSummarySchema,
  slugParamsSchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import type { PagesService } from './pages.service.ts';

/** Mounted under /api/public. */
export const publicPageRoutes =
  (pages: PagesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/pages',
      {
        schema: {
          tags: ['页面'],
          summary: '在列表中显示的已发布页面（按排序）',
          response: { 200: envelopeSchema(z.array(publicPageSummarySchema)) },
        },
      },
      async () => ok(await pages.listPublic()),
    );
    app.get(
      '/pages/:slug',
      {
        schema: {
          tags: ['页面'],
          summary: '页面详情（渲染后的正文）',
          params: slugParamsSchema,
          response: { 200: envelopeSchema(publicPageSchema) },
        },
      },
      async (request) => ok(await pages.getPublic(request.params.slug)),
    );
  };

/** Mounted under /api/admin. */
export const adminPageRoutes =
  (pages: PagesService): FastifyPluginAsyncZod =>
  async (app) => {
    const one = envelopeSchema(adminPageSchema);
    app.get(
      '/pages',
      {
        schema: {
          tags: ['页面'],
          summary: '页面列表（分页、关键词，按排序再按标题）',
          querystring: adminPageQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(pageSummarySchema)) },
        },
      },
      async (request) => ok(await pages.listAdmin(request.query)),
    );
    app.get(
      '/pages/:id',
      { schema: { tags: ['页面'], summary: '编辑用的页面', params: idParamsSchema, response: { 200: one } } },
      async (request) => ok(await pages.getAdmin(request.params.id)),
    );
    app.post(
      '/pages',
      { schema: { tags: ['页面'], summary: '新建页面', body: pageInputSchema, response: { 201: one } } },
      async (request, reply) => reply.status(201).send(ok(await pages.create(request.body), '页面创建成功')),
    );
    app.put(
      '/pages/:id',
      {
        schema: {
          tags: ['页面'],
          summary: '保存页面',
          params: idParamsSchema,
          body: pageInputSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await pages.update(request.params.id, request.body), '页面已保存'),
    );
    app.delete(
      '/pages/:id',
      {
        schema: {
          tags: ['页面'],
          summary: '删除页面',
          params: idParamsSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await pages.delete(request.params.id);
        return ok(null, '页面已删除');
      },
    );
  };
