/** The login address that brings the user back to where they were (path and query). */
export const loginPathWithReturn = (pathWithQuery: string): string =>
  pathWithQuery && pathWithQuery !== '/' ? `/auth/login?redirect=${encodeURIComponent(pathWithQuery)}` : '/auth/login';

/** Only same-site paths are followed after login, never another site. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value.startsWith('/auth/')) return '/';
  return value;
}
