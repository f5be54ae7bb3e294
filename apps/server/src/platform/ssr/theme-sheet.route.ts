import type { FastifyInstance } from 'fastify';
import { DEFAULT_COLOUR_THEME, type SiteAppearance } from '@app/contract';
import type { PageSource } from './page-routes.ts';

/** `/theme/<mode>-<rrggbb>.<digest>.css`, as the web entry's `themeSheetHref` writes it. */
const THEME_FILE = /^(light|dark)-([0-9a-f]{6})\.([0-9a-z]+)\.css$/;

type InternalApi = (options: { method: string; url: string }) => Promise<{ status: number; data: unknown }>;

/**
 * A theme's stylesheet (its CSS variables; the web entry's `themeSheet`), linked by every page of
 * that theme. Any instance draws it on demand from the address alone, so a page rendered by one is
 * styled by another. Only the site's own colours and the default are drawn: any other colour would
 * let anyone make the server draw sheets. The address carries a digest of the text: the exact one
 * is cached for a year, an older one gets today's text, revalidated.
 */
export function registerThemeSheetRoute(app: FastifyInstance, source: PageSource, api: InternalApi): void {
  app.get<{ Params: { file: string } }>('/theme/:file', { schema: { hide: true } }, async (request, reply) => {
    const match = THEME_FILE.exec(request.params.file);
    const entry = await source.entry();
    if (!match || !entry.themeSheet) return reply.callNotFound();
    const [, mode, hex] = match as unknown as [string, 'light' | 'dark', string];
    const primary = `#${hex}`;
    const appearance = (await api({ method: 'GET', url: '/api/public/site/appearance' })).data as {
      data?: SiteAppearance;
    };
    const colours = [appearance.data?.theme.primary, DEFAULT_COLOUR_THEME.primary].map((c) => c?.toLowerCase());
    if (!colours.includes(primary)) return reply.callNotFound();
    const sheet = entry.themeSheet(mode, primary);
    const exact = sheet.href === request.url.split('?')[0];
    return reply
      .header('cache-control', exact ? 'public, max-age=31536000, immutable' : 'no-cache')
      .type('text/css; charset=utf-8')
      .send(sheet.css);
  });
}
