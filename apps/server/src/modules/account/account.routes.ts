import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeEmailSchema,
  changePasswordSchema,
  envelopeSchema,
  sendCodeSchema,
  userSchema,
  verifyCodeSchema,
  verifyPasswordSchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import { currentUser } from '../../platform/http/guards.ts';
import type { AccountService } from './account.service.ts';

const empty = envelopeSchema(z.null());
const verified = envelopeSchema(z.boolean());

/** Mounted under /api/email, signed-in only: the settings wizards' codes. */
export const emailCodeRoutes =
  (account: AccountService): FastifyPluginAsyncZod =>
  async (app) => {
    // Codes show on no public page: the rendered-page cache stays as it is.
    app.post(
      '/send-code',
      {
        config: { pages: 'unchanged' },
        schema: {
          tags: ['账号设置'],
          summary: '发送改密、换绑或订阅验证码',
          body: sendCodeSchema,
          response: { 200: empty },
        },
      },
      async (request) => {
        await account.sendCode(currentUser(request), request.body.email, request.body.codeType, request.ip);
        return ok(null, '验证码已发送到您的邮箱');
      },
    );

    app.post(
      '/verify-code',
      {
        config: { pages: 'unchanged' },
        schema: {
          tags: ['账号设置'],
          summary: '校验验证码（不消耗）',
          body: verifyCodeSchema,
          response: { 200: verified },
        },
      },
      async (request) => {
        await account.verifyCode(currentUser(request), request.body.email, request.body.code, request.body.codeType);
        return ok(true, '验证码验证成功');
      },
    );
  };

/** Mounted under /api/user (signed-in area). */
export const securityRoutes =
  (account: AccountService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/verify-password',
      {
        schema: {
          tags: ['账号设置'],
          summary: '校验当前密码',
          body: verifyPasswordSchema,
          response: { 200: verified },
        },
      },
      async (request) => {
        await account.verifyPassword(currentUser(request), request.body.currentPassword);
        return ok(true, '密码验证成功');
      },
    );

    app.put(
      '/change-password',
      {
        schema: {
          tags: ['账号设置'],
          summary: '修改密码（需已验证的邮箱验证码）',
          body: changePasswordSchema,
          response: { 200: empty },
        },
      },
      async (request) => {
        await account.changePassword(currentUser(request), request.body.currentPassword, request.body.newPassword);
        return ok(null, '密码修改成功，请重新登录');
      },
    );

    app.put(
      '/change-email',
      {
        schema: {
          tags: ['账号设置'],
          summary: '更换绑定邮箱',
          body: changeEmailSchema,
          response: { 200: envelopeSchema(userSchema) },
        },
      },
      async (request) => ok(await account.changeEmail(currentUser(request), request.body), '邮箱换绑成功'),
    );
  };
