import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminArticleSchema,
  articleSnapshotSchema,
  createSnapshotSchema,
  envelopeSchema,
  idParamsSchema,
  pageResultSchema,
  snapshotListQuerySchema,
  snapshotParamsSchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import { currentUser } from '../../platform/http/guards.ts';
import type { ArticleEditor } from './article-editor.ts';

/** Mounted under /api/admin (spec 02 §7 Snapshots, plus restore). */
export const articleSnapshotRoutes =
  (editor: ArticleEditor): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/articles/:id/snapshots',
      {
        schema: {
          tags: ['文章快照'],
          summary: '快照列表（版本号倒序）',
          params: idParamsSchema,
          querystring: snapshotListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(articleSnapshotSchema)) },
        },
      },
      async (request) => ok(await editor.list(request.params.id, request.query)),
    );
    app.post(
      '/articles/:id/snapshots',
      {
        schema: {
          tags: ['文章快照'],
          summary: '手动创建快照',
          params: idParamsSchema,
          body: createSnapshotSchema,
          response: { 201: envelopeSchema(articleSnapshotSchema) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            ok(
              await editor.createManual(request.params.id, request.body.description, currentUser(request).id),
              '快照创建成功',
            ),
          ),
    );
    app.delete(
      '/articles/:id/snapshots/:snapshotId',
      {
        schema: {
          tags: ['文章快照'],
          summary: '删除快照',
          params: snapshotParamsSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await editor.delete(request.params.id, request.params.snapshotId);
        return ok(null, '快照删除成功');
      },
    );
    app.post(
      '/articles/:id/snapshots/:snapshotId/restore',
      {
        schema: {
          tags: ['文章快照'],
          summary: '恢复到此快照（先备份当前内容）',
          params: snapshotParamsSchema,
          response: { 200: envelopeSchema(adminArticleSchema) },
        },
      },
      async (request) =>
        ok(
          await editor.restore(request.params.id, request.params.snapshotId, currentUser(request).id),
          '已恢复到所选版本',
        ),
    );
  };
