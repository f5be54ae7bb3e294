import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorMessages, type ErrorCode, type FieldError } from '@app/contract';
import { AppError } from './app-error.ts';

const send = (code: ErrorCode, message: string = errorMessages[code], data: unknown = null) => ({
  success: false,
  message,
  code,
  data,
});

/** Fastify's own error codes for a client's mistake, mapped to our codes and statuses. */
const clientErrors: Record<string, [ErrorCode, number]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 413],
  FST_ERR_CTP_INVALID_JSON_BODY: ['MALFORMED_REQUEST', 400],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['MALFORMED_REQUEST', 400],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['MALFORMED_REQUEST', 415],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['MALFORMED_REQUEST', 400],
  FST_ERR_INVALID_URL: ['MALFORMED_REQUEST', 400],
  FST_ERR_BAD_URL: ['MALFORMED_REQUEST', 400],
  FST_ERR_MAX_PARAM_LENGTH: ['MALFORMED_REQUEST', 414],
};

function fieldErrors(error: FastifyError & { validation: { instancePath: string; message?: string }[] }): FieldError[] {
  const where = (error as { validationContext?: string }).validationContext;
  return error.validation.map((v) => ({
    field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || where || 'request',
    message: v.message ?? '参数无效',
  }));
}

/**
 * Every error leaves the server as the envelope. Only AppError and known client mistakes carry
 * their own text; anything else is logged and answered with the generic 500 — never a stack,
 * SQL text or file path.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error.cause ?? error, code: error.code }, error.message);
      reply.headers(error.headers);
      return reply.status(error.status).send(send(error.code, error.message, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error);
      return reply.status(400).send(send('VALIDATION_FAILED', errors[0]?.message, { errors }));
    }
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known) {
      return reply.status(known[1]).send(send(known[0]));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(send('RATE_LIMITED'));
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // A client error raised by Fastify or a plugin that we did not map: keep its status,
      // never its text (it may name internals).
      request.log.info({ code: error.code }, 'client error');
      return reply.status(error.statusCode).send(send('MALFORMED_REQUEST'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(send('INTERNAL_ERROR'));
  });
}

/**
 * Routing errors (an undecodable URL, an over-long parameter) never reach the error handler;
 * Fastify's `frameworkErrors` option hands them here so they leave as the envelope too.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = error.code ? clientErrors[error.code] : undefined;
  if (known) {
    void reply.status(known[1]).send(send(known[0]));
    return;
  }
  request.log.error({ err: error }, 'framework error');
  void reply.status(500).send(send('INTERNAL_ERROR'));
}

export const notFoundEnvelope = () => send('NOT_FOUND', '接口不存在');
