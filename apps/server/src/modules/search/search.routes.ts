import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, searchQuerySchema, searchResultSchema } from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { WindowLimiter } from '../../platform/rate-limit/window-limiter.ts';
import type { SearchService } from './search.service.ts';

/** Mounted under /api/public. */
/** Anyone may search, so every IP has a budget per minute (`SEARCH_REQUESTS_PER_MINUTE`). */
export const publicSearchRoutes =
  (search: SearchService, limiter: WindowLimiter): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/search',
      {
        schema: {
          tags: ['搜索'],
          summary: '搜索文章与好物（中文分词；type=ALL|ARTICLE|PRODUCT，分页；另返回名称匹配的标签与结果摘要）',
          querystring: searchQuerySchema,
          response: { 200: envelopeSchema(searchResultSchema) },
        },
      },
      async (request) => {
        const wait = await limiter.hit(request.ip);
        if (wait !== null)
          throw AppError.rateLimited(wait, `搜索过于频繁，请 ${Math.max(1, Math.ceil(wait))} 秒后再试`);
        return ok(await search.search(request.query));
      },
    );
  };
