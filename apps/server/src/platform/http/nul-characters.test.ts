import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalid, UNAUTHORIZED } from '../../test/envelopes.ts';
import { multipart } from '../../test/multipart.ts';
import { ADMIN, createTestApp, login, registerAndLogin, testDialects, type TestApp } from '../../test/test-app.ts';
import { newUser } from '../../test/users.fixtures.ts';
import { NUL_CHARACTER_MESSAGE, nulCharacterPath, withoutNulCharacters } from './nul-characters.ts';

/*
 * U+0000 cannot be stored in PostgreSQL text: wherever one reached a query the server answered
 * 500 on PostgreSQL alone. One hook refuses it for every route, in the parameters, the query, a
 * JSON body (values and keys, at any depth) and multipart fields, on a public, a user's and an
 * administrator's route alike.
 */
const refused = (field: string) => invalid(field, NUL_CHARACTER_MESSAGE);

describe('nulCharacterPath', () => {
  it('names the first field holding U+0000 the way validation errors name fields', () => {
    expect(nulCharacterPath({ title: 'ok', tags: ['a', 'b\u0000'] })).toBe('tags.1');
    expect(nulCharacterPath({ seo: { title: '\u0000' } })).toBe('seo.title');
    expect(nulCharacterPath('a\u0000')).toBe('');
    expect(nulCharacterPath({ nested: { ['k\u0000']: 1 } })).toBe('nested');
    expect(nulCharacterPath({ title: 'ok', n: 1, flag: true, none: null, tags: ['\u0001'] })).toBeNull();
  });

  it('walks a deeply nested body without running out of stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(nulCharacterPath(deep)).toMatch(/^0(\.0)*$/);
  });
});

describe('withoutNulCharacters', () => {
  it('takes U+0000 out of every string and key, at any depth (what a route that strips it receives)', () => {
    expect(withoutNulCharacters('a\u0000b')).toBe('ab');
    expect(withoutNulCharacters({ ['k\u0000ey']: ['x\u0000', { y: '\u0000z' }], n: 1, none: null })).toEqual({
      key: ['x', { y: 'z' }],
      n: 1,
      none: null,
    });
  });
});

describe.each(testDialects)('requests holding U+0000 (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await login(t, ADMIN.username, ADMIN.password);
    user = await registerAndLogin(t, newUser('nul'));
  });
  afterAll(() => t.close());

  it('refuses them on a public route, in the query and in the path', async () => {
    const query = await t.call({ method: 'GET', url: '/api/public/articles?keyword=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(refused('keyword'));

    const path = await t.call({ method: 'GET', url: '/api/public/articles/a%00b' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual(refused('slug'));

    // The same request without the character is served.
    expect((await t.call({ method: 'GET', url: '/api/public/articles?keyword=ab' })).statusCode).toBe(200);
  });

  it("refuses them on a user's route, in the query and in a JSON body, and changes nothing", async () => {
    const before = (await t.call({ method: 'GET', url: '/api/user/profile', token: user })).json().data;
    const profile = await t.call({ method: 'PUT', url: '/api/user/profile?displayName=a%00b', token: user });
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toEqual(refused('displayName'));
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: user })).json().data).toEqual(before);

    const subscribe = await t.call({
      method: 'POST',
      url: '/api/user/subscriptions/subscribe',
      token: user,
      payload: { email: 'nul\u0000@example.com', subscriptionType: 'USER_NEW_ARTICLE' },
    });
    expect(subscribe.statusCode).toBe(400);
    expect(subscribe.json()).toEqual(refused('email'));
  });

  it("refuses them on an administrator's route, at any depth of the body and in its keys", async () => {
    const tag = await t.call({
      method: 'POST',
      url: '/api/admin/tags',
      token: admin,
      payload: { name: '空\u0000字符', color: '#1677ff' },
    });
    expect(tag.statusCode).toBe(400);
    expect(tag.json()).toEqual(refused('name'));
    const tags = await t.call({ method: 'GET', url: '/api/admin/tags?keyword=%E7%A9%BA', token: admin });
    expect(tags.json().data.totalElements).toBe(0);

    const article = { title: '空字符', content: '正文', status: 'DRAFT' };
    const nested = await t.call({
      method: 'POST',
      url: '/api/admin/articles',
      token: admin,
      payload: { ...article, tags: ['好', 'b\u0000'] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual(refused('tags.1'));

    const key = await t.call({
      method: 'POST',
      url: '/api/admin/articles',
      token: admin,
      payload: { ...article, ['tags\u0000']: [] },
    });
    expect(key.statusCode).toBe(400);
    expect(key.json()).toEqual(refused('body'));

    // A guest still hears 401 first: the guards run before anything sent is looked at.
    const guest = await t.call({ method: 'POST', url: '/api/admin/tags', payload: { name: '\u0000' } });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(UNAUTHORIZED);
  });

  it('refuses them in the fields and the file name of a multipart upload', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const file = { filename: 'a.png', contentType: 'image/png', data: png };
    const field = await t.call({
      method: 'POST',
      url: '/api/admin/upload/image',
      token: admin,
      ...multipart({ type: 'img\u0000' }, { file }),
    });
    expect(field.statusCode).toBe(400);
    expect(field.json()).toEqual(refused('type'));

    const name = await t.call({
      method: 'POST',
      url: '/api/admin/upload/image',
      token: admin,
      ...multipart({ type: 'images' }, { file: { ...file, filename: 'a\u0000.png' } }),
    });
    expect(name.statusCode).toBe(400);
    expect(name.json()).toEqual(refused('file'));

    // The same upload without the character is stored.
    const stored = await t.call({
      method: 'POST',
      url: '/api/admin/upload/image',
      token: admin,
      ...multipart({ type: 'images' }, { file }),
    });
    expect(stored.statusCode, stored.body).toBe(201);
  });
});
