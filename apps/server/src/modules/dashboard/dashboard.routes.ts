import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema, envelopeSchema } from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import type { DashboardService } from './dashboard.service.ts';

/** Mounted under /api/admin. */
export const dashboardRoutes =
  (dashboard: DashboardService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dashboard/stats',
      { schema: { tags: ['仪表盘'], summary: '仪表盘数据', response: { 200: envelopeSchema(dashboardSchema) } } },
      async () => ok(await dashboard.figures()),
    );
  };
