import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  articleSummarySchema,
  envelopeSchema,
  favoriteStatusSchema,
  idParamsSchema,
  interactionStatsSchema,
  likeStatusSchema,
  pageQuerySchema,
  pageResultSchema,
  productSummarySchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import { currentUser } from '../../platform/http/guards.ts';
import type { InteractionsService } from './interactions.service.ts';

const likeStatus = envelopeSchema(likeStatusSchema);

/** Mounted under /api/user (signed-in area). */
export const interactionRoutes =
  (interactions: InteractionsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/interactions/articles/:id/like-status',
      {
        schema: {
          tags: ['互动'],
          summary: '我是否点赞了这篇文章',
          params: idParamsSchema,
          response: { 200: likeStatus },
        },
      },
      async (request) => ok(await interactions.likeStatus(currentUser(request).id, request.params.id)),
    );
    app.post(
      '/interactions/articles/:id/like',
      { schema: { tags: ['互动'], summary: '点赞 / 取消点赞', params: idParamsSchema, response: { 200: likeStatus } } },
      async (request) => {
        const status = await interactions.toggleLike(currentUser(request).id, request.params.id);
        return ok(status, status.liked ? '点赞成功' : '取消点赞成功');
      },
    );
    app.get(
      '/interactions/stats',
      {
        schema: {
          tags: ['互动'],
          summary: '我的互动统计',
          response: { 200: envelopeSchema(interactionStatsSchema) },
        },
      },
      async (request) => ok(await interactions.stats(currentUser(request).id)),
    );
    app.get(
      '/interactions/my-liked-articles',
      {
        schema: {
          tags: ['互动'],
          summary: '我点赞的文章',
          querystring: pageQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(articleSummarySchema)) },
        },
      },
      async (request) => ok(await interactions.myLikedArticles(currentUser(request).id, request.query)),
    );
    const favoriteStatus = envelopeSchema(favoriteStatusSchema);
    app.get(
      '/interactions/products/:id/favorite-status',
      {
        schema: {
          tags: ['互动'],
          summary: '我是否收藏了这件商品',
          params: idParamsSchema,
          response: { 200: favoriteStatus },
        },
      },
      async (request) => ok(await interactions.favoriteStatus(currentUser(request).id, request.params.id)),
    );
    app.post(
      '/interactions/products/:id/favorite',
      {
        schema: {
          tags: ['互动'],
          summary: '收藏 / 取消收藏',
          params: idParamsSchema,
          response: { 200: favoriteStatus },
        },
      },
      async (request) => {
        const status = await interactions.toggleFavorite(currentUser(request).id, request.params.id);
        return ok(status, status.favorited ? '收藏成功' : '取消收藏成功');
      },
    );
    app.get(
      '/interactions/my-favorite-products',
      {
        schema: {
          tags: ['互动'],
          summary: '我收藏的商品',
          querystring: pageQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(productSummarySchema)) },
        },
      },
      async (request) => ok(await interactions.myFavoriteProducts(currentUser(request).id, request.query)),
    );
  };
