import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSnapshotSchema,
  envelopeSchema,
  idParamsSchema,
  pageResultSchema,
  snapshotListQuerySchema,
  snapshotParamsSchema,
} from '@app/contract';
import { ok } from '../http/envelope.ts';
import { currentUser } from '../http/guards.ts';
import type { SnapshotTable } from './snapshot-store.ts';
import type { VersionHistory } from './version-history.ts';

type History<T extends SnapshotTable, Dto> = Pick<
  VersionHistory<T, { id: number; status: string }, Dto>,
  'list' | 'createManual' | 'delete'
>;

/**
 * The snapshot calls of one kind (spec 02 §7 Snapshots, plus restore), mounted under /api/admin:
 * GET/POST /{resource}/{id}/snapshots, DELETE …/{snapshotId}, POST …/{snapshotId}/restore.
 */
export function snapshotRoutes<T extends SnapshotTable, Dto, Restored>(options: {
  /** The path segment of the items: `articles`, `products`. */
  resource: string;
  /** The OpenAPI tag: 文章快照, 商品快照. */
  tag: string;
  history: History<T, Dto>;
  snapshotSchema: z.ZodType<Dto>;
  restoredSchema: z.ZodType<Restored>;
  /** Restores and answers the item as the editor shows it. */
  restore: (id: number, snapshotId: number, userId: number) => Promise<Restored>;
}): FastifyPluginAsyncZod {
  const { resource, history, snapshotSchema } = options;
  const tags = [options.tag];
  return async (app) => {
    app.get(
      `/${resource}/:id/snapshots`,
      {
        schema: {
          tags,
          summary: '快照列表（版本号倒序）',
          params: idParamsSchema,
          querystring: snapshotListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(snapshotSchema)) },
        },
      },
      async (request) => ok(await history.list(request.params.id, request.query)),
    );
    app.post(
      `/${resource}/:id/snapshots`,
      {
        schema: {
          tags,
          summary: '手动创建快照',
          params: idParamsSchema,
          body: createSnapshotSchema,
          response: { 201: envelopeSchema(snapshotSchema) },
        },
      },
      async (request, reply) => {
        const created = await history.createManual(
          request.params.id,
          request.body.description,
          currentUser(request).id,
        );
        return reply.status(201).send(ok(created, '快照创建成功'));
      },
    );
    app.delete(
      `/${resource}/:id/snapshots/:snapshotId`,
      {
        schema: {
          tags,
          summary: '删除快照',
          params: snapshotParamsSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await history.delete(request.params.id, request.params.snapshotId);
        return ok(null, '快照删除成功');
      },
    );
    app.post(
      `/${resource}/:id/snapshots/:snapshotId/restore`,
      {
        schema: {
          tags,
          summary: '恢复到此快照（先备份当前内容）',
          params: snapshotParamsSchema,
          response: { 200: envelopeSchema(options.restoredSchema) },
        },
      },
      async (request) =>
        ok(
          await options.restore(request.params.id, request.params.snapshotId, currentUser(request).id),
          '已恢复到所选版本',
        ),
    );
  };
}
