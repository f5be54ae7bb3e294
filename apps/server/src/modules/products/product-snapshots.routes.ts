import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProductSchema,
  createSnapshotSchema,
  envelopeSchema,
  idParamsSchema,
  pageResultSchema,
  productSnapshotSchema,
  snapshotListQuerySchema,
  snapshotParamsSchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import { currentUser } from '../../platform/http/guards.ts';
import type { ProductEditor } from './product-editor.ts';

const TAGS = ['商品快照'];

/** Mounted under /api/admin (spec 02 §7 Snapshots, plus restore). */
export const productSnapshotRoutes =
  (editor: ProductEditor): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/products/:id/snapshots',
      {
        schema: {
          tags: TAGS,
          summary: '快照列表（版本号倒序）',
          params: idParamsSchema,
          querystring: snapshotListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(productSnapshotSchema)) },
        },
      },
      async (request) => ok(await editor.list(request.params.id, request.query)),
    );
    app.post(
      '/products/:id/snapshots',
      {
        schema: {
          tags: TAGS,
          summary: '手动创建快照',
          params: idParamsSchema,
          body: createSnapshotSchema,
          response: { 201: envelopeSchema(productSnapshotSchema) },
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
      '/products/:id/snapshots/:snapshotId',
      {
        schema: {
          tags: TAGS,
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
      '/products/:id/snapshots/:snapshotId/restore',
      {
        schema: {
          tags: TAGS,
          summary: '恢复到此快照（先备份当前内容）',
          params: snapshotParamsSchema,
          response: { 200: envelopeSchema(adminProductSchema) },
        },
      },
      async (request) =>
        ok(
          await editor.restore(request.params.id, request.params.snapshotId, currentUser(request).id),
          '已恢复到所选版本',
        ),
    );
  };
