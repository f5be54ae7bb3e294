/**
 * A sign-in page (login, register, a forgotten password) that keeps where the user came from in
 * `redirect` (none for the home page), so each of them ends there; `extra` adds query parameters.
 */
export function authPathWithReturn(
  path: string,
  returnTo: string | null | undefined,
  extra: Record<string, string> = {},
): string {
  const from: Record<string, string> = returnTo && returnTo !== '/' ? { redirect: returnTo } : {};
  const query = new URLSearchParams({ ...from, ...extra }).toString();
  return query ? `${path}?${query}` : path;
}

/** The login address that brings the user back to where they were (path and query). */
export const loginPathWithReturn = (pathWithQuery: string): string => authPathWithReturn('/auth/login', pathWithQuery);

/** Only same-site paths are followed after login, never another site. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value.startsWith('/auth/')) return '/';
  return value;
}
