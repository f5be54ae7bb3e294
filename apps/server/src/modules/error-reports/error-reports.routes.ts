import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  errorReportDtoSchema,
  errorReportSchema,
  errorReportsClearedSchema,
  pageQuerySchema,
  pageResultSchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import type { ErrorReportsService } from './error-reports.service.ts';

/** Mounted under /api/errors: anyone's browser may report. */
export const errorReportRoutes =
  (reports: ErrorReportsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/report',
      {
        // A report quotes whatever broke, U+0000 included: stripped, never a lost report.
        config: { pages: 'unchanged', nulCharacters: 'strip' },
        bodyLimit: 64 * 1024,
        schema: {
          tags: ['错误报告'],
          summary: '上报前端错误',
          body: errorReportSchema,
          response: { 201: envelopeSchema(z.null()) },
        },
      },
      async (request, reply) => {
        await reports.report(request.body, { ip: request.ip, userId: request.auth?.user.id ?? null });
        return reply.status(201).send(ok(null, '已收到错误报告'));
      },
    );
  };

/** Mounted under /api/admin. */
export const adminErrorReportRoutes =
  (reports: ErrorReportsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/error-reports',
      {
        schema: {
          tags: ['错误报告'],
          summary: '最新错误报告',
          querystring: pageQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(errorReportDtoSchema)) },
        },
      },
      async (request) => ok(await reports.list(request.query)),
    );
    app.delete(
      '/error-reports',
      {
        schema: {
          tags: ['错误报告'],
          summary: '清空错误报告',
          response: { 200: envelopeSchema(errorReportsClearedSchema) },
        },
      },
      async () => ok({ deleted: await reports.clear() }, '错误报告已清空'),
    );
  };
