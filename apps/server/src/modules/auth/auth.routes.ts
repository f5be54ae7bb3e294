import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  loginResultSchema,
  loginSchema,
  REGISTERED_PENDING_MESSAGE,
  passwordResetSchema,
  passwordResetSendCodeSchema,
  passwordResetVerifySchema,
  registerQuerySchema,
  registerSchema,
  sendRegisterCodeQuerySchema,
  userSchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import type { AuthService, ClientInfo } from './auth.service.ts';
import type { FastifyRequest } from 'fastify';
import type { PasswordReset } from './password-reset.ts';

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
const empty = envelopeSchema(z.null());

export const authRoutes =
  (auth: AuthService, passwordReset: PasswordReset): FastifyPluginAsyncZod =>
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
        // Under approval the account waits: the reply says so (the login would refuse it until then).
        const message = user.status === 'PENDING' ? REGISTERED_PENDING_MESSAGE : '注册成功，请登录';
        return reply.status(201).send(ok(user, message));
      },
    );

    // A forgotten password: nothing here shows on a public page.
    app.post(
      '/password-reset/send-code',
      {
        config: { pages: 'unchanged' },
        schema: {
          tags: ['账号'],
          summary: '找回密码：发送验证码（邮箱是否注册，回答都相同）',
          body: passwordResetSendCodeSchema,
          response: { 200: empty },
        },
      },
      async (request) => {
        await passwordReset.sendCode(request.body.email, request.ip);
        return ok(null, '验证码已发送到您的邮箱');
      },
    );

    app.post(
      '/password-reset/verify-code',
      {
        config: { pages: 'unchanged' },
        schema: {
          tags: ['账号'],
          summary: '找回密码：校验验证码（不消耗）',
          body: passwordResetVerifySchema,
          response: { 200: envelopeSchema(z.boolean()) },
        },
      },
      async (request) => {
        await passwordReset.verifyCode(request.body.email, request.body.code);
        return ok(true, '验证码验证成功');
      },
    );

    app.post(
      '/password-reset',
      {
        config: { pages: 'unchanged' },
        schema: {
          tags: ['账号'],
          summary: '找回密码：设置新密码（所有设备退出登录）',
          body: passwordResetSchema,
          response: { 200: empty },
        },
      },
      async (request) => {
        await passwordReset.reset(request.body);
        return ok(null, '密码已重置，请使用新密码登录');
      },
    );
  };
