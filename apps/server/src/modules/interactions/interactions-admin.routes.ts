import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_USER_MESSAGES,
  articleSummarySchema,
  envelopeSchema,
  interactionStatsSchema,
  pageQuerySchema,
  pageResultSchema,
  productSummarySchema,
  userFavoriteParamsSchema,
  userIdParamsSchema,
  userLikeParamsSchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import type { UsersService } from '../users/users.service.ts';
import type { InteractionsService } from './interactions.service.ts';

const TAGS = ['用户互动管理'];

/**
 * Mounted under /api/admin: any user's likes and favourites (spec 02 §7 "Favourites and likes").
 * The administrator sees what the user sees on their own page, and removes an entry with the
 * article's or product's count corrected.
 */
export const adminInteractionRoutes =
  (interactions: InteractionsService, users: UsersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/user-interactions/:userId/stats',
      {
        schema: {
          tags: TAGS,
          summary: '用户的互动统计',
          params: userIdParamsSchema,
          response: { 200: envelopeSchema(interactionStatsSchema) },
        },
      },
      async (request) => {
        await users.getProfile(request.params.userId);
        return ok(await interactions.stats(request.params.userId));
      },
    );
    app.get(
      '/user-interactions/:userId/liked-articles',
      {
        schema: {
          tags: TAGS,
          summary: '用户点赞的文章',
          params: userIdParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(articleSummarySchema)) },
        },
      },
      async (request) => {
        await users.getProfile(request.params.userId);
        return ok(await interactions.myLikedArticles(request.params.userId, request.query));
      },
    );
    app.get(
      '/user-interactions/:userId/favorite-products',
      {
        schema: {
          tags: TAGS,
          summary: '用户收藏的商品',
          params: userIdParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(productSummarySchema)) },
        },
      },
      async (request) => {
        await users.getProfile(request.params.userId);
        return ok(await interactions.myFavoriteProducts(request.params.userId, request.query));
      },
    );
    app.delete(
      '/user-interactions/:userId/liked-articles/:articleId',
      {
        schema: {
          tags: TAGS,
          summary: '移除用户的一个点赞',
          params: userLikeParamsSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await interactions.removeLikeOf(request.params.userId, request.params.articleId);
        return ok(null, ADMIN_USER_MESSAGES.likeRemoved);
      },
    );
    app.delete(
      '/user-interactions/:userId/favorite-products/:productId',
      {
        schema: {
          tags: TAGS,
          summary: '移除用户的一个收藏',
          params: userFavoriteParamsSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await interactions.removeFavoriteOf(request.params.userId, request.params.productId);
        return ok(null, ADMIN_USER_MESSAGES.favoriteRemoved);
      },
    );
  };
