import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminFriendLinkQuerySchema,
  clickCountSchema,
  envelopeSchema,
  FRIEND_LINK_MESSAGES,
  friendLinkApplySchema,
  friendLinkInputSchema,
  friendLinkRulesSchema,
  friendLinkSchema,
  friendLinksPageSchema,
  idParamsSchema,
  pageResultSchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import type { FriendLinksService } from './friend-links.service.ts';

const TAGS = ['友链'];
const ADMIN_TAGS = ['友链管理'];
const empty = envelopeSchema(z.null());
const link = envelopeSchema(friendLinkSchema);

/** Mounted under /api/public. */
export const publicFriendLinkRoutes =
  (links: FriendLinksService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/friend-links',
      {
        schema: {
          tags: TAGS,
          summary: '已通过的友链（按排序）与申请规则',
          response: { 200: envelopeSchema(friendLinksPageSchema) },
        },
      },
      async () => ok(await links.publicPage()),
    );
    app.post(
      '/friend-links/:id/click',
      {
        config: { pages: 'unchanged' },
        schema: {
          tags: TAGS,
          summary: '记录一次友链点击（同一访客30分钟内只计一次）',
          params: idParamsSchema,
          response: { 200: envelopeSchema(clickCountSchema) },
        },
      },
      async (request) =>
        ok(await links.click(request.params.id, { ip: request.ip, userAgent: request.headers['user-agent'] })),
    );
    app.post(
      '/friend-links/apply',
      {
        // An application waits for review: no public page shows it yet.
        config: { pages: 'unchanged' },
        schema: {
          tags: TAGS,
          summary: '申请友链（待审核；每个地址每小时有限次，同一站点只能申请一次）',
          body: friendLinkApplySchema,
          response: { 201: empty },
        },
      },
      async (request, reply) => {
        await links.apply(request.body, request.ip);
        return reply.status(201).send(ok(null, FRIEND_LINK_MESSAGES.applied));
      },
    );
  };

/** Mounted under /api/admin. */
export const adminFriendLinkRoutes =
  (links: FriendLinksService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/friend-links',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '所有友链（最新的在前；按状态、关键词筛选）',
          querystring: adminFriendLinkQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(friendLinkSchema)) },
        },
      },
      async (request) => ok(await links.list(request.query)),
    );
    app.post(
      '/friend-links',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '添加友链（默认已通过）',
          body: friendLinkInputSchema,
          response: { 201: link },
        },
      },
      async (request, reply) =>
        reply.status(201).send(ok(await links.create(request.body), FRIEND_LINK_MESSAGES.created)),
    );
    app.get(
      '/friend-links/rules',
      {
        schema: { tags: ADMIN_TAGS, summary: '友链申请规则', response: { 200: envelopeSchema(friendLinkRulesSchema) } },
      },
      async () => ok({ rules: await links.rules() }),
    );
    app.put(
      '/friend-links/rules',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '保存友链申请规则（显示在友链页）',
          body: friendLinkRulesSchema,
          response: { 200: envelopeSchema(friendLinkRulesSchema) },
        },
      },
      async (request) => ok({ rules: await links.saveRules(request.body.rules) }, '申请规则已保存'),
    );
    app.put(
      '/friend-links/:id',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '编辑友链（可设为任一状态）',
          params: idParamsSchema,
          body: friendLinkInputSchema,
          response: { 200: link },
        },
      },
      async (request) => ok(await links.update(request.params.id, request.body), FRIEND_LINK_MESSAGES.updated),
    );
    app.post(
      '/friend-links/:id/approve',
      {
        schema: { tags: ADMIN_TAGS, summary: '通过待审核的友链', params: idParamsSchema, response: { 200: link } },
      },
      async (request) => ok(await links.review(request.params.id, 'APPROVED'), FRIEND_LINK_MESSAGES.approved),
    );
    app.post(
      '/friend-links/:id/reject',
      {
        schema: { tags: ADMIN_TAGS, summary: '拒绝待审核的友链', params: idParamsSchema, response: { 200: link } },
      },
      async (request) => ok(await links.review(request.params.id, 'REJECTED'), FRIEND_LINK_MESSAGES.rejected),
    );
    app.delete(
      '/friend-links/:id',
      { schema: { tags: ADMIN_TAGS, summary: '删除友链', params: idParamsSchema, response: { 200: empty } } },
      async (request) => {
        await links.delete(request.params.id);
        return ok(null, FRIEND_LINK_MESSAGES.deleted);
      },
    );
  };
