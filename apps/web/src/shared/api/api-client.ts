import { isAdminAreaPath, isSignedInAreaPath, type ApiEnvelope } from '@app/contract';
import { ApiError, businessError, replyError, toApiError } from './api-error.ts';
import { xhrTransport, type ApiReply, type HttpMethod, type QueryParams, type Transport } from './transport.ts';

export const API_BASE_URL = '/api';
export const REQUEST_TIMEOUT_MS = 120_000;
export const FILE_REQUEST_TIMEOUT_MS = 30_000;

/** What a call may add to its path and body. */
export interface RequestOptions {
  params?: QueryParams;
  /** Milliseconds; 120 s unless given. */
  timeout?: number;
  /** An upload's progress: bytes sent and the body's size where known. */
  onUploadProgress?: (loaded: number, total: number | undefined) => void;
}

export interface ApiClient {
  get<T>(url: string, options?: RequestOptions): Promise<T>;
  post<T>(url: string, data?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(url: string, data?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(url: string, data?: unknown, options?: RequestOptions): Promise<T>;
  /** A DELETE may carry a body too (`data`: the ids of a batch). */
  delete<T>(url: string, options?: RequestOptions & { data?: unknown }): Promise<T>;
}

export interface ApiClientOptions {
  /** Replaces the HTTP transport (the server renders through app.inject this way; tests fake it). */
  transport?: Transport;
  getToken?: () => string | null;
  /** The page the user is on, for deciding whether a 401 sends them to the login page. */
  currentPath?: () => string;
  /**
   * Called on a 401 for a request that carried a token; `redirect` is true in the signed-in or
   * admin area; `sentToken` lets the caller ignore a 401 for a token that was since replaced.
   */
  onUnauthorized?: (redirect: boolean, sentToken: string) => void;
}

/**
 * The one HTTP client (spec 01 §6–8): bearer on every request, 120 s timeout, envelope unwrapped
 * to `data`, `success:false` raised as a business error, every failure an ApiError with Chinese text.
 * A body is sent as JSON, a FormData as multipart. It is a few lines over a transport (transport.ts)
 * rather than axios: every page loads it first, and axios weighed ~15 kB of it compressed.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const transport = options.transport ?? xhrTransport(API_BASE_URL);

  /** A 401 for a request that carried a token: the session it used is over. */
  const unauthorized = (url: string, token: string) => {
    const requestPath = `${API_BASE_URL}${url}`;
    const page = options.currentPath?.() ?? '/';
    const inProtectedArea =
      isSignedInAreaPath(requestPath) ||
      isAdminAreaPath(requestPath) ||
      isSignedInAreaPath(page) ||
      isAdminAreaPath(page);
    options.onUnauthorized?.(inProtectedArea, token);
  };

  async function call<T>(method: HttpMethod, url: string, data: unknown, config: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | FormData | undefined;
    if (data instanceof FormData) body = data;
    else if (data !== undefined) {
      body = JSON.stringify(data);
      headers['Content-Type'] = 'application/json';
    }
    let reply: ApiReply;
    try {
      reply = await transport({
        method,
        url,
        ...(config.params ? { params: config.params } : {}),
        headers,
        ...(body !== undefined ? { body } : {}),
        timeout: config.timeout ?? REQUEST_TIMEOUT_MS,
        ...(config.onUploadProgress ? { onUploadProgress: config.onUploadProgress } : {}),
      });
    } catch (error) {
      throw toApiError(error);
    }
    if (reply.status < 200 || reply.status >= 300) {
      const error = replyError(reply.status, reply.data);
      if (error.status === 401 && token) unauthorized(url, token);
      throw error;
    }
    const envelope = reply.data as Partial<ApiEnvelope<T>> | undefined;
    if (envelope && typeof envelope === 'object' && envelope.success === false)
      throw businessError(envelope as Parameters<typeof businessError>[0], reply.status);
    return (envelope as ApiEnvelope<T>).data;
  }

  return {
    get: (url, config) => call('GET', url, undefined, config),
    post: (url, data, config) => call('POST', url, data, config),
    put: (url, data, config) => call('PUT', url, data, config),
    patch: (url, data, config) => call('PATCH', url, data, config),
    delete: (url, config) => call('DELETE', url, config?.data, config),
  };
}

export { ApiError };
