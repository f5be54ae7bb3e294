import { isRouteErrorResponse } from 'react-router';

/** JSON that is safe inside a <script> element. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** React Router's own format for route errors in hydration data (it revives them on the client). */
export function serializeRouteErrors(
  errors: Record<string, unknown> | null | undefined,
): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => {
      if (isRouteErrorResponse(error)) return [id, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) return [id, { message: '页面出错了', __type: 'Error' }];
      return [id, error];
    }),
  );
}
