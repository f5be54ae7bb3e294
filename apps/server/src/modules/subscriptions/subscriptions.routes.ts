import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSubscriptionInputSchema,
  adminSubscriptionSchema,
  adminSubscriptionSearchSchema,
  batchStatusQuerySchema,
  batchStatusResultSchema,
  checkSubscriptionQuerySchema,
  envelopeSchema,
  idParamsSchema,
  notificationDetailSchema,
  notificationJobSchema,
  notificationListQuerySchema,
  notifyInputSchema,
  notifyPreviewSchema,
  pageQuerySchema,
  pageResultSchema,
  SUBSCRIPTION_MESSAGES,
  subscribeResultSchema,
  subscribeSchema,
  subscriptionSchema,
  subscriptionStatsSchema,
  subscriptionStatusParamsSchema,
  subscriptionTypeParamsSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
  verifySubscriptionQuerySchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import { currentUser } from '../../platform/http/guards.ts';
import type { NotificationsService } from './notifications.service.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

const TAGS = ['邮件订阅'];
const ADMIN_TAGS = ['订阅管理'];
const empty = envelopeSchema(z.null());
// Subscriptions show on no public page: nothing here empties the rendered-page cache.
const unchanged = { pages: 'unchanged' } as const;

/** Mounted under /api/user, signed-in only. */
export const userSubscriptionRoutes =
  (subscriptions: SubscriptionsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/subscriptions/my',
      { schema: { tags: TAGS, summary: '我的订阅', response: { 200: envelopeSchema(z.array(subscriptionSchema)) } } },
      async (request) => ok(await subscriptions.mine(currentUser(request).id)),
    );
    app.post(
      '/subscriptions/subscribe',
      {
        config: unchanged,
        schema: {
          tags: TAGS,
          summary: '订阅（本账号邮箱立即生效；其他邮箱发送验证码，验证后生效）',
          body: subscribeSchema,
          response: { 200: envelopeSchema(subscribeResultSchema) },
        },
      },
      async (request) => {
        const result = await subscriptions.subscribe(currentUser(request), request.body, request.ip);
        return ok(
          result,
          result.verificationRequired ? SUBSCRIPTION_MESSAGES.submitted : SUBSCRIPTION_MESSAGES.subscribed,
        );
      },
    );
    app.post(
      '/subscriptions/verify-code',
      {
        config: unchanged,
        schema: {
          tags: TAGS,
          summary: '用邮件验证码激活订阅',
          querystring: verifySubscriptionQuerySchema,
          response: { 200: empty },
        },
      },
      async (request) => {
        await subscriptions.verify(currentUser(request), request.query);
        return ok(null, SUBSCRIPTION_MESSAGES.verified);
      },
    );
    app.get(
      '/subscriptions/check',
      {
        schema: {
          tags: TAGS,
          summary: '本账号对该邮箱和类型的订阅是否已激活',
          querystring: checkSubscriptionQuerySchema,
          response: { 200: envelopeSchema(z.boolean()) },
        },
      },
      async (request) =>
        ok(await subscriptions.check(currentUser(request).id, request.query.email, request.query.type)),
    );
  };

/**
 * Mounted under /api/user without sign-in: the link of every mail (GET, from a browser) and the
 * one-click unsubscribe of RFC 8058 (POST with `List-Unsubscribe=One-Click`, from a mail client).
 */
export const unsubscribeRoutes =
  (subscriptions: SubscriptionsService): FastifyPluginAsyncZod =>
  async (app) => {
    // The one-click body is a form; its content is fixed and the token is in the address.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, null),
    );
    const schema = {
      tags: TAGS,
      summary: '退订（邮件中的链接，无需登录；再次退订同样成功）',
      querystring: unsubscribeQuerySchema,
      response: { 200: envelopeSchema(unsubscribeResultSchema) },
    };
    app.get('/subscriptions/unsubscribe', { schema }, async (request) =>
      ok(await subscriptions.unsubscribe(request.query.token), SUBSCRIPTION_MESSAGES.unsubscribed),
    );
    app.post('/subscriptions/unsubscribe', { config: unchanged, schema }, async (request) =>
      ok(await subscriptions.unsubscribe(request.query.token), SUBSCRIPTION_MESSAGES.unsubscribed),
    );
  };

const adminPage = envelopeSchema(pageResultSchema(adminSubscriptionSchema));
const adminOne = envelopeSchema(adminSubscriptionSchema);

/** Mounted under /api/admin. */
export const adminSubscriptionRoutes =
  (subscriptions: SubscriptionsService, notifications: NotificationsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/subscriptions',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '全部订阅（分页）',
          querystring: pageQuerySchema,
          response: { 200: adminPage },
        },
      },
      async (request) => ok(await subscriptions.list({}, request.query)),
    );
    app.get(
      '/subscriptions/search',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '按关键词（邮箱、名称）搜索订阅',
          querystring: adminSubscriptionSearchSchema,
          response: { 200: adminPage },
        },
      },
      async (request) => ok(await subscriptions.list({ keyword: request.query.keyword }, request.query)),
    );
    app.get(
      '/subscriptions/status/:status',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '按状态筛选订阅',
          params: subscriptionStatusParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: adminPage },
        },
      },
      async (request) => ok(await subscriptions.list({ status: request.params.status }, request.query)),
    );
    app.get(
      '/subscriptions/type/:type',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '按类型筛选订阅',
          params: subscriptionTypeParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: adminPage },
        },
      },
      async (request) => ok(await subscriptions.list({ type: request.params.type }, request.query)),
    );
    app.get(
      '/subscriptions/stats',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '订阅统计（按状态、按类型）',
          response: { 200: envelopeSchema(subscriptionStatsSchema) },
        },
      },
      async () => ok(await subscriptions.stats()),
    );
    app.post(
      '/subscriptions',
      {
        config: unchanged,
        schema: {
          tags: ADMIN_TAGS,
          summary: '创建订阅',
          body: adminSubscriptionInputSchema,
          response: { 201: adminOne },
        },
      },
      async (request, reply) =>
        reply.status(201).send(ok(await subscriptions.create(request.body), SUBSCRIPTION_MESSAGES.adminCreated)),
    );
    app.put(
      '/subscriptions/batch-status',
      {
        config: unchanged,
        schema: {
          tags: ADMIN_TAGS,
          summary: '批量更新订阅状态',
          querystring: batchStatusQuerySchema,
          response: { 200: envelopeSchema(batchStatusResultSchema) },
        },
      },
      async (request) =>
        ok(
          { updated: await subscriptions.batchStatus(request.query.subscriptionIds, request.query.status) },
          SUBSCRIPTION_MESSAGES.batchUpdated,
        ),
    );
    app.put(
      '/subscriptions/:id',
      {
        config: unchanged,
        schema: {
          tags: ADMIN_TAGS,
          summary: '更新订阅',
          params: idParamsSchema,
          body: adminSubscriptionInputSchema,
          response: { 200: adminOne },
        },
      },
      async (request) => ok(await subscriptions.update(request.params.id, request.body), SUBSCRIPTION_MESSAGES.updated),
    );
    app.delete(
      '/subscriptions/:id',
      {
        config: unchanged,
        schema: { tags: ADMIN_TAGS, summary: '删除订阅', params: idParamsSchema, response: { 200: empty } },
      },
      async (request) => {
        await subscriptions.delete(request.params.id);
        return ok(null, SUBSCRIPTION_MESSAGES.deleted);
      },
    );

    app.post(
      '/subscriptions/notify',
      {
        config: unchanged,
        schema: {
          tags: ADMIN_TAGS,
          summary: '发送自定义通知（给所选类型下已激活的订阅者，后台发送）',
          body: notifyInputSchema,
          response: { 200: envelopeSchema(notificationJobSchema) },
        },
      },
      async (request) =>
        ok(await notifications.notify(request.body, currentUser(request).id), SUBSCRIPTION_MESSAGES.notifyStarted),
    );
    app.post(
      '/subscriptions/notify/preview',
      {
        config: unchanged,
        schema: {
          tags: ADMIN_TAGS,
          summary: '预览自定义通知邮件与收件人数',
          body: notifyInputSchema,
          response: { 200: envelopeSchema(notifyPreviewSchema) },
        },
      },
      async (request) => ok(await notifications.preview(request.body)),
    );
    app.get(
      '/subscriptions/notifications',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '通知发送任务（最新在前，含进度）',
          querystring: notificationListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(notificationJobSchema)) },
        },
      },
      async (request) => ok(await notifications.list(request.query)),
    );
    app.get(
      '/subscriptions/notifications/:id',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: '通知发送任务详情（含发送失败的收件人）',
          params: idParamsSchema,
          response: { 200: envelopeSchema(notificationDetailSchema) },
        },
      },
      async (request) => ok(await notifications.detail(request.params.id)),
    );
  };
