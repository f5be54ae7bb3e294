import { TransportError } from './transport.ts';
import type { FieldError } from '@app/contract';

/** What every failed call becomes: a Chinese message the screen can show as is. */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly fieldErrors: FieldError[];
  /** False when the message is only the generic default ('操作失败', '请求失败'): a screen's own text is better then. */
  readonly specific: boolean;

  constructor(
    message: string,
    options: { status?: number; code?: string; fieldErrors?: FieldError[]; specific?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? [];
    this.specific = options.specific ?? true;
  }
}

/**
 * The text to show for a failed action: the server's (or the network's) own message, else the
 * screen's fallback (spec 01 §8: '密码修改失败', '邮箱换绑失败' … when the server gives none).
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.specific ? error.message : fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

export const UNAUTHORIZED_MESSAGE = '未授权访问';
export const BUSINESS_ERROR_DEFAULT = '操作失败';
export const REQUEST_FAILED_DEFAULT = '请求失败';

interface EnvelopeLike {
  success?: boolean;
  message?: string;
  code?: string;
  data?: { errors?: FieldError[] } | null;
}

const envelopeOf = (value: unknown): EnvelopeLike | undefined =>
  value && typeof value === 'object' ? (value as EnvelopeLike) : undefined;

/**
 * Spec 01 §8, a reply with an error status: 401 → '未授权访问' (unless the server named another
 * reason); any other → the server's message, else '请求失败'.
 */
export function replyError(status: number, data: unknown): ApiError {
  const body = envelopeOf(data);
  // A 401 is '未授权访问' — unless the server named another reason (wrong credentials at login).
  if (status === 401) {
    const own = body?.code && body.code !== 'UNAUTHORIZED' && body.message;
    return new ApiError(own || UNAUTHORIZED_MESSAGE, { status, code: body?.code ?? 'UNAUTHORIZED' });
  }
  const message = body?.message;
  return new ApiError(message || REQUEST_FAILED_DEFAULT, {
    status,
    code: body?.code,
    fieldErrors: body?.data?.errors ?? [],
    specific: Boolean(message),
  });
}

/** A request that got no reply (the network, the time), or failed before it left, as an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof TransportError)
    return error.kind === 'timeout'
      ? new ApiError('请求超时，请稍后重试', { code: 'TIMEOUT' })
      : new ApiError('网络错误，请检查网络连接', { code: 'NETWORK_ERROR' });
  if (error instanceof Error)
    return new ApiError(error.message || REQUEST_FAILED_DEFAULT, { specific: Boolean(error.message) });
  return new ApiError(REQUEST_FAILED_DEFAULT, { specific: false });
}

/** A reply that arrived with HTTP 2xx but `success: false`. */
export function businessError(body: EnvelopeLike, status: number): ApiError {
  return new ApiError(body.message || BUSINESS_ERROR_DEFAULT, {
    status,
    code: body.code,
    fieldErrors: body.data?.errors ?? [],
    specific: Boolean(body.message),
  });
}
