import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  formatTitleResultSchema,
  formatTitleSchema,
  matchPageTypeResultSchema,
  matchPageTypeSchema,
  siteInfoSchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import type { SiteService } from './site.service.ts';

export const publicSiteRoutes =
  (site: SiteService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/info',
      { schema: { tags: ['站点'], summary: '站点名称与标语', response: { 200: envelopeSchema(siteInfoSchema) } } },
      async () => ok(await site.siteInfo()),
    );

    app.post(
      '/match-page-type',
      {
        config: { pages: 'unchanged' },
        schema: {
          tags: ['站点'],
          summary: '根据路径匹配页面类型',
          body: matchPageTypeSchema,
          response: { 200: envelopeSchema(matchPageTypeResultSchema) },
        },
      },
      async (request) => ok({ pageType: await site.matchPageType(request.body.path) }),
    );

    app.post(
      '/format-title',
      {
        config: { pages: 'unchanged' },
        schema: {
          tags: ['站点'],
          summary: '按页面类型格式化浏览器标题',
          body: formatTitleSchema,
          response: { 200: envelopeSchema(formatTitleResultSchema) },
        },
      },
      async (request) => ok({ formattedTitle: await site.formatTitle(request.body) }),
    );
  };
