/** The auth feature's public surface; other code imports only from here. */
export { useSession, bindSessionApi, watchSession, SESSION_INVALID_MESSAGE } from './session-store.ts';
export { readToken } from './token-storage.ts';
export { RequireAuth, RequireAdmin } from './components/guards.tsx';
export { ForbiddenPage } from './components/forbidden-page.tsx';
