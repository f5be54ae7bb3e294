import type { FastifyPluginAsync } from 'fastify';
import { tagInputSchema } from '@app/contract';
import { tagIconSvg } from './tag-icons.ts';

/** The icon may draw nothing but itself. */
const ICON_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";
/** Class names as a tag's icon may have them (the contract's rule; empty is no icon). */
const iconClasses = (file: string): string | null => {
  const parsed = file.endsWith('.svg') ? tagInputSchema.shape.icon.safeParse(file.slice(0, -4)) : null;
  return parsed?.success ? (parsed.data ?? null) : null;
};

/**
 * GET /tag-icons/<classes>.svg (`/tag-icons/fab fa-react.svg`, spaces encoded): a tag's icon, as
 * tag-icons.ts finds it. The same names always give the same picture for a release of the site.
 */
export const tagIconRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/:file', { schema: { hide: true } }, async (request, reply) => {
    const classes = iconClasses(request.params.file);
    const svg = classes ? tagIconSvg(classes) : null;
    if (!svg) return reply.status(404).type('text/plain; charset=utf-8').send('图标不存在');
    return reply
      .header('cache-control', 'public, max-age=604800')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', ICON_POLICY)
      .type('image/svg+xml; charset=utf-8')
      .send(svg);
  });
};
