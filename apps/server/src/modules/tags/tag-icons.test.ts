import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fontAwesomeDir } from './tag-icons.ts';

/** The Font Awesome package's own picture of an icon, to compare with what the route sends. */
const svgOf = (style: string, name: string) =>
  fs.readFileSync(path.join(fontAwesomeDir, 'svgs', style, `${name}.svg`), 'utf8');

const icon = (t: TestApp, classes: string) =>
  t.call({ method: 'GET', url: `/tag-icons/${encodeURIComponent(classes)}.svg` });

describe('GET /tag-icons/<classes>.svg: a tag’s Font Awesome icon as its own picture', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it.each([
    ['fab fa-react', 'brands', 'react'],
    ['fa-brands fa-github', 'brands', 'github'],
    ['fas fa-code', 'solid', 'code'],
    ['fa-solid fa-mug-hot', 'solid', 'mug-hot'],
    ['far fa-heart', 'regular', 'heart'],
    ['fa-regular fa-heart', 'regular', 'heart'],
    // No style named: solid, as Font Awesome's stylesheet draws it.
    ['fa-server', 'solid', 'server'],
    // Modifiers are not icons; an old name (an alias) is its icon's.
    ['fa-solid fa-spin fa-2x fa-gear', 'solid', 'gear'],
    ['fas fa-home', 'solid', 'house'],
    ['  fab   fa-html5 ', 'brands', 'html5'],
  ])('%j is the %s icon %s, an SVG that may run nothing, kept a week', async (classes, style, name) => {
    const res = await icon(t, classes);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(svgOf(style, name));
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
  });

  it.each([
    ['an unknown icon', 'fas fa-no-such-icon'],
    ['a brand asked for as solid', 'fas fa-react'],
    ['no icon at all', 'fas fa-spin'],
    ['a path', '../../package.json'],
    ['capitals', 'fab fa-React'],
  ])('%s is not found, in plain words', async (_label, classes) => {
    const res = await icon(t, classes);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('图标不存在');
  });

  it('refuses names longer than an address part may be (414), as any route does, never with an error', async () => {
    const res = await icon(t, `fas fa-${'a'.repeat(200)}`);
    expect(res.statusCode).toBe(414);
  });

  it('answers only for .svg', async () => {
    expect((await t.call({ method: 'GET', url: '/tag-icons/fab%20fa-react' })).statusCode).toBe(404);
  });
});
