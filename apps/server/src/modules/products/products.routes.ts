import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProductQuerySchema,
  adminProductSchema,
  clickCountSchema,
  envelopeSchema,
  idParamsSchema,
  pageResultSchema,
  productDeleteSchema,
  productDetailSchema,
  productFeaturedSchema,
  productInputSchema,
  productSearchQuerySchema,
  productSummarySchema,
  publicProductQuerySchema,
  slugParamsSchema,
  viewCountSchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import { currentUser } from '../../platform/http/guards.ts';
import type { ProductsService } from './products.service.ts';
import type { ProductEditor } from './product-editor.ts';
import type { ProductDeletion } from './product-deletion.ts';

const productPage = envelopeSchema(pageResultSchema(productSummarySchema));
const TAGS = ['好物'];

/** Mounted under /api/public. */
export const publicProductRoutes =
  (products: ProductsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/products',
      {
        schema: {
          tags: TAGS,
          summary: '在售商品（分页、分类含子分类、推荐、排序）',
          querystring: publicProductQuerySchema,
          response: { 200: productPage },
        },
      },
      async (request) => ok(await products.listPublic(request.query)),
    );
    // Declared before /products/:slug so that 'search' is never read as a slug.
    app.get(
      '/products/search',
      {
        schema: {
          tags: TAGS,
          summary: '按关键词搜索商品（管理员可搜到草稿与下架商品）',
          querystring: productSearchQuerySchema,
          response: { 200: productPage },
        },
      },
      async (request) => ok(await products.search(request.query, request.auth?.user.role === 'ADMIN')),
    );
    app.get(
      '/products/:slug',
      {
        schema: {
          tags: TAGS,
          summary: '商品详情（在售或下架）',
          params: slugParamsSchema,
          response: { 200: envelopeSchema(productDetailSchema) },
        },
      },
      async (request) => ok(await products.getPublic(request.params.slug)),
    );
    const visitor = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    app.post(
      '/products/:slug/click',
      {
        config: { pages: 'unchanged' },
        schema: {
          tags: TAGS,
          summary: '记录一次购买链接点击（同一访客30分钟内只计一次）',
          params: slugParamsSchema,
          response: { 200: envelopeSchema(clickCountSchema) },
        },
      },
      async (request) => ok(await products.recordClick(request.params.slug, visitor(request))),
    );
    app.post(
      '/products/:slug/view',
      {
        config: { pages: 'unchanged' },
        schema: {
          tags: TAGS,
          summary: '记录一次浏览（同一访客30分钟内只计一次）',
          params: slugParamsSchema,
          response: { 200: envelopeSchema(viewCountSchema) },
        },
      },
      async (request) => ok(await products.recordView(request.params.slug, visitor(request))),
    );
  };

/** Mounted under /api/admin. */
export const adminProductRoutes =
  (products: ProductsService, editor: ProductEditor, deletion: ProductDeletion): FastifyPluginAsyncZod =>
  async (app) => {
    const one = envelopeSchema(adminProductSchema);
    app.get(
      '/products',
      {
        schema: {
          tags: TAGS,
          summary: '商品列表（含草稿与下架）',
          querystring: adminProductQuerySchema,
          response: { 200: productPage },
        },
      },
      async (request) => ok(await products.listAdmin(request.query)),
    );
    app.get(
      '/products/:id',
      { schema: { tags: TAGS, summary: '编辑用的商品', params: idParamsSchema, response: { 200: one } } },
      async (request) => ok(await products.getAdmin(request.params.id)),
    );
    app.post(
      '/products',
      { schema: { tags: TAGS, summary: '新建商品', body: productInputSchema, response: { 201: one } } },
      async (request, reply) =>
        reply.status(201).send(ok(await editor.create(request.body, currentUser(request).id), '商品创建成功')),
    );
    app.put(
      '/products/:id',
      {
        schema: {
          tags: TAGS,
          summary: '保存商品',
          params: idParamsSchema,
          body: productInputSchema,
          response: { 200: one },
        },
      },
      async (request) =>
        ok(await editor.update(request.params.id, request.body, currentUser(request).id), '商品更新成功'),
    );
    app.patch(
      '/products/:id/featured',
      {
        schema: {
          tags: TAGS,
          summary: '设为 / 取消推荐',
          params: idParamsSchema,
          body: productFeaturedSchema,
          response: { 200: one },
        },
      },
      async (request) =>
        ok(
          await products.setFeatured(request.params.id, request.body.featured),
          request.body.featured ? '已设为推荐' : '已取消推荐',
        ),
    );
    app.post(
      '/products/:id/send-delete-code',
      {
        schema: {
          tags: TAGS,
          summary: '向当前管理员邮箱发送删除验证码',
          params: idParamsSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await deletion.sendCode(currentUser(request), request.params.id, request.ip);
        return ok(null, '验证码已发送到您的邮箱');
      },
    );
    app.delete(
      '/products/:id',
      {
        schema: {
          tags: TAGS,
          summary: '凭邮箱验证码删除商品',
          params: idParamsSchema,
          body: productDeleteSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await deletion.deleteWithCode(currentUser(request), request.params.id, request.body.verificationCode);
        return ok(null, '商品删除成功');
      },
    );
  };
