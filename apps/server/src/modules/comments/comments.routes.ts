import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleCommentsSchema,
  commentPageQuerySchema,
  createCommentSchema,
  envelopeSchema,
  idParamsSchema,
  pageQuerySchema,
  pageResultSchema,
  publicCommentSchema,
  userCommentSchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import { currentUser } from '../../platform/http/guards.ts';
import type { CommentsService } from './comments.service.ts';

/** Mounted under /api/public: the thread anyone reads; posting needs a signed-in user. */
export const publicCommentRoutes =
  (comments: CommentsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/comments/article/:id',
      {
        schema: {
          tags: ['评论'],
          summary: '文章的评论（最早的在前，每条带回复；登录用户另见自己待审核的评论）',
          params: idParamsSchema,
          querystring: commentPageQuerySchema,
          response: { 200: envelopeSchema(articleCommentsSchema) },
        },
      },
      async (request) => ok(await comments.thread(request.params.id, request.auth?.user.id ?? null, request.query)),
    );
    app.post(
      '/comments/article/:id',
      {
        schema: {
          tags: ['评论'],
          summary: '发表评论或回复（需登录）',
          params: idParamsSchema,
          body: createCommentSchema,
          response: { 200: envelopeSchema(publicCommentSchema) },
        },
        // A guest is told to sign in before the body is looked at.
        preValidation: async (request) => void currentUser(request),
      },
      async (request) => {
        const posted = await comments.post(request.params.id, currentUser(request), request.ip, request.body);
        return ok(posted.comment, posted.message);
      },
    );
  };

/** Mounted under /api/user: one's own comments. */
export const userCommentRoutes =
  (comments: CommentsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/comments',
      {
        schema: {
          tags: ['评论'],
          summary: '我的评论（分页，sort=createdAt,desc）',
          querystring: pageQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(userCommentSchema)) },
        },
      },
      async (request) => ok(await comments.mine(currentUser(request).id, request.query)),
    );
    app.delete(
      '/comments/:id',
      {
        schema: {
          tags: ['评论'],
          summary: '删除自己的评论',
          params: idParamsSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await comments.deleteOwn(currentUser(request).id, request.params.id);
        return ok(null, '评论已删除');
      },
    );
  };
