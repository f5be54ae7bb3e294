import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  formatTitleResultSchema,
  formatTitleSchema,
  idParamsSchema,
  matchPageTypeResultSchema,
  matchPageTypeSchema,
  PAGE_TYPE_MESSAGES,
  type PageTitleSteps,
  titleTemplateSchema,
  pageTitlesUpdateSchema,
  pageTypeCreateSchema,
  pageTypeSchema,
  pageTypeUpdateSchema,
  SITE_SETTINGS_SAVED,
  siteInfoSchema,
  siteSettingsSchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import type { SiteService } from './site.service.ts';

export const publicSiteRoutes =
  (site: SiteService, titleSteps: PageTitleSteps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/info',
      {
        config: { sharedAnswer: true },
        schema: {
          tags: ['站点'],
          summary: '站点信息（名称、标语、描述、页脚、每页条数）',
          response: { 200: envelopeSchema(siteInfoSchema) },
        },
      },
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
      async (request) => ok(await titleSteps.matchPageType(request.body.path)),
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
      async (request) => ok(await titleSteps.formatTitle(request.body)),
    );
  };

const ADMIN_TAGS = ['站点设置'];

/** /api/admin/site: the site settings, page types and their title templates. Every write empties the rendered-page cache. */
export const adminSiteRoutes =
  (site: SiteService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/site/settings',
      { schema: { tags: ADMIN_TAGS, summary: '站点设置', response: { 200: envelopeSchema(siteInfoSchema) } } },
      async () => ok(await site.siteInfo()),
    );
    app.put(
      '/site/settings',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '保存站点设置（下一次请求起处处生效）',
          body: siteSettingsSchema,
          response: { 200: envelopeSchema(siteInfoSchema) },
        },
      },
      async (request) => ok(await site.saveSettings(request.body), SITE_SETTINGS_SAVED),
    );

    app.get(
      '/site/page-titles',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '各页面类型的标题模板',
          response: { 200: envelopeSchema(z.array(titleTemplateSchema)) },
        },
      },
      async () => ok(await site.pageTitles()),
    );
    app.put(
      '/site/page-titles',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '保存标题模板',
          body: pageTitlesUpdateSchema,
          response: { 200: envelopeSchema(z.array(titleTemplateSchema)) },
        },
      },
      async (request) => ok(await site.savePageTitles(request.body.titles), PAGE_TYPE_MESSAGES.titlesSaved),
    );
    app.post(
      '/site/page-titles/reset',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '恢复默认的标题模板和内置页面类型（自定义类型保留）',
          response: { 200: envelopeSchema(z.array(pageTypeSchema)) },
        },
      },
      async () => ok(await site.resetPageTitles(), PAGE_TYPE_MESSAGES.titlesReset),
    );

    app.get(
      '/site/page-types',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '页面类型（按匹配顺序）',
          response: { 200: envelopeSchema(z.array(pageTypeSchema)) },
        },
      },
      async () => ok(await site.pageTypes()),
    );
    app.post(
      '/site/page-types',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '添加自定义页面类型',
          body: pageTypeCreateSchema,
          response: { 201: envelopeSchema(pageTypeSchema) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(ok(await site.createPageType(request.body), PAGE_TYPE_MESSAGES.created)),
    );
    app.put(
      '/site/page-types/:id',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '编辑页面类型（内置类型也可编辑，代码不变）',
          params: idParamsSchema,
          body: pageTypeUpdateSchema,
          response: { 200: envelopeSchema(pageTypeSchema) },
        },
      },
      async (request) => ok(await site.updatePageType(request.params.id, request.body), PAGE_TYPE_MESSAGES.updated),
    );
    app.delete(
      '/site/page-types/:id',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '删除自定义页面类型（内置类型不能删除）',
          params: idParamsSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await site.deletePageType(request.params.id);
        return ok(null, PAGE_TYPE_MESSAGES.deleted);
      },
    );
  };
