import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { failure } from './refusals.ts';

/** The answers the tests compare with `toEqual`: every refusal is `{ success: false, code, message, data }`. */

export { failure, FORBIDDEN, UNAUTHORIZED } from './refusals.ts';
export const notFound = (message: string) => failure('NOT_FOUND', message);
/** A 400 naming one field, as the validation answers it. */
export const invalid = (field: string, message: string) =>
  failure('VALIDATION_FAILED', message, { errors: [{ field, message }] });

/** A timestamp as the API writes it: ISO 8601 in UTC, with milliseconds. */
export const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The `data` of an answer with this status (200 by default); any other status fails with the body. */
export function dataOf<T>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as T;
}
