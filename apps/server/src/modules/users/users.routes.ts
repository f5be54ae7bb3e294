import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, profileUpdateQuerySchema, userSchema } from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import { currentUser } from '../../platform/http/guards.ts';
import type { UsersService } from './users.service.ts';

/** Mounted under /api/user (signed-in area). */
export const userProfileRoutes =
  (users: UsersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/profile',
      { schema: { tags: ['用户'], summary: '当前用户资料', response: { 200: envelopeSchema(userSchema) } } },
      async (request) => ok(await users.getProfile(currentUser(request).id)),
    );

    app.put(
      '/profile',
      {
        schema: {
          tags: ['用户'],
          summary: '修改资料（字段作为查询参数）',
          querystring: profileUpdateQuerySchema,
          response: { 200: envelopeSchema(userSchema) },
        },
      },
      async (request) => ok(await users.updateProfile(currentUser(request).id, request.query), '资料更新成功'),
    );
  };
