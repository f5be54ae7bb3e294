import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { PublicOrigin } from '../../platform/http/public-origin.ts';
import type { FeedsService } from './feeds.service.ts';

/** Feeds may be a little stale: readers and crawlers fetch them often. */
const CACHE_CONTROL = 'public, max-age=600';

const send = (reply: FastifyReply, contentType: string, body: string) =>
  reply.header('cache-control', CACHE_CONTROL).type(contentType).send(body);

/** Mounted at the root: /rss.xml, /sitemap.xml, /robots.txt (explicit routes win over the page catch-all). */
export const feedRoutes =
  (feeds: FeedsService, origin: PublicOrigin): FastifyPluginAsync =>
  async (app) => {
    app.get(
      '/rss.xml',
      { schema: { tags: ['订阅'], summary: 'RSS 2.0（最新 20 篇已发布文章）' } },
      async (request, reply) => send(reply, 'application/rss+xml; charset=utf-8', await feeds.rss(origin.of(request))),
    );
    app.get(
      '/sitemap.xml',
      { schema: { tags: ['订阅'], summary: '站点地图（首页、文章、标签、页面）' } },
      async (request, reply) => send(reply, 'application/xml; charset=utf-8', await feeds.sitemap(origin.of(request))),
    );
    app.get('/robots.txt', { schema: { tags: ['订阅'], summary: '爬虫规则' } }, async (request, reply) =>
      send(reply, 'text/plain; charset=utf-8', feeds.robots(origin.of(request))),
    );
  };
