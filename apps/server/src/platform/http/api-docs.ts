import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ApiDocsMode } from '../../config.ts';
import type { ModuleRoutes } from '../modules/app-module.ts';
import { ok } from './envelope.ts';
import { withInlineStyles } from './security-headers.ts';

/**
 * The OpenAPI document of every route registered after this. It is always built, so
 * `app.swagger()` works in-process (tests and tools read it); API_DOCS says who may read it over
 * HTTP: `public` also serves Swagger UI at /api/docs (and the document at /api/docs/json), the
 * other modes answer 404 there.
 */
export async function registerApiDocs(app: FastifyInstance, mode: ApiDocsMode): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: '轻量博客 API', description: '所有接口返回 { success, message, data }', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (mode === 'public')
    await app.register(swaggerUi, { routePrefix: '/api/docs', transformStaticCSP: withInlineStyles });
}

/** GET /api/admin/openapi.json: the document in the usual envelope, for the admin area's API client. */
const openApiForAdmins: FastifyPluginAsync = async (scope) => {
  scope.get('/openapi.json', { schema: { hide: true } }, async () => ok(scope.swagger()));
};

/**
 * The administrators' copy of the document, mounted behind the admin guard like a module's
 * routes; with API_DOCS=off nobody reads it over HTTP.
 */
export const apiDocsRoutes = (mode: ApiDocsMode): ModuleRoutes[] =>
  mode === 'off' ? [] : [{ prefix: '/api/admin', access: 'admin', plugin: openApiForAdmins }];
