import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backgroundSettingsInputSchema,
  envelopeSchema,
  saveThemeSchema,
  siteAppearanceSchema,
  webManifestSchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import type { SiteAppearanceService } from './site-appearance.service.ts';

/** Mounted under /api/public/site: what every page is drawn with. */
export const publicAppearanceRoutes =
  (appearance: SiteAppearanceService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/appearance',
      {
        config: { sharedAnswer: true },
        schema: {
          tags: ['站点'],
          summary: '主题色与各区域背景',
          response: { 200: envelopeSchema(siteAppearanceSchema) },
        },
      },
      async () => ok(await appearance.appearance()),
    );
  };

/** Mounted under /api/admin/site: the owner's choices (both change every rendered page). */
export const adminAppearanceRoutes =
  (appearance: SiteAppearanceService): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/site/theme',
      {
        schema: {
          tags: ['站点'],
          summary: '保存站点主题色（null 恢复默认）',
          body: saveThemeSchema,
          response: { 200: envelopeSchema(siteAppearanceSchema) },
        },
      },
      async (request) => ok(await appearance.saveTheme(request.body.theme), '主题色已保存'),
    );

    app.put(
      '/site/backgrounds',
      {
        schema: {
          tags: ['站点'],
          summary: '保存背景图片与各区域的背景',
          body: backgroundSettingsInputSchema,
          response: { 200: envelopeSchema(siteAppearanceSchema) },
        },
      },
      async (request) => ok(await appearance.saveBackgrounds(request.body), '背景设置已保存'),
    );
  };

/** Mounted at the root: /manifest.webmanifest, always the current name and colours. */
export const manifestRoutes =
  (appearance: SiteAppearanceService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/manifest.webmanifest',
      { schema: { tags: ['站点'], summary: '网页应用清单（可安装）', response: { 200: webManifestSchema } } },
      async (_request, reply) =>
        reply
          .header('cache-control', 'no-cache')
          .type('application/manifest+json; charset=utf-8')
          .send(await appearance.manifest()),
    );
  };
