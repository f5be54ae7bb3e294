import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ApiClientOptions } from './api-client.ts';
import { toApiError } from './api-error.ts';

type Reply = { status: number; data?: unknown; message?: string } | { network: true } | { timeout: true };

/** A fake server: every request the client makes goes through `handle` instead of the network. */
function fakeServer(handle: (config: InternalAxiosRequestConfig) => Reply) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = handle(config);
    if ('network' in reply) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    if ('timeout' in reply)
      throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config, {});
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: '',
      headers: {},
      config,
      request: {},
    };
    if (reply.status >= 400) {
      throw new AxiosError(
        reply.message ?? `Request failed with status code ${reply.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        {},
        response,
      );
    }
    return response;
  };
  return { adapter, requests };
}

const ok = (data: unknown): Reply => ({ status: 200, data: { success: true, message: 'ok', data } });

function clientWith(
  handle: (config: InternalAxiosRequestConfig) => Reply,
  options: Omit<ApiClientOptions, 'adapter'> = {},
) {
  const server = fakeServer(handle);
  const onUnauthorized = vi.fn<(redirect: boolean) => void>();
  const api = createApiClient({ onUnauthorized, ...options, adapter: server.adapter });
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

const authHeader = (config: InternalAxiosRequestConfig | undefined) => config?.headers.get('Authorization');

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

  it('gives every request a 120 s timeout and the /api base', async () => {
    const { api, requests } = clientWith(() => ok(null));
    await api.get('/user/profile');
    await api.post('/auth/login', { username: 'a', password: 'b' });
    for (const request of requests) {
      expect(request.timeout).toBe(120_000);
      expect(request.baseURL).toBe('/api');
    }
  });

  it('sends the method, path and body given by the caller', async () => {
    const { api, requests } = clientWith(() => ok(null));
    await api.post('/auth/login', { username: 'alice', password: 'secret1' });
    await api.put('/user/profile', undefined, { params: { displayName: '小明' } });
    expect(requests[0]?.method).toBe('post');
    expect(requests[0]?.url).toBe('/auth/login');
    expect(JSON.parse(String(requests[0]?.data))).toEqual({ username: 'alice', password: 'secret1' });
    expect(requests[1]?.method).toBe('put');
    expect(requests[1]?.params).toEqual({ displayName: '小明' });
  });
});

describe('envelope', () => {
  it('unwraps a successful reply to its data for every method', async () => {
    const user = { id: 7, username: 'alice' };
    const { api } = clientWith((config) => ok({ method: config.method, user }));
    await expect(api.get('/user/profile')).resolves.toEqual({ method: 'get', user });
    await expect(api.post('/x')).resolves.toEqual({ method: 'post', user });
    await expect(api.put('/x')).resolves.toEqual({ method: 'put', user });
    await expect(api.patch('/x')).resolves.toEqual({ method: 'patch', user });
    await expect(api.delete('/x')).resolves.toEqual({ method: 'delete', user });
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

  it("falls back to the error's own message when the server gives none", async () => {
    const { api } = clientWith(() => ({ status: 502, data: '<html>Bad Gateway</html>', message: 'Upstream down' }));
    const error = await failure(api.get('/x'));
    expect(error.message).toBe('Upstream down');
    expect(error.status).toBe(502);
    const emptyMessage = clientWith(() => ({
      status: 500,
      data: { success: false, message: '', data: null },
      message: 'boom',
    }));
    expect((await failure(emptyMessage.api.get('/x'))).message).toBe('boom');
  });

  it("treats axios's generic English status text as no message", async () => {
    const { api } = clientWith(() => ({
      status: 502,
      data: '<html>Bad Gateway</html>',
      message: 'Request failed with status code 502',
    }));
    expect((await failure(api.get('/x'))).message).toBe('请求失败');
  });

  it("falls back to '请求失败' when neither the server nor the error has a message", async () => {
    const { api } = clientWith(() => ({ status: 500, data: null, message: '' }));
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
    expect(error.message).toMatch(/网络/);
    expect(error.message).not.toMatch(/Network Error/);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives a Chinese message on a timeout', async () => {
    const { api } = clientWith(() => ({ timeout: true }));
    const error = await failure(api.get('/x'));
    expect(error.message).toMatch(/超时/);
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
