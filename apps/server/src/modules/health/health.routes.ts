import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, healthSchema } from '@app/contract';
import { pingDatabase, type Db } from '../../platform/db/database.ts';
import { ok } from '../../platform/http/envelope.ts';

export const healthRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['运维'],
          summary: '健康检查（数据库可达）',
          response: { 200: envelopeSchema(healthSchema), 503: envelopeSchema(healthSchema) },
        },
      },
      async (_request, reply) => {
        const up = await pingDatabase(db);
        const data = {
          status: up ? ('UP' as const) : ('DOWN' as const),
          database: up ? ('UP' as const) : ('DOWN' as const),
        };
        return reply.status(up ? 200 : 503).send(up ? ok(data) : { success: false, message: '数据库不可用', data });
      },
    );
  };
