import { errorMessages, type ErrorCode, type FieldError } from '@app/contract';

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly data: unknown;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    status: number,
    message?: string,
    options: { data?: unknown; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message ?? errorMessages[code], { cause: options.cause });
    this.code = code;
    this.status = status;
    this.data = options.data ?? null;
    this.headers = options.headers ?? {};
  }

  static validation(errors: FieldError[]): AppError {
    return new AppError('VALIDATION_FAILED', 400, errors[0]?.message, { data: { errors } });
  }
  static unauthorized(message?: string): AppError {
    return new AppError('UNAUTHORIZED', 401, message);
  }
  static forbidden(message?: string): AppError {
    return new AppError('FORBIDDEN', 403, message);
  }
  static notFound(message?: string): AppError {
    return new AppError('NOT_FOUND', 404, message);
  }
  static conflict(code: ErrorCode, message?: string): AppError {
    return new AppError(code, 409, message);
  }
  static rateLimited(retryAfterSeconds: number, message?: string, code: ErrorCode = 'RATE_LIMITED'): AppError {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return new AppError(code, 429, message ?? `操作过于频繁，请 ${seconds} 秒后再试`, {
      data: { retryAfterSeconds: seconds },
      headers: { 'retry-after': String(seconds) },
    });
  }
}
