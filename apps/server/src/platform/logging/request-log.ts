import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The header that marks the server's own calls (the server rendering asks the API through
 * `app.inject`): a random value of this process, so no client can hide its requests by sending it.
 */
const INTERNAL_HEADER = 'x-internal-call';
const internalValue = randomBytes(16).toString('hex');

/** Headers for an `app.inject` call that is part of serving another request, not a request of its own. */
export const internalCallHeaders = (): Record<string, string> => ({ [INTERNAL_HEADER]: internalValue });

/** Whether a request is one of the server's own calls (made with `internalCallHeaders()`). */
export const isInternalCall = (request: FastifyRequest): boolean => request.headers[INTERNAL_HEADER] === internalValue;

/**
 * One line per request once it is answered: `GET /articles?page=2 200 12ms` (Fastify's own two
 * lines per request are turned off). The server rendering's internal API calls are not requests
 * of their own and are not logged.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (isInternalCall(request)) return;
    const ms = Math.round(reply.elapsedTime);
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: ms },
      `${request.method} ${request.url} ${reply.statusCode} ${ms}ms`,
    );
  });
}
