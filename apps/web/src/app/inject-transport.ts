import { API_BASE_URL } from '../shared/api/api-client.ts';
import { requestUri, type Transport } from '../shared/api/transport.ts';

/** Calls the API inside the same server process (Fastify's inject), without a socket. */
export type ApiTransport = (request: {
  method: string;
  url: string;
  body?: string;
}) => Promise<{ status: number; data: unknown }>;

/** The API client's transport on the server: its requests go to `transport` (a server render's). */
export function createInjectTransport(transport: ApiTransport): Transport {
  return (request) =>
    transport({
      method: request.method,
      url: requestUri(API_BASE_URL, request),
      ...(typeof request.body === 'string' ? { body: request.body } : {}),
    });
}
