import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  idParamsSchema,
  pageResultSchema,
  tagInputSchema,
  tagListQuerySchema,
  tagSchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import type { TagsService } from './tags.service.ts';

/** Mounted under /api/admin. */
export const adminTagRoutes =
  (tags: TagsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/tags',
      {
        schema: {
          tags: ['标签'],
          summary: '标签列表（分页、关键词）',
          querystring: tagListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(tagSchema)) },
        },
      },
      async (request) => ok(await tags.list(request.query)),
    );
    app.get(
      '/tags/:id',
      {
        schema: {
          tags: ['标签'],
          summary: '标签详情',
          params: idParamsSchema,
          response: { 200: envelopeSchema(tagSchema) },
        },
      },
      async (request) => ok(await tags.get(request.params.id)),
    );
    app.post(
      '/tags',
      {
        schema: {
          tags: ['标签'],
          summary: '新建标签',
          body: tagInputSchema,
          response: { 201: envelopeSchema(tagSchema) },
        },
      },
      async (request, reply) => reply.status(201).send(ok(await tags.create(request.body), '标签创建成功')),
    );
    app.put(
      '/tags/:id',
      {
        schema: {
          tags: ['标签'],
          summary: '修改标签',
          params: idParamsSchema,
          body: tagInputSchema,
          response: { 200: envelopeSchema(tagSchema) },
        },
      },
      async (request) => ok(await tags.update(request.params.id, request.body), '标签更新成功'),
    );
    app.delete(
      '/tags/:id',
      {
        schema: {
          tags: ['标签'],
          summary: '删除标签（有文章时拒绝）',
          params: idParamsSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await tags.delete(request.params.id);
        return ok(null, '标签删除成功');
      },
    );
  };

/** Mounted under /api/public. */
export const publicTagRoutes =
  (tags: TagsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/tags/featured',
      {
        config: { sharedAnswer: true },
        schema: { tags: ['标签'], summary: '精选标签', response: { 200: envelopeSchema(z.array(tagSchema)) } },
      },
      async () => ok(await tags.featured()),
    );
  };
