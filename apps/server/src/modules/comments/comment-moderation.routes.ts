import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCommentQuerySchema,
  adminCommentSchema,
  adminReplySchema,
  commentBatchResultSchema,
  commentBatchSchema,
  commentSettingsSchema,
  commentStatsSchema,
  commentStatusChangeSchema,
  envelopeSchema,
  idParamsSchema,
  pageResultSchema,
  publicCommentSchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import { currentUser } from '../../platform/http/guards.ts';
import type { CommentModerationService } from './comment-moderation.service.ts';

const empty = envelopeSchema(z.null());

/** Mounted under /api/admin. */
export const commentModerationRoutes =
  (moderation: CommentModerationService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/comments',
      {
        schema: {
          tags: ['评论管理'],
          summary: '所有评论（待审核在前；按状态、文章、关键词筛选）',
          querystring: adminCommentQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(adminCommentSchema)) },
        },
      },
      async (request) => ok(await moderation.list(request.query)),
    );
    app.get(
      '/comments/stats',
      { schema: { tags: ['评论管理'], summary: '评论统计', response: { 200: envelopeSchema(commentStatsSchema) } } },
      async () => ok(await moderation.stats()),
    );
    app.get(
      '/comments/settings',
      {
        schema: { tags: ['评论管理'], summary: '评论设置', response: { 200: envelopeSchema(commentSettingsSchema) } },
      },
      async () => ok(await moderation.settings()),
    );
    app.put(
      '/comments/settings',
      {
        // What the moderation settings change shows on no public page.
        config: { pages: 'unchanged' },
        schema: {
          tags: ['评论管理'],
          summary: '保存评论设置',
          body: commentSettingsSchema,
          response: { 200: envelopeSchema(commentSettingsSchema) },
        },
      },
      async (request) => ok(await moderation.saveSettings(request.body), '评论设置已保存'),
    );
    app.put(
      '/comments/:id/status',
      {
        schema: {
          tags: ['评论管理'],
          summary: '审核评论（通过、拒绝、标为垃圾、退回待审核）',
          params: idParamsSchema,
          body: commentStatusChangeSchema,
          response: { 200: empty },
        },
      },
      async (request) => {
        await moderation.setStatus(request.params.id, request.body.status);
        return ok(null, '评论状态已更新');
      },
    );
    app.delete(
      '/comments/:id',
      { schema: { tags: ['评论管理'], summary: '删除评论', params: idParamsSchema, response: { 200: empty } } },
      async (request) => {
        await moderation.delete(request.params.id);
        return ok(null, '评论已删除');
      },
    );
    app.post(
      '/comments/batch',
      {
        schema: {
          tags: ['评论管理'],
          summary: '批量通过、拒绝、标为垃圾或删除',
          body: commentBatchSchema,
          response: { 200: envelopeSchema(commentBatchResultSchema) },
        },
      },
      async (request) => {
        const updated = await moderation.batch(request.body.ids, request.body.action);
        return ok({ updated }, `已处理 ${updated} 条评论`);
      },
    );
    app.post(
      '/comments/:id/reply',
      {
        schema: {
          tags: ['评论管理'],
          summary: '以管理员身份回复（立即公开）',
          params: idParamsSchema,
          body: adminReplySchema,
          response: { 200: envelopeSchema(publicCommentSchema) },
        },
      },
      async (request) => {
        const posted = await moderation.reply(
          request.params.id,
          currentUser(request),
          request.ip,
          request.body.content,
        );
        return ok(posted.comment, '回复已发布');
      },
    );
  };
