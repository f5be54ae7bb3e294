import type { User } from '@app/contract';
import { API_BASE_URL, createApiClient, type ApiClient } from '../shared/api/api-client.ts';
import { requestUri, type Transport } from '../shared/api/transport.ts';

/** Web unit tests: a fake server behind the real API client, and a signed-in user to use. */

export const alice: User = {
  id: 1,
  username: 'alice',
  displayName: '爱丽丝',
  email: 'alice@example.com',
  avatarUrl: null,
  role: 'USER',
  status: 'ACTIVE',
  createdAt: '2024-01-01T00:00:00.000Z',
  isApproved: true,
};

export type Reply = { status: number; data?: unknown };
/** Answers a request from its JSON body and its query parameters. */
export type Handler = (body: Record<string, unknown>, params: Record<string, string>) => Reply | Promise<Reply>;
/** A request the fake server received; a request with query parameters carries them and the URI they make. */
export interface Received {
  route: string;
  body: unknown;
  params?: Record<string, string>;
  uri?: string;
}
export const ok = (data: unknown): Reply => ({ status: 200, data: { success: true, message: 'ok', data } });
export const fail = (status: number, message: string): Reply => ({
  status,
  data: { success: false, message, data: null },
});

/** The real client over a fake server whose routes are `METHOD /path` → reply; unknown routes answer 404. */
export function fakeServer(
  routes: Record<string, Handler>,
  options: { getToken?: () => string | null } = {},
): {
  client: ApiClient;
  requests: Received[];
  routes(): string[];
  bodiesOf(route: string): unknown[];
} {
  const requests: Received[] = [];
  const transport: Transport = async (request) => {
    const route = `${request.method} ${request.url}`;
    const body = typeof request.body === 'string' ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    const params = (request.params ?? {}) as Record<string, string>;
    requests.push({
      route,
      body: typeof request.body === 'string' ? body : undefined,
      ...(request.params ? { params, uri: requestUri(API_BASE_URL, request) } : {}),
    });
    // A reply never comes in the tick of its request, as on a network.
    await Promise.resolve();
    const handler = routes[route];
    return handler ? await handler(body, params) : fail(404, '接口不存在');
  };
  return {
    client: createApiClient({ transport, ...(options.getToken ? { getToken: options.getToken } : {}) }),
    requests,
    routes: () => requests.map((r) => r.route),
    bodiesOf: (route) => requests.filter((r) => r.route === route).map((r) => r.body),
  };
}
