import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryInputSchema,
  envelopeSchema,
  idParamsSchema,
  menuCategorySchema,
  productCategorySchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import type { ProductCategoriesService } from './product-categories.service.ts';

/** Mounted under /api/admin (spec 01 §7). */
export const adminProductCategoryRoutes =
  (categories: ProductCategoriesService): FastifyPluginAsyncZod =>
  async (app) => {
    const one = envelopeSchema(productCategorySchema);
    app.get(
      '/product-categories/tree',
      {
        schema: {
          tags: ['商品分类'],
          summary: '分类树（含层级、父分类名与商品数）',
          response: { 200: envelopeSchema(z.array(productCategorySchema)) },
        },
      },
      async () => ok(await categories.tree()),
    );
    app.post(
      '/product-categories',
      { schema: { tags: ['商品分类'], summary: '新建分类', body: categoryInputSchema, response: { 201: one } } },
      async (request, reply) => reply.status(201).send(ok(await categories.create(request.body), '分类创建成功')),
    );
    app.put(
      '/product-categories/:id',
      {
        schema: {
          tags: ['商品分类'],
          summary: '修改分类',
          params: idParamsSchema,
          body: categoryInputSchema,
          response: { 200: one },
        },
      },
      async (request) => ok(await categories.update(request.params.id, request.body), '分类更新成功'),
    );
    app.delete(
      '/product-categories/:id',
      {
        schema: {
          tags: ['商品分类'],
          summary: '删除分类（有子分类或商品时拒绝）',
          params: idParamsSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await categories.delete(request.params.id);
        return ok(null, '分类删除成功');
      },
    );
  };

/** Mounted under /api/public. */
export const publicProductCategoryRoutes =
  (categories: ProductCategoriesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/product-categories',
      {
        config: { sharedAnswer: true },
        schema: {
          tags: ['商品分类'],
          summary: '好物菜单中的分类（树）',
          response: { 200: envelopeSchema(z.array(menuCategorySchema)) },
        },
      },
      async () => ok(await categories.menu()),
    );
  };
