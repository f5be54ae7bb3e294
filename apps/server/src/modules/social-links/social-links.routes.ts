import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSocialLinkQuerySchema,
  clickCountSchema,
  envelopeSchema,
  idParamsSchema,
  pageResultSchema,
  platformOptionSchema,
  publicSocialLinkSchema,
  SOCIAL_LINK_MESSAGES,
  socialLinkInputSchema,
  socialLinkSchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import type { SocialLinksService } from './social-links.service.ts';

const TAGS = ['社交链接'];
const ADMIN_TAGS = ['社交链接管理'];
const link = envelopeSchema(socialLinkSchema);

/** Mounted under /api/public. */
export const publicSocialLinkRoutes =
  (links: SocialLinksService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/social-links',
      {
        config: { sharedAnswer: true },
        schema: {
          tags: TAGS,
          summary: '启用的社交链接（按排序）',
          response: { 200: envelopeSchema(z.array(publicSocialLinkSchema)) },
        },
      },
      async () => ok(await links.publicList()),
    );
    app.post(
      '/social-links/:id/click',
      {
        config: { pages: 'unchanged' },
        schema: {
          tags: TAGS,
          summary: '记录一次社交链接点击（同一访客30分钟内只计一次）',
          params: idParamsSchema,
          response: { 200: envelopeSchema(clickCountSchema) },
        },
      },
      async (request) =>
        ok(await links.click(request.params.id, { ip: request.ip, userAgent: request.headers['user-agent'] })),
    );
  };

/** Mounted under /api/admin. */
export const adminSocialLinkRoutes =
  (links: SocialLinksService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/social-links',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '所有社交链接（按排序；关键词匹配标题、地址、描述、分组或平台名称）',
          querystring: adminSocialLinkQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(socialLinkSchema)) },
        },
      },
      async (request) => ok(await links.list(request.query)),
    );
    app.get(
      '/social-links/platforms',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '平台目录（名称、品牌色、图标）',
          response: { 200: envelopeSchema(z.array(platformOptionSchema)) },
        },
      },
      async () => ok(links.platforms()),
    );
    app.post(
      '/social-links',
      { schema: { tags: ADMIN_TAGS, summary: '添加社交链接', body: socialLinkInputSchema, response: { 201: link } } },
      async (request, reply) =>
        reply.status(201).send(ok(await links.create(request.body), SOCIAL_LINK_MESSAGES.created)),
    );
    app.put(
      '/social-links/:id',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '编辑社交链接',
          params: idParamsSchema,
          body: socialLinkInputSchema,
          response: { 200: link },
        },
      },
      async (request) => ok(await links.update(request.params.id, request.body), SOCIAL_LINK_MESSAGES.updated),
    );
    app.delete(
      '/social-links/:id',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '删除社交链接',
          params: idParamsSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await links.delete(request.params.id);
        return ok(null, SOCIAL_LINK_MESSAGES.deleted);
      },
    );
  };
