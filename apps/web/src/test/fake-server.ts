import axios, { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { User } from '@app/contract';
import { createApiClient, type ApiClient } from '../shared/api/api-client.ts';

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

/** What axios makes of a reply: the response, or the error it throws for a 4xx/5xx status. */
export function answer(config: InternalAxiosRequestConfig, reply: Reply): AxiosResponse {
  const response: AxiosResponse = {
    data: reply.data,
    status: reply.status,
    statusText: '',
    headers: {},
    config,
    request: {},
  };
  if (reply.status >= 400)
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  return response;
}

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
  const adapter: AxiosAdapter = async (config) => {
    const route = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : {};
    const params = (config.params ?? {}) as Record<string, string>;
    requests.push({
      route,
      body: typeof config.data === 'string' ? body : undefined,
      ...(config.params ? { params, uri: axios.getUri(config) } : {}),
    });
    const handler = routes[route];
    return answer(config, handler ? await handler(body, params) : fail(404, '接口不存在'));
  };
  return {
    client: createApiClient({ adapter, ...(options.getToken ? { getToken: options.getToken } : {}) }),
    requests,
    routes: () => requests.map((r) => r.route),
    bodiesOf: (route) => requests.filter((r) => r.route === route).map((r) => r.body),
  };
}
