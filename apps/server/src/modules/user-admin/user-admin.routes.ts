import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_USER_MESSAGES,
  adminUserQuerySchema,
  adminUserSchema,
  approveUserSchema,
  deleteWithCodeSchema,
  envelopeSchema,
  idParamsSchema,
  pageResultSchema,
  registrationSettingsSchema,
  userSchema,
  userStatusChangeSchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import { currentUser } from '../../platform/http/guards.ts';
import type { UserAdminService } from './user-admin.service.ts';

const TAGS = ['用户管理'];
const userList = envelopeSchema(pageResultSchema(adminUserSchema));

/** Mounted under /api/admin (spec 02 §7 "Users"). */
export const userAdminRoutes =
  (userAdmin: UserAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users',
      {
        schema: { tags: TAGS, summary: '用户列表', querystring: adminUserQuerySchema, response: { 200: userList } },
      },
      async (request) => ok(await userAdmin.list(request.query)),
    );
    app.get(
      '/users/search',
      {
        schema: {
          tags: TAGS,
          summary: '按关键词搜索用户（用户名、显示名称、邮箱）',
          querystring: adminUserQuerySchema,
          response: { 200: userList },
        },
      },
      async (request) => ok(await userAdmin.list(request.query)),
    );
    app.get(
      '/users/registration-settings',
      {
        schema: {
          tags: TAGS,
          summary: '新用户注册是否需要审核',
          response: { 200: envelopeSchema(registrationSettingsSchema) },
        },
      },
      async () => ok(await userAdmin.registrationSettings()),
    );
    app.put(
      '/users/registration-settings',
      {
        schema: {
          tags: TAGS,
          summary: '设置新用户注册是否需要审核',
          body: registrationSettingsSchema,
          response: { 200: envelopeSchema(registrationSettingsSchema) },
        },
      },
      async (request) => {
        const saved = await userAdmin.saveRegistrationSettings(request.body);
        return ok(saved, saved.requireApproval ? ADMIN_USER_MESSAGES.approvalOn : ADMIN_USER_MESSAGES.approvalOff);
      },
    );
    app.post(
      '/users/:id/approve',
      {
        schema: {
          tags: TAGS,
          summary: '审核通过用户',
          params: idParamsSchema,
          body: approveUserSchema,
          response: { 200: envelopeSchema(userSchema) },
        },
      },
      async (request) => ok(await userAdmin.approve(request.params.id), ADMIN_USER_MESSAGES.approved),
    );
    app.patch(
      '/users/:id/status',
      {
        schema: {
          tags: TAGS,
          summary: '停用或恢复用户',
          params: idParamsSchema,
          body: userStatusChangeSchema,
          response: { 200: envelopeSchema(userSchema) },
        },
      },
      async (request) => {
        const { status } = request.body;
        const user = await userAdmin.setStatus(currentUser(request), request.params.id, status);
        return ok(user, status === 'INACTIVE' ? ADMIN_USER_MESSAGES.deactivated : ADMIN_USER_MESSAGES.reactivated);
      },
    );
    app.post(
      '/users/:id/send-delete-code',
      {
        schema: {
          tags: TAGS,
          summary: '发送删除用户的验证码到当前管理员邮箱',
          params: idParamsSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await userAdmin.sendDeleteCode(currentUser(request), request.params.id, request.ip);
        return ok(null, '验证码已发送到您的邮箱');
      },
    );
    app.delete(
      '/users/:id',
      {
        schema: {
          tags: TAGS,
          summary: '凭邮箱验证码删除用户',
          params: idParamsSchema,
          body: deleteWithCodeSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await userAdmin.deleteWithCode(currentUser(request), request.params.id, request.body.verificationCode);
        return ok(null, ADMIN_USER_MESSAGES.deleted);
      },
    );
  };
