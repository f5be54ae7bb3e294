import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ApiClientOptions } from './api-client.ts';
import { toApiError } from './api-error.ts';
import { TransportError, type ApiRequest, type Transport } from './transport.ts';

type Reply = { status: number; data?: unknown } | { network: true } | { timeout: true };

/** A fake server: every request the client makes goes through `handle` instead of the network. */
function fakeServer(handle: (request: ApiRequest) => Reply) {
  const requests: ApiRequest[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    const reply = handle(request);
    if ('network' in reply) throw new TransportError('network');
    if ('timeout' in reply) throw new TransportError('timeout');
    return { status: reply.status, data: reply.data };
  };
  return { transport, requests };
}

const ok = (data: unknown): Reply => ({ status: 200, data: { success: true, message: 'ok', data } });

function clientWith(handle: (request: ApiRequest) => Reply, options: Omit<ApiClientOptions, 'transport'> = {}) {
  const server = fakeServer(handle);
  const onUnauthorized = vi.fn<(redirect: boolean) => void>();
  const api = createApiClient({ onUnauthorized, ...options, transport: server.transport });
  return { api, requests: server.requests, onUnauthorized };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

const authHeader = (request: ApiRequest | undefined) => request?.headers.Authorization;

describe('request conventions (spec 01 §6–7)', () => {
  it('sends the stored token as a bearer header on every request', async () => {
    localStorage.setItem('accessToken', 'stored-token');
    const { api, requests } = clientWith(() => ok(null), { getToken: () => localStorage.getItem('accessToken') });

    await api.get('/user/profile');
    await api.post('/public/site/match-page-type', { path: '/' });
    await api.put('/user/profile');
    await api.patch('/x', {});
    await api.delete('/admin/tags/1');

    expect(requests).toHaveLength(5);
    for (const request of requests) expect(authHeader(request)).toBe('Bearer stored-token');
  });

  it('reads the token at request time, so a new login is used at once', async () => {
    let token: string | null = null;
    const { api, requests } = clientWith(() => ok(null), { getToken: () => token });
    await api.get('/a');
    token = 'fresh';
    await api.get('/b');
    expect(authHeader(requests[0])).toBeFalsy();
    expect(authHeader(requests[1])).toBe('Bearer fresh');
  });

  it('sends no Authorization header when no token is stored', async () => {
    const { api, requests } = clientWith(() => ok(null), { getToken: () => localStorage.getItem('accessToken') });
    await api.get('/public/site/info');
    expect(requests).toHaveLength(1);
    expect(authHeader(requests[0])).toBeFalsy();
  });

  it('gives every request a 120 s timeout unless the call sets its own', async () => {
    const { api, requests } = clientWith(() => ok(null));
    await api.get('/user/profile');
    await api.post('/auth/login', { username: 'a', password: 'b' });
    await api.get('/health', { timeout: 10_000 });
    expect(requests.map((r) => r.timeout)).toEqual([120_000, 120_000, 10_000]);
  });

  it('sends the method, path and body given by the caller', async () => {
    const { api, requests } = clientWith(() => ok(null));
    await api.post('/auth/login', { username: 'alice', password: 'secret1' });
    await api.put('/user/profile', undefined, { params: { displayName: '小明' } });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('/auth/login');
    expect(requests[0]?.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(requests[0]?.body))).toEqual({ username: 'alice', password: 'secret1' });
    expect(requests[1]?.method).toBe('PUT');
    expect(requests[1]?.params).toEqual({ displayName: '小明' });
    expect(requests[1]?.body).toBeUndefined();
  });

  it('sends a form as it is (multipart), with its upload progress', async () => {
    const { api, requests } = clientWith(() => ok(null));
    const form = new FormData();
    form.append('type', 'images');
    const progress = vi.fn();
    await api.post('/admin/upload/image', form, { timeout: 30_000, onUploadProgress: progress });
    expect(requests[0]?.body).toBe(form);
    expect(requests[0]?.headers['Content-Type']).toBeUndefined();
    expect(requests[0]?.timeout).toBe(30_000);
    requests[0]?.onUploadProgress?.(5, 10);
    expect(progress).toHaveBeenCalledWith(5, 10);
  });
});

describe('envelope', () => {
  it('unwraps a successful reply to its data for every method', async () => {
    const user = { id: 7, username: 'alice' };
    const { api } = clientWith((request) => ok({ method: request.method, user }));
    await expect(api.get('/user/profile')).resolves.toEqual({ method: 'GET', user });
    await expect(api.post('/x')).resolves.toEqual({ method: 'POST', user });
    await expect(api.put('/x')).resolves.toEqual({ method: 'PUT', user });
    await expect(api.patch('/x')).resolves.toEqual({ method: 'PATCH', user });
    await expect(api.delete('/x')).resolves.toEqual({ method: 'DELETE', user });
  });

  it('raises success:false under HTTP 200 as a business error with the server message', async () => {
    const errors = [{ field: 'name', message: '名称已存在' }];
    const { api, onUnauthorized } = clientWith(() => ({
      status: 200,
      data: { success: false, message: '标签名称已存在', code: 'CONFLICT', data: { errors } },
    }));
    const error = await failure(api.post('/admin/tags', { name: 'x' }));
    expect(error.message).toBe('标签名称已存在');
    expect(error.status).toBe(200);
    expect(error.code).toBe('CONFLICT');
    expect(error.fieldErrors).toEqual(errors);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("uses '操作失败' for success:false without a message", async () => {
    const { api } = clientWith(() => ({ status: 200, data: { success: false, data: null } }));
    expect((await failure(api.get('/x'))).message).toBe('操作失败');
    const empty = clientWith(() => ({ status: 200, data: { success: false, message: '', data: null } }));
    expect((await failure(empty.api.get('/x'))).message).toBe('操作失败');
  });
});

describe('401 (spec 01 §6, §8)', () => {
  const unauthorized = (): Reply => ({
    status: 401,
    data: { success: false, message: '登录已过期', code: 'UNAUTHORIZED', data: null },
  });

  it("maps a 401 to '未授权访问'", async () => {
    const { api } = clientWith(unauthorized, { getToken: () => 'tok', currentPath: () => '/' });
    const error = await failure(api.get('/public/site/info'));
    expect(error.message).toBe('未授权访问');
    expect(error.status).toBe(401);
  });

  it('keeps the server message of a 401 that names another reason (wrong credentials at login)', async () => {
    const { api, onUnauthorized } = clientWith(() => ({
      status: 401,
      data: { success: false, message: '用户名或密码错误', code: 'INVALID_CREDENTIALS', data: null },
    }));
    const error = await failure(api.post('/auth/login', { username: 'a', password: 'b' }));
    expect(error.message).toBe('用户名或密码错误');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each(['/user/profile', '/user/interactions?page=2', '/admin/tags', '/admin/users/3'])(
    'asks for the login redirect when the request path is /api%s',
    async (url) => {
      const { api, onUnauthorized } = clientWith(unauthorized, {
        getToken: () => 'tok',
        currentPath: () => '/articles',
      });
      await failure(api.get(url));
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(onUnauthorized).toHaveBeenCalledWith(true, 'tok');
    },
  );

  it.each(['/user/settings', '/user', '/admin/tags', '/admin'])(
    'asks for the login redirect when the current page is %s',
    async (page) => {
      const { api, onUnauthorized } = clientWith(unauthorized, { getToken: () => 'tok', currentPath: () => page });
      await failure(api.post('/public/site/format-title', {}));
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(onUnauthorized).toHaveBeenCalledWith(true, 'tok');
    },
  );

  it.each(['/', '/articles/hello', '/search?q=user', '/users-guide', '/administration'])(
    'clears the session without a redirect on the public page %s',
    async (page) => {
      const { api, onUnauthorized } = clientWith(unauthorized, { getToken: () => 'tok', currentPath: () => page });
      await failure(api.get('/public/site/info'));
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(onUnauthorized).toHaveBeenCalledWith(false, 'tok');
    },
  );

  it('does not report a 401 for a request that carried no token', async () => {
    const { api, onUnauthorized } = clientWith(unauthorized, {
      getToken: () => null,
      currentPath: () => '/user/settings',
    });
    const error = await failure(api.get('/user/profile'));
    expect(error.message).toBe('未授权访问');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not report other errors as unauthorized', async () => {
    const { api, onUnauthorized } = clientWith(
      () => ({ status: 403, data: { success: false, message: '权限不足', data: null } }),
      {
        getToken: () => 'tok',
        currentPath: () => '/admin',
      },
    );
    expect((await failure(api.get('/admin/users'))).message).toBe('权限不足');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('other failures (spec 01 §8)', () => {
  it('uses the server message of an HTTP error, with its status, code and field errors', async () => {
    const errors = [{ field: 'email', message: '邮箱格式不正确' }];
    const { api } = clientWith(() => ({
      status: 400,
      data: { success: false, message: '参数校验失败', code: 'VALIDATION_ERROR', data: { errors } },
    }));
    const error = await failure(api.post('/auth/register', {}));
    expect(error.message).toBe('参数校验失败');
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fieldErrors).toEqual(errors);
  });

  it("uses '请求失败' for an error reply without the server's message (a proxy's page), with its status", async () => {
    const { api } = clientWith(() => ({ status: 502, data: '<html>Bad Gateway</html>' }));
    const error = await failure(api.get('/x'));
    expect(error.message).toBe('请求失败');
    expect(error.specific).toBe(false);
    expect(error.status).toBe(502);
    const emptyMessage = clientWith(() => ({ status: 500, data: { success: false, message: '', data: null } }));
    expect((await failure(emptyMessage.api.get('/x'))).message).toBe('请求失败');
  });

  it("falls back to '请求失败' when the reply has no body", async () => {
    const { api } = clientWith(() => ({ status: 500, data: undefined }));
    const error = await failure(api.get('/x'));
    expect(error.message).toBe('请求失败');
    expect(error.status).toBe(500);
  });

  it('gives a Chinese network message when the server cannot be reached', async () => {
    const { api, onUnauthorized } = clientWith(() => ({ network: true }), {
      getToken: () => 'tok',
      currentPath: () => '/user/settings',
    });
    const error = await failure(api.get('/user/profile'));
    expect(error.message).toBe('网络错误，请检查网络连接');
    expect(error.code).toBe('NETWORK_ERROR');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives a Chinese message on a timeout', async () => {
    const { api } = clientWith(() => ({ timeout: true }));
    const error = await failure(api.get('/x'));
    expect(error.message).toBe('请求超时，请稍后重试');
    expect(error.code).toBe('TIMEOUT');
  });
});

describe('toApiError', () => {
  it('keeps an ApiError as it is', () => {
    const original = new ApiError('已存在', { status: 409, code: 'CONFLICT' });
    expect(toApiError(original)).toBe(original);
  });

  it("uses a plain error's message, else '请求失败'", () => {
    expect(toApiError(new Error('出错了')).message).toBe('出错了');
    expect(toApiError(new Error('')).message).toBe('请求失败');
    expect(toApiError('weird').message).toBe('请求失败');
    expect(toApiError(undefined)).toBeInstanceOf(ApiError);
  });
});
