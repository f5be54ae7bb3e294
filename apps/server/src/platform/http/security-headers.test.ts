import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, testDialects, type TestApp } from '../../test/test-app.ts';
import { miniWebBuild } from '../../test/mini-web-build.ts';

/** Pages with a <style> carrying the nonce they are given, as the real ones do with antd's styles. */
const fakeWebBuild = () =>
  miniWebBuild(
    `export const pageKey = (url) => url;
    export async function render({ styleNonce }) {
      return { status: 200, appHtml: '<p>首页</p>', head: '<style nonce="' + styleNonce + '">p{color:red}</style>', state: '', title: '首页', cacheable: true };
    }`,
    '<!doctype html><html data-theme="light"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><script type="module" src="/assets/app.js"></script></body></html>',
  );

const cspOf = (res: LightMyRequestResponse): Map<string, string> => {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(' ');
        return [name, values.join(' ')];
      }),
  );
};

/** The nonce the policy lets <style> elements in with. */
const styleNonceOf = (res: LightMyRequestResponse): string =>
  /'nonce-([^']+)'/.exec(cspOf(res).get('style-src') ?? '')?.[1] ?? '';

function expectSecurityHeaders(res: LightMyRequestResponse): void {
  const csp = cspOf(res);
  expect(csp.get('default-src')).toBe("'self'");
  // No inline script, ever; styles by nonce; style attributes are React's and antd's.
  expect(csp.get('script-src')).toBe("'self'");
  expect(csp.get('script-src-attr')).toBe("'none'");
  expect(csp.get('style-src')).toMatch(/^'self' 'nonce-[\w+/=]{24}'$/);
  expect(csp.get('style-src-attr')).toBe("'unsafe-inline'");
  expect(csp.get('img-src')).toBe("'self' data: blob: http: https:");
  expect(csp.get('connect-src')).toBe("'self'");
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('base-uri')).toBe("'self'");
  expect(csp.get('form-action')).toBe("'self'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['permissions-policy']).toContain('camera=()');
  expect(res.headers['permissions-policy']).toContain('microphone=()');
  expect(res.headers['permissions-policy']).toContain('geolocation=()');
}

describe.each(testDialects)('browser security headers (%s)', (dialect) => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = fakeWebBuild();
    fs.mkdirSync(`${distDir}/client/assets`);
    fs.writeFileSync(`${distDir}/client/assets/app-0a1b2c3d.js`, 'console.log(1)');
    fs.writeFileSync(
      `${distDir}/client/assets/icon-right-outlined-0a1b2c3d.svg`,
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    t = await createTestApp(
      dialect,
      { PUBLIC_URL: 'http://blog.example.com', API_DOCS: 'public' },
      { web: { mode: 'built', distDir } },
    );
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('come with an API reply, a refusal and a not-found alike', async () => {
    const health = await t.call({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expectSecurityHeaders(health);
    const refused = await t.call({ method: 'GET', url: '/api/admin/tags' });
    expect(refused.statusCode).toBe(401);
    expectSecurityHeaders(refused);
    expectSecurityHeaders(await t.call({ method: 'GET', url: '/api/nothing-here' }));
    // Plain http: no HSTS, and no upgrading of plain-http addresses.
    expect(health.headers['strict-transport-security']).toBeUndefined();
    expect(cspOf(health).has('upgrade-insecure-requests')).toBe(false);
  });

  it('let the API documentation (Swagger UI) add its own styles, and no more', async () => {
    const docs = await t.call({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const csp = cspOf(docs);
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src-attr')).toBe("'unsafe-inline'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(docs.headers['x-frame-options']).toBe('DENY');
  });

  it('come with an uploaded file, under a policy of its own: it may run nothing and reach nothing', async () => {
    await t.app.services.storage.put('images', '2024/01/abc123.webp', Buffer.from('RIFF'), 'image/webp');
    const file = await t.call({ method: 'GET', url: '/files/images/2024/01/abc123.webp' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const csp = cspOf(file);
    expect(csp.get('default-src')).toBe("'none'");
    expect(csp.get('script-src')).toBeUndefined();
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.has('sandbox')).toBe(true);
    expect(file.headers['x-frame-options']).toBe('DENY');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(file.headers['permissions-policy']).toContain('camera=()');
  });

  it("give the build's files only the headers that apply to them: no sniffing, and an SVG opened alone runs nothing", async () => {
    for (const url of ['/assets/app-0a1b2c3d.js', '/assets/icon-right-outlined-0a1b2c3d.svg']) {
      const asset = await t.call({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers['x-content-type-options'], url).toBe('nosniff');
      const csp = cspOf(asset);
      expect(csp.get('default-src'), url).toBe("'none'");
      expect(csp.has('sandbox'), url).toBe(true);
      expect(csp.get('script-src'), url).toBeUndefined();
      // A page's headers stay with pages: a first visit fetches forty of these files.
      expect(asset.headers['permissions-policy'], url).toBeUndefined();
      expect(asset.headers['x-frame-options'], url).toBeUndefined();
    }
    // The page that loads them keeps the whole set.
    expectSecurityHeaders(await t.call({ method: 'GET', url: '/' }));
  });

  it("give a kept page's responses the style nonce of its rendering, the same in the policy and in the page", async () => {
    const first = await t.call({ method: 'GET', url: '/' });
    expect(first.statusCode).toBe(200);
    expectSecurityHeaders(first);
    const nonce = styleNonceOf(first);
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
    expect(first.body).toContain(`<style nonce="${nonce}">p{color:red}</style>`);

    // Sent from the cache as it was kept (compressed once): the policy names the page's nonce.
    const again = await t.call({ method: 'GET', url: '/' });
    expect(again.headers['x-page-cache']).toBe('hit');
    expectSecurityHeaders(again);
    expect(styleNonceOf(again)).toBe(nonce);
    expect(again.body).toBe(first.body);
  });

  it('give a page rendered in the browser only the nonce for the styles it will add', async () => {
    const shell = await t.call({ method: 'GET', url: '/admin/dashboard' });
    expect(shell.statusCode).toBe(200);
    expectSecurityHeaders(shell);
    expect(shell.body).toContain(`<meta property="csp-nonce" nonce="${styleNonceOf(shell)}" />`);
  });
});

describe.each(testDialects)('browser security headers behind https (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: 'https://blog.example.com' });
  });
  afterAll(() => t.close());

  it('tell browsers to keep to https', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expectSecurityHeaders(res);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(cspOf(res).has('upgrade-insecure-requests')).toBe(true);
  });
});
