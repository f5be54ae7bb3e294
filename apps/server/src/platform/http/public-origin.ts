import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/**
 * The site's origin for absolute links: canonical and Open Graph URLs, the RSS feed, the sitemap,
 * robots.txt. The Host header is the client's to choose, and these links outlive the request (a
 * cached page, a crawler's copy of the sitemap), so a request never gets links on its own Host:
 * PUBLIC_URL when it is configured, else the origin of the first request that asked, remembered
 * for the life of the process.
 */
export interface PublicOrigin {
  /** The origin for the links of this request's answer, without a trailing slash. */
  of(request: FastifyRequest): string;
}

/** Until a request with a usable Host came, links point here (an HTTP/1.0 request may have no Host). */
const NO_ORIGIN_YET = 'http://localhost';

/** The request's origin, or undefined when its Host is not a bare host[:port] (a path, a user, junk). */
function requestOrigin(request: FastifyRequest): string | undefined {
  if (!request.host) return undefined;
  try {
    const url = new URL(`${request.protocol}://${request.host}`);
    const bare = url.pathname === '/' && !url.username && !url.password && !url.search && !url.hash;
    return bare ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export function createPublicOrigin(publicUrl: string | undefined, log: FastifyBaseLogger): PublicOrigin {
  if (publicUrl !== undefined) return { of: () => publicUrl };
  let trusted: string | undefined;
  return {
    of(request) {
      if (trusted !== undefined) return trusted;
      const seen = requestOrigin(request);
      if (seen === undefined) return NO_ORIGIN_YET;
      trusted = seen;
      log.warn(
        { origin: trusted },
        `未设置 PUBLIC_URL：站点链接（canonical、Open Graph、RSS、站点地图、robots.txt）从现在起都使用第一个请求的地址 ${trusted}，` +
          '其他 Host 的请求也一样。生产环境请设置 PUBLIC_URL。',
      );
      return trusted;
    },
  };
}
