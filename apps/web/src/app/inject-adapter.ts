import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';

/** Calls the API inside the same server process (Fastify's inject), without a socket. */
export type ApiTransport = (request: {
  method: string;
  url: string;
  body?: string;
}) => Promise<{ status: number; data: unknown }>;

export function createInjectAdapter(transport: ApiTransport): AxiosAdapter {
  return async (config) => {
    const url = new URL(`${config.baseURL ?? ''}${config.url ?? ''}`, 'http://ssr.local');
    for (const [key, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const result = await transport({
      method: (config.method ?? 'get').toUpperCase(),
      url: url.pathname + url.search,
      ...(typeof config.data === 'string' ? { body: config.data } : {}),
    });
    const response: AxiosResponse = {
      data: result.data,
      status: result.status,
      statusText: '',
      headers: {},
      config,
      request: {},
    };
    const ok = config.validateStatus ? config.validateStatus(result.status) : result.status < 400;
    if (!ok)
      throw new AxiosError(
        `Request failed with status code ${result.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        {},
        response,
      );
    return response;
  };
}
