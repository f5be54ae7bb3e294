import axios, { type AxiosAdapter, type AxiosRequestConfig } from 'axios';
import { isAdminAreaPath, isSignedInAreaPath, type ApiEnvelope } from '@app/contract';
import { ApiError, businessError, toApiError } from './api-error.ts';

export const API_BASE_URL = '/api';
export const REQUEST_TIMEOUT_MS = 120_000;
export const FILE_REQUEST_TIMEOUT_MS = 30_000;

export interface ApiClient {
  get<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  patch<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  delete<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
}

export interface ApiClientOptions {
  /** Replaces the HTTP transport (the server renders through app.inject this way; tests fake it). */
  adapter?: AxiosAdapter;
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
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const instance = axios.create({ baseURL: API_BASE_URL, timeout: REQUEST_TIMEOUT_MS, adapter: options.adapter });

  instance.interceptors.request.use((config) => {
    const token = options.getToken?.();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  instance.interceptors.response.use(
    (response) => {
      const body = response.data as Partial<ApiEnvelope<unknown>> | undefined;
      if (body && typeof body === 'object' && body.success === false)
        throw businessError(body as Parameters<typeof businessError>[0], response.status);
      return response;
    },
    (error: unknown) => {
      const apiError = toApiError(error);
      if (apiError.status === 401 && axios.isAxiosError(error) && error.config?.headers?.Authorization) {
        const requestPath = `${API_BASE_URL}${error.config.url ?? ''}`;
        const page = options.currentPath?.() ?? '/';
        const inProtectedArea =
          isSignedInAreaPath(requestPath) ||
          isAdminAreaPath(requestPath) ||
          isSignedInAreaPath(page) ||
          isAdminAreaPath(page);
        const sentToken = String(error.config.headers.Authorization).replace(/^Bearer\s+/i, '');
        options.onUnauthorized?.(inProtectedArea, sentToken);
      }
      return Promise.reject(apiError);
    },
  );

  const unwrap = async <T>(promise: Promise<{ data: ApiEnvelope<T> }>): Promise<T> => (await promise).data.data;
  return {
    get: (url, config) => unwrap(instance.get(url, config)),
    post: (url, data, config) => unwrap(instance.post(url, data, config)),
    put: (url, data, config) => unwrap(instance.put(url, data, config)),
    patch: (url, data, config) => unwrap(instance.patch(url, data, config)),
    delete: (url, config) => unwrap(instance.delete(url, config)),
  };
}

export { ApiError };
