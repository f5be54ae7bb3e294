/** The auth feature's public surface; other code imports only from here. */
export {
  useSession,
  bindSessionApi,
  watchSession,
  SESSION_INVALID_MESSAGE,
  SESSION_RECHECK_MS,
} from './session-store.ts';
export { readToken, removeToken, TOKEN_KEY } from './token-storage.ts';
export { RequireAuth, RequireAdmin } from './components/guards.tsx';
export { ForbiddenPage } from './components/forbidden-page.tsx';
