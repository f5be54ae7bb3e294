import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, FORBIDDEN, UNAUTHORIZED } from '../../test/envelopes.ts';
import { ADMIN, createTestApp, login, registerAndLogin, testDialects, type TestApp } from '../../test/test-app.ts';
import { newUser } from '../../test/users.fixtures.ts';

/** The OpenAPI document's own shape, as far as these tests look. */
interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, unknown>>;
}

const expectTheDocument = (doc: OpenApiDocument) => {
  expect(doc.openapi).toMatch(/^3\./);
  expect(doc.info.title).toBe('轻量博客 API');
  expect(doc.paths['/api/auth/login']).toHaveProperty('post');
  expect(doc.paths['/api/admin/tags']).toBeDefined();
  // The document does not list itself.
  expect(doc.paths['/api/admin/openapi.json']).toBeUndefined();
};

const NOT_FOUND = { success: false, code: 'NOT_FOUND', message: '接口不存在', data: null };

describe.each(testDialects)('API documentation (%s)', (dialect) => {
  const apps: Partial<Record<'public' | 'admin' | 'off', TestApp>> = {};
  let admin: Record<string, string>;
  let member: Record<string, string>;
  beforeAll(async () => {
    // Production's default: API_DOCS is not set and NODE_ENV is production.
    apps.admin = await createTestApp(dialect, { NODE_ENV: 'production' });
    apps.public = await createTestApp(dialect, { API_DOCS: 'public' });
    apps.off = await createTestApp(dialect, { API_DOCS: 'off' });
    admin = { authorization: `Bearer ${await login(apps.admin, ADMIN.username, ADMIN.password)}` };
    member = { authorization: `Bearer ${await registerAndLogin(apps.admin, newUser('reader'))}` };
  });
  afterAll(async () => {
    for (const t of Object.values(apps)) await t?.close();
  });

  it('in production shows no Swagger UI to the public, and the document to administrators only', async () => {
    const t = apps.admin!;
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(NOT_FOUND);
    }
    const guest = await t.call({ method: 'GET', url: '/api/admin/openapi.json' });
    expect([guest.statusCode, guest.json()]).toEqual([401, UNAUTHORIZED]);
    const reader = await t.call({ method: 'GET', url: '/api/admin/openapi.json', headers: member });
    expect([reader.statusCode, reader.json()]).toEqual([403, FORBIDDEN]);
    expectTheDocument(
      dataOf<OpenApiDocument>(await t.call({ method: 'GET', url: '/api/admin/openapi.json', headers: admin })),
    );
  });

  it('with API_DOCS=public serves Swagger UI and the document to anyone', async () => {
    const t = apps.public!;
    const ui = await t.call({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
    const json = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expectTheDocument(json.json<OpenApiDocument>());
  });

  it('with API_DOCS=off serves it to nobody, while the app still builds it in-process', async () => {
    const t = apps.off!;
    expect((await t.call({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    const token = await login(t, ADMIN.username, ADMIN.password);
    const res = await t.call({ method: 'GET', url: '/api/admin/openapi.json', token });
    expect([res.statusCode, res.json()]).toEqual([404, NOT_FOUND]);
    for (const app of Object.values(apps)) expectTheDocument(app!.app.swagger() as unknown as OpenApiDocument);
  });
});
