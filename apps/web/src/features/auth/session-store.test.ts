import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@app/contract';
import { createApiClient, type ApiClient } from '../../shared/api/api-client.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { bindSessionApi, useSession, watchSession } from './session-store.ts';
import { alice } from '../../test/fake-server.ts';
import { TransportError, type ApiRequest, type Transport } from '../../shared/api/transport.ts';

type Reply = { status: number; data?: unknown } | { network: true };
type Handler = (request: ApiRequest) => Reply | Promise<Reply>;

const bob: User = { ...alice, id: 2, username: 'bob', displayName: '小波', email: 'bob@example.com' };

const ok = (data: unknown): Reply => ({ status: 200, data: { success: true, message: 'ok', data } });
const fail = (status: number, message: string): Reply => ({ status, data: { success: false, message, data: null } });

/** The real client over a fake server whose routes are `METHOD /path` → reply. */
function server(routes: Record<string, Handler>) {
  const requests: { route: string; auth: string | undefined; body: unknown }[] = [];
  const transport: Transport = async (request) => {
    const route = `${request.method} ${request.url}`;
    const auth = request.headers.Authorization;
    requests.push({
      route,
      auth,
      body: typeof request.body === 'string' ? JSON.parse(request.body) : undefined,
    });
    const handler = routes[route];
    const reply: Reply = handler ? await handler(request) : fail(404, '接口不存在');
    if ('network' in reply) throw new TransportError('network');
    return reply;
  };
  bindSessionApi(createApiClient({ transport, getToken: () => localStorage.getItem('accessToken') }));
  return { requests, routes: () => requests.map((r) => r.route) };
}

/** Profile replies keyed by the bearer token, like the real server. */
const profileByToken =
  (users: Record<string, User>): Handler =>
  (config) => {
    const token = String(config.headers.Authorization ?? '').replace(/^Bearer /, '');
    const user = users[token];
    return user ? ok(user) : fail(401, '未登录');
  };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Lets pending promises and the fake server finish (only Date is ever faked here). */
const settle = () => new Promise((r) => setTimeout(r, 20));

const initialState = useSession.getState();
const state = () => useSession.getState();

beforeEach(() => {
  useSession.setState(initialState, true);
  localStorage.clear();
});

describe('start-up (spec 01 §4 Session)', () => {
  it('starts uninitialized, so guards wait', () => {
    expect(state().initialized).toBe(false);
    expect(state().isAuthenticated).toBe(false);
  });

  it('without a token: initialized, not authenticated, and no call made', async () => {
    const api = server({ 'GET /user/profile': () => ok(alice) });
    await state().initialize();
    expect(state()).toMatchObject({
      initialized: true,
      isAuthenticated: false,
      loading: false,
      user: null,
      token: null,
      error: null,
    });
    expect(api.requests).toHaveLength(0);
  });

  it('with a token: loading while the profile is fetched, then authenticated with the user', async () => {
    localStorage.setItem('accessToken', 'tok-a');
    const gate = deferred<Reply>();
    const api = server({ 'GET /user/profile': () => gate.promise });

    const started = state().initialize();
    expect(state()).toMatchObject({ loading: true, initialized: false, isAuthenticated: false });

    gate.resolve(ok(alice));
    await started;
    expect(state()).toMatchObject({
      initialized: true,
      loading: false,
      isAuthenticated: true,
      user: alice,
      token: 'tok-a',
      error: null,
    });
    expect(api.requests).toEqual([{ route: 'GET /user/profile', auth: 'Bearer tok-a', body: undefined }]);
  });

  it.each([
    ['a 401', fail(401, '未登录')],
    ['a server error', fail(500, '服务器错误')],
    ['a network error', { network: true } as const],
  ])(
    "with a token whose profile check fails (%s): token removed, '无法验证会话，请重新登录'",
    async (_label, reply) => {
      localStorage.setItem('accessToken', 'stale');
      server({ 'GET /user/profile': () => reply });
      await state().initialize();
      expect(localStorage.getItem('accessToken')).toBeNull();
      expect(state()).toMatchObject({
        initialized: true,
        loading: false,
        isAuthenticated: false,
        user: null,
        token: null,
        error: '无法验证会话，请重新登录',
      });
    },
  );
});

describe('login', () => {
  it('stores accessToken, then loads the profile with it', async () => {
    const api = server({
      'POST /auth/login': () => ok({ accessToken: 'new-token' }),
      'GET /user/profile': profileByToken({ 'new-token': alice }),
    });
    const user = await state().login({ username: 'alice', password: 'secret1' });

    expect(user).toEqual(alice);
    expect(localStorage.getItem('accessToken')).toBe('new-token');
    expect(api.requests).toEqual([
      { route: 'POST /auth/login', auth: undefined, body: { username: 'alice', password: 'secret1' } },
      { route: 'GET /user/profile', auth: 'Bearer new-token', body: undefined },
    ]);
    expect(state()).toMatchObject({
      isAuthenticated: true,
      initialized: true,
      loading: false,
      user: alice,
      token: 'new-token',
      error: null,
    });
  });

  it('clears an earlier error when a new attempt starts', async () => {
    const gate = deferred<Reply>();
    server({ 'POST /auth/login': () => gate.promise, 'GET /user/profile': () => ok(alice) });
    useSession.setState({ error: '无法验证会话，请重新登录', initialized: true });
    const pending = state().login({ username: 'alice', password: 'secret1' });
    expect(state()).toMatchObject({ loading: true, error: null });
    gate.resolve(ok({ accessToken: 't' }));
    await pending;
  });

  it('on failure: not authenticated, no token, the server message as the error, and the error rethrown', async () => {
    server({ 'POST /auth/login': () => fail(400, '用户名或密码错误') });
    const attempt = state().login({ username: 'alice', password: 'wrong-password' });
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toThrow('用户名或密码错误');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(state()).toMatchObject({
      isAuthenticated: false,
      user: null,
      token: null,
      loading: false,
      initialized: true,
      error: '用户名或密码错误',
    });
  });

  it("on a failure without a message: '登录失败'", async () => {
    const client: ApiClient = {
      get: vi.fn(),
      post: vi.fn().mockRejectedValue(new TypeError()),
      put: vi.fn(),
      patch: vi.fn(),
      delete: vi.fn(),
    };
    bindSessionApi(client);
    await expect(state().login({ username: 'alice', password: 'secret1' })).rejects.toThrow('登录失败');
    expect(state()).toMatchObject({ isAuthenticated: false, error: '登录失败' });

    vi.mocked(client.post).mockRejectedValue(new ApiError(''));
    await expect(state().login({ username: 'alice', password: 'secret1' })).rejects.toBeInstanceOf(ApiError);
    expect(state().error).toBe('登录失败');
  });

  it('when the profile cannot be loaded after login: not authenticated and no token kept', async () => {
    server({
      'POST /auth/login': () => ok({ accessToken: 'new-token' }),
      'GET /user/profile': () => fail(500, '服务器错误'),
    });
    await expect(state().login({ username: 'alice', password: 'secret1' })).rejects.toThrow('服务器错误');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(state()).toMatchObject({ isAuthenticated: false, user: null, token: null });
  });
});

describe('logout', () => {
  async function signedIn(routes: Record<string, Handler>) {
    localStorage.setItem('accessToken', 'tok-a');
    const api = server({ 'GET /user/profile': () => ok(alice), ...routes });
    await state().initialize();
    expect(state().isAuthenticated).toBe(true);
    return api;
  }

  it('calls POST /auth/logout with the token, removes it and resets the state', async () => {
    const api = await signedIn({ 'POST /auth/logout': () => ok(null) });
    await state().logout();
    expect(api.requests.at(-1)).toEqual({ route: 'POST /auth/logout', auth: 'Bearer tok-a', body: undefined });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(state()).toMatchObject({
      isAuthenticated: false,
      user: null,
      token: null,
      loading: false,
      initialized: true,
      error: null,
    });
  });

  it.each([
    ['a server error', fail(500, '服务器错误')],
    ['a 401', fail(401, '未登录')],
    ['a network error', { network: true } as const],
  ])('ignores %s from the server and still ends the session', async (_label, reply) => {
    const api = await signedIn({ 'POST /auth/logout': () => reply });
    await expect(state().logout()).resolves.toBeUndefined();
    expect(api.routes()).toContain('POST /auth/logout');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(state()).toMatchObject({ isAuthenticated: false, user: null, token: null, error: null });
  });

  it('a profile check still in flight does not bring the session back after logout', async () => {
    localStorage.setItem('accessToken', 'tok-a');
    const gate = deferred<Reply>();
    server({ 'GET /user/profile': () => gate.promise, 'POST /auth/logout': () => ok(null) });
    const starting = state().initialize();
    await state().logout();
    gate.resolve(ok(alice));
    await starting;
    expect(state()).toMatchObject({ isAuthenticated: false, user: null, token: null });
  });

  it('a late-failing check of an old token neither removes the new token nor shows an error', async () => {
    localStorage.setItem('accessToken', 'tok-a');
    const gate = deferred<Reply>();
    const api = server({
      'GET /user/profile': (config) =>
        String(config.headers.Authorization).endsWith('tok-a') ? gate.promise : ok(bob),
    });
    const starting = state().initialize();
    await vi.waitFor(() => expect(api.requests).toHaveLength(1)); // the check of tok-a is under way
    // Another tab logs in meanwhile and this tab follows it.
    localStorage.setItem('accessToken', 'tok-b');
    await state().syncToken('tok-b');
    gate.resolve(fail(401, '未登录'));
    await starting;
    expect(localStorage.getItem('accessToken')).toBe('tok-b');
    expect(state()).toMatchObject({ isAuthenticated: true, user: bob, token: 'tok-b', error: null });
  });
});

describe('other tabs (storage events)', () => {
  let stop: () => void = () => {};
  afterEach(() => stop());

  const storageEvent = (key: string | null, newValue: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));

  async function signedInAsAlice() {
    localStorage.setItem('accessToken', 'tok-a');
    const api = server({ 'GET /user/profile': profileByToken({ 'tok-a': alice, 'tok-b': bob }) });
    await state().initialize();
    expect(state().user).toEqual(alice);
    stop = watchSession(window);
    return api;
  }

  it('a new token stored in another tab reloads the profile with it', async () => {
    const api = await signedInAsAlice();
    localStorage.setItem('accessToken', 'tok-b');
    storageEvent('accessToken', 'tok-b');
    await vi.waitFor(() => expect(state().user).toEqual(bob));
    expect(state()).toMatchObject({ isAuthenticated: true, token: 'tok-b' });
    expect(api.requests.at(-1)).toMatchObject({ route: 'GET /user/profile', auth: 'Bearer tok-b' });
  });

  it('a token stored in another tab signs in a guest tab', async () => {
    server({ 'GET /user/profile': profileByToken({ 'tok-b': bob }) });
    await state().initialize();
    stop = watchSession(window);
    localStorage.setItem('accessToken', 'tok-b');
    storageEvent('accessToken', 'tok-b');
    await vi.waitFor(() => expect(state()).toMatchObject({ isAuthenticated: true, user: bob }));
  });

  it('the token removed in another tab logs out', async () => {
    await signedInAsAlice();
    localStorage.removeItem('accessToken');
    storageEvent('accessToken', null);
    await vi.waitFor(() => expect(state().isAuthenticated).toBe(false));
    expect(state()).toMatchObject({ user: null, token: null });
  });

  it('storage cleared in another tab (key null) logs out', async () => {
    await signedInAsAlice();
    localStorage.clear();
    storageEvent(null, null);
    await vi.waitFor(() => expect(state().isAuthenticated).toBe(false));
  });

  it('ignores other keys and stops listening after cleanup', async () => {
    const api = await signedInAsAlice();
    const before = api.requests.length;
    localStorage.setItem('lightweight-theme', '{}');
    storageEvent('lightweight-theme', '{}');

    stop();
    localStorage.removeItem('accessToken');
    storageEvent('accessToken', null);
    await settle();
    expect(state()).toMatchObject({ isAuthenticated: true, user: alice });
    expect(api.requests).toHaveLength(before);
  });
});

describe('re-check when the tab becomes visible (300000 ms)', () => {
  let stop: () => void = () => {};
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  });
  afterEach(() => {
    stop();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  const T0 = new Date('2025-03-01T08:00:00.000Z').getTime();

  async function signedInAt(time: number, profile: Handler = () => ok(alice)) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(time);
    localStorage.setItem('accessToken', 'tok-a');
    const api = server({ 'GET /user/profile': profile });
    await state().initialize();
    expect(state().lastCheckedAt).toBe(time);
    return api;
  }

  it('recheckIfStale calls the server only when more than 300000 ms have passed', async () => {
    const api = await signedInAt(T0);
    await state().recheckIfStale(T0 + 300_000);
    expect(api.requests).toHaveLength(1);

    vi.setSystemTime(T0 + 300_001);
    await state().recheckIfStale(T0 + 300_001);
    expect(api.requests).toHaveLength(2);
    expect(state().lastCheckedAt).toBe(T0 + 300_001);
  });

  it('does not re-check a signed-out session', async () => {
    const api = server({ 'GET /user/profile': () => ok(alice) });
    await state().initialize();
    await state().recheckIfStale(Date.now() + 3_600_000);
    expect(api.requests).toHaveLength(0);
  });

  it('does not re-check a session that is not yet authenticated (first check still under way)', async () => {
    localStorage.setItem('accessToken', 'tok-a');
    const gate = deferred<Reply>();
    const api = server({ 'GET /user/profile': () => gate.promise });
    const starting = state().initialize();
    await state().recheckIfStale(Date.now() + 3_600_000);
    await settle();
    expect(api.requests).toHaveLength(1);
    gate.resolve(ok(alice));
    await starting;
    expect(state().isAuthenticated).toBe(true);
  });

  it('re-checks on visibilitychange to visible once the check is stale, and not again right after', async () => {
    const api = await signedInAt(T0);
    stop = watchSession(window);

    vi.setSystemTime(T0 + 299_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(api.requests).toHaveLength(1);

    vi.setSystemTime(T0 + 301_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(api.requests).toHaveLength(2);
    expect(state().lastCheckedAt).toBe(T0 + 301_000);

    vi.setSystemTime(T0 + 302_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(api.requests).toHaveLength(2);
  });

  it('does not re-check while the tab is hidden', async () => {
    const api = await signedInAt(T0);
    stop = watchSession(window);
    visibility = 'hidden';
    vi.setSystemTime(T0 + 600_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(api.requests).toHaveLength(1);
  });

  it("a failed re-check ends the session with '无法验证会话，请重新登录'", async () => {
    let revoked = false;
    await signedInAt(T0, () => (revoked ? fail(401, '未登录') : ok(alice)));
    stop = watchSession(window);
    revoked = true;
    vi.setSystemTime(T0 + 400_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(state().isAuthenticated).toBe(false);
    expect(state().error).toBe('无法验证会话，请重新登录');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
