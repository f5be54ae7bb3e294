import { create } from 'zustand';
import type { LoginInput, LoginResult, User } from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { readToken, removeToken, writeToken } from './token-storage.ts';

export const SESSION_INVALID_MESSAGE = '无法验证会话，请重新登录';
export const LOGIN_FAILED_MESSAGE = '登录失败';
/** A visible tab re-checks the session when the last check is older than this (spec 01 §9). */
export const SESSION_RECHECK_MS = 300_000;

export interface SessionState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  loading: boolean;
  initialized: boolean;
  error: string | null;
  lastCheckedAt: number;
}

interface SessionActions {
  /** Reads the stored token and validates it against the profile. */
  initialize(): Promise<void>;
  login(credentials: LoginInput): Promise<User>;
  logout(): Promise<void>;
  /** Reloads the profile; on failure the session is reset with '无法验证会话，请重新登录'. */
  refreshProfile(): Promise<void>;
  /** Drops the session locally (a 401, a token removed in another tab). */
  clear(error?: string | null): void;
  /** Another tab stored a new token or removed it. */
  syncToken(token: string | null): Promise<void>;
  /** Called when the tab becomes visible again. */
  recheckIfStale(now?: number): Promise<void>;
  setUser(user: User): void;
}

const signedOut: SessionState = {
  user: null,
  token: null,
  isAuthenticated: false,
  loading: false,
  initialized: true,
  error: null,
  lastCheckedAt: 0,
};

let api: ApiClient | null = null;
/** The store calls the server through the app's client, bound once at start (or a fake in tests). */
export function bindSessionApi(client: ApiClient): void {
  api = client;
}
const client = (): ApiClient => {
  if (!api) throw new Error('session api not bound');
  return api;
};

export const useSession = create<SessionState & SessionActions>()((set, get) => ({
  user: null,
  token: null,
  isAuthenticated: false,
  loading: false,
  initialized: false,
  error: null,
  lastCheckedAt: 0,

  async initialize() {
    const token = readToken();
    if (!token) {
      set({ ...signedOut });
      return;
    }
    set({ token, loading: true });
    await get().refreshProfile();
  },

  async refreshProfile() {
    const token = get().token ?? readToken();
    if (!token) {
      set({ ...signedOut });
      return;
    }
    try {
      const user = await client().get<User>('/user/profile');
      // The token may have changed while the request was in flight (logout, another tab).
      if ((get().token ?? readToken()) !== token) return;
      set({
        user,
        token,
        isAuthenticated: true,
        loading: false,
        initialized: true,
        error: null,
        lastCheckedAt: Date.now(),
      });
    } catch {
      // A late failure for a token that was replaced meanwhile must not sign out the new one.
      if ((get().token ?? readToken()) !== token) return;
      removeToken();
      set({ ...signedOut, error: SESSION_INVALID_MESSAGE });
    }
  },

  async login(credentials) {
    set({ loading: true, error: null });
    try {
      const result = await client().post<LoginResult>('/auth/login', credentials);
      writeToken(result.accessToken);
      set({ token: result.accessToken });
      const user = await client().get<User>('/user/profile');
      set({ user, isAuthenticated: true, loading: false, initialized: true, error: null, lastCheckedAt: Date.now() });
      return user;
    } catch (error) {
      removeToken();
      const message = error instanceof ApiError && error.message ? error.message : LOGIN_FAILED_MESSAGE;
      set({ ...signedOut, error: message });
      throw error instanceof ApiError ? error : new ApiError(message);
    }
  },

  async logout() {
    try {
      if (get().token ?? readToken()) await client().post('/auth/logout');
    } catch {
      // Spec 01 §4: logout errors are ignored; the local session ends regardless.
    }
    removeToken();
    set({ ...signedOut });
  },

  clear(error = null) {
    removeToken();
    set({ ...signedOut, error });
  },

  async syncToken(token) {
    if (token === get().token) return;
    if (!token) {
      set({ ...signedOut });
      return;
    }
    set({ token, loading: true });
    await get().refreshProfile();
  },

  async recheckIfStale(now = Date.now()) {
    const s = get();
    if (s.isAuthenticated && now - s.lastCheckedAt > SESSION_RECHECK_MS) await s.refreshProfile();
  },

  setUser(user) {
    set({ user });
  },
}));

/** Cross-tab sync and the re-check on becoming visible; returns the cleanup. */
export function watchSession(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === 'accessToken' || event.key === null) void useSession.getState().syncToken(readToken());
  };
  const onVisible = () => {
    if (target.document.visibilityState === 'visible') void useSession.getState().recheckIfStale();
  };
  target.addEventListener('storage', onStorage);
  target.document.addEventListener('visibilitychange', onVisible);
  return () => {
    target.removeEventListener('storage', onStorage);
    target.document.removeEventListener('visibilitychange', onVisible);
  };
}
