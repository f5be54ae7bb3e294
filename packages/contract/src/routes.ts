/** Path rules shared by the web guards and the server (spec 01 §6). */
export const isSignedInAreaPath = (path: string): boolean =>
  path.startsWith('/user/') || path === '/user' || path.startsWith('/api/user/');
export const isAdminAreaPath = (path: string): boolean =>
  path.startsWith('/admin/') || path === '/admin' || path.startsWith('/api/admin/');
/** Public paths are rendered on the server; the signed-in and admin areas are client-only. */
export const isServerRenderedPath = (path: string): boolean => !isSignedInAreaPath(path) && !isAdminAreaPath(path);
