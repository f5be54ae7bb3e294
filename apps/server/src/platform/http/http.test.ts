import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, createTestApp, login, testDialects, type TestApp } from '../../test/test-app.ts';

/** Nothing internal may reach a client: no stack, no SQL or driver text, no file path. */
const INTERNALS = [
  /\bat\s+\S+\s+\(/,
  /\.(ts|js|mjs|cjs):\d+/,
  /stack/i,
  /\bselect\b/i,
  /\binsert\b/i,
  /sqlite/i,
  /postgres/i,
  /relation/i,
  /no such table/i,
  /node_modules/,
  /\/work\b/,
  /\/tmp\b/,
  /\\\\/,
  /FST_/,
];

function expectNoInternals(res: LightMyRequestResponse): void {
  for (const pattern of INTERNALS) expect(res.body, `${pattern} in ${res.body}`).not.toMatch(pattern);
}

function expectEnvelope(res: LightMyRequestResponse, status: number, code: string, message: string): void {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toEqual({ success: false, code, message, data: null });
  expectNoInternals(res);
}

describe.each(testDialects)('HTTP conventions (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { BODY_LIMIT_BYTES: '2048', API_DOCS: 'public' });
  });
  afterAll(() => t.close());

  const json = (url: string, payload: string) =>
    t.call({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  it('answers malformed JSON with 400 MALFORMED_REQUEST', async () => {
    expectEnvelope(
      await json('/api/auth/login', '{"username": "admin", "password":'),
      400,
      'MALFORMED_REQUEST',
      '请求格式错误',
    );
    expectEnvelope(
      await json('/api/public/site/match-page-type', "{'path': '/'}"),
      400,
      'MALFORMED_REQUEST',
      '请求格式错误',
    );
  });

  it('answers an empty JSON body with 400 MALFORMED_REQUEST', async () => {
    expectEnvelope(await json('/api/auth/login', ''), 400, 'MALFORMED_REQUEST', '请求格式错误');
  });

  it('answers an unsupported content type with 415 in the envelope', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expectEnvelope(res, 415, 'MALFORMED_REQUEST', '请求格式错误');
  });

  it('answers a body over BODY_LIMIT_BYTES with 413 PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify({ username: 'someone', password: 'x'.repeat(3000) });
    expectEnvelope(await json('/api/auth/login', big), 413, 'PAYLOAD_TOO_LARGE', '请求内容过大');
    // Just under the limit is read (and then judged on its content).
    const fits = JSON.stringify({ path: `/${'a'.repeat(1900)}` });
    expect(Buffer.byteLength(fits)).toBeLessThan(2048);
    expect((await json('/api/public/site/match-page-type', fits)).statusCode).toBe(200);
  });

  it('answers a URL that cannot be decoded with 400 in the envelope', async () => {
    expectEnvelope(await t.call({ method: 'GET', url: '/api/health%zz' }), 400, 'MALFORMED_REQUEST', '请求格式错误');
  });

  it('answers unknown API paths and methods with a JSON 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/nothing-here'],
      ['DELETE', '/api/auth/login'],
      ['GET', '/api'],
      ['GET', '/api/'],
    ] as const) {
      expectEnvelope(await t.call({ method, url }), 404, 'NOT_FOUND', '接口不存在');
    }
  });

  it('answers a page path with a 404 envelope when the web app is not built', async () => {
    expectEnvelope(await t.call({ method: 'GET', url: '/some/page' }), 404, 'NOT_FOUND', '接口不存在');
    expectEnvelope(await t.call({ method: 'GET', url: '/' }), 404, 'NOT_FOUND', '接口不存在');
    const head = await t.call({ method: 'HEAD', url: '/articles/x' });
    expect(head.statusCode).toBe(404);
  });

  it('answers validation errors with the envelope and field errors, never the validator internals', async () => {
    const res = await json('/api/auth/login', JSON.stringify({ username: 123, password: ['x'] }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(body.data.errors.map((e: { field: string }) => e.field)).toEqual(['username', 'password']);
    for (const e of body.data.errors) expect(Object.keys(e).sort()).toEqual(['field', 'message']);
    expectNoInternals(res);
  });

  it('answers a JSON body of the wrong shape (array, string) in Chinese, and type mistakes zod words itself too', async () => {
    for (const payload of ['[1]', '"admin"']) {
      const res = await json('/api/auth/login', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: '请求格式错误',
        data: { errors: [{ field: 'body', message: '请求格式错误' }] },
      });
    }
    const res = await t.call({ method: 'GET', url: '/api/public/articles?page=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[\u4e00-\u9fff]/);
    expect(res.json().message).not.toMatch(/Invalid|expected/i);
  });

  it('serves the OpenAPI document listing the endpoints', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('轻量博客 API');
    expect(doc.paths['/api/auth/login']).toHaveProperty('post');
    expect(doc.paths['/api/auth/register']).toHaveProperty('post');
    expect(doc.paths['/api/auth/send-register-code']).toHaveProperty('post');
    expect(doc.paths['/api/auth/logout']).toHaveProperty('post');
    expect(doc.paths['/api/user/profile']).toHaveProperty('get');
    expect(doc.paths['/api/user/profile']).toHaveProperty('put');
    expect(doc.paths['/api/public/site/match-page-type']).toHaveProperty('post');
    expect(doc.paths['/api/public/site/format-title']).toHaveProperty('post');
    expect(doc.paths['/api/health']).toHaveProperty('get');

    const ui = await t.call({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
  });

  it('compresses larger replies for clients that accept it', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe.each(testDialects)('unexpected errors (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answer 500 with the generic message, never the SQL or driver text', async () => {
    const token = await login(t, ADMIN.username, ADMIN.password);
    // Break the database under the running server.
    await t.app.services.database.db.schema.alterTable('users').renameTo('users_gone').execute();

    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: ADMIN.username, password: ADMIN.password },
    });
    expectEnvelope(res, 500, 'INTERNAL_ERROR', '系统错误，请稍后重试');
    expect(res.body).not.toMatch(/users/);

    const profile = await t.call({ method: 'GET', url: '/api/user/profile', token });
    expectEnvelope(profile, 500, 'INTERNAL_ERROR', '系统错误，请稍后重试');

    const register = await t.call({ method: 'POST', url: '/api/auth/send-register-code?email=someone%40example.com' });
    expectEnvelope(register, 500, 'INTERNAL_ERROR', '系统错误，请稍后重试');

    // The server itself goes on.
    expect((await t.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await t.app.services.database.db.schema.alterTable('users_gone').renameTo('users').execute();
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token })).statusCode).toBe(200);
  });
});
