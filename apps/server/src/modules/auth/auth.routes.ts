import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  loginResultSchema,
  loginSchema,
  registerQuerySchema,
  registerSchema,
  sendRegisterCodeQuerySchema,
  userSchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import type { AuthService, ClientInfo } from './auth.service.ts';
import type { FastifyRequest } from 'fastify';

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
const empty = envelopeSchema(z.null());

export const authRoutes =
  (auth: AuthService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/login',
      {
        schema: {
          tags: ['账号'],
          summary: '登录（用户名或邮箱）',
          body: loginSchema,
          response: { 200: envelopeSchema(loginResultSchema) },
        },
      },
      async (request) => ok(await auth.login(request.body, clientOf(request)), '登录成功'),
    );

    app.post(
      '/logout',
      { schema: { tags: ['账号'], summary: '退出登录并吊销令牌', response: { 200: empty } } },
      async (request) => {
        await auth.logout(request.auth);
        return ok(null, '已退出登录');
      },
    );

    app.post(
      '/send-register-code',
      {
        schema: {
          tags: ['账号'],
          summary: '发送注册验证码',
          querystring: sendRegisterCodeQuerySchema,
          response: { 200: empty },
        },
      },
      async (request) => {
        await auth.sendRegisterCode(request.query.email, clientOf(request));
        return ok(null, '验证码已发送到您的邮箱');
      },
    );

    app.post(
      '/register',
      {
        schema: {
          tags: ['账号'],
          summary: '注册',
          querystring: registerQuerySchema,
          body: registerSchema,
          response: { 201: envelopeSchema(userSchema) },
        },
      },
      async (request, reply) => {
        const user = await auth.register(request.body, request.query.verificationCode);
        return reply.status(201).send(ok(user, '注册成功，请登录'));
      },
    );
  };
