import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COLOUR_THEME, EMPTY_BACKGROUNDS, type BackgroundSettings, type SiteAppearance } from '@app/contract';
import { ADMIN, createTestApp, login, registerAndLogin, testDialects, type TestApp } from '../../test/test-app.ts';
import { dataOf, FORBIDDEN, invalid, UNAUTHORIZED } from '../../test/envelopes.ts';

const SEA = { primary: '#0055aa', secondary: '#0000aa', accent: '#aa5500', isDark: true };
const image = (url: string) => ({ url, average: '#204060', palette: ['#0055aa', '#aaaaaa'], theme: SEA });
const backgrounds = (over: Partial<BackgroundSettings> = {}): BackgroundSettings => ({
  images: [image('/files/images/2026/11/abc123.webp'), image('/files/images/2026/11/def456.webp')],
  areas: { home: { url: '/files/images/2026/11/abc123.webp', opacity: 0.6, blur: 4 }, article: null, other: null },
  ...over,
});

describe.each(testDialects)('site appearance (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let reader: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await login(t, ADMIN.username, ADMIN.password);
    reader = await registerAndLogin(t, { username: 'reader', email: 'reader@example.com', password: 'reader-pass' });
  });
  afterAll(() => t.close());

  const appearance = async () =>
    dataOf<SiteAppearance>(await t.call({ method: 'GET', url: '/api/public/site/appearance' }));
  const putTheme = (payload: unknown, token = admin) =>
    t.call({ method: 'PUT', url: '/api/admin/site/theme', token, payload: payload as Record<string, unknown> });
  const putBackgrounds = (payload: unknown, token = admin) =>
    t.call({ method: 'PUT', url: '/api/admin/site/backgrounds', token, payload: payload as Record<string, unknown> });

  it('starts with the default theme and no backgrounds, for anyone', async () => {
    expect(await appearance()).toEqual({
      theme: DEFAULT_COLOUR_THEME,
      customTheme: false,
      backgrounds: EMPTY_BACKGROUNDS,
    });
  });

  it('saves the theme (colours lower-cased), shows it to everyone, and null goes back to the default', async () => {
    const res = await putTheme({ theme: { ...SEA, primary: '#0055AA' } });
    expect(res.json()).toMatchObject({
      success: true,
      message: '主题色已保存',
      data: { theme: SEA, customTheme: true },
    });
    expect((await appearance()).theme).toEqual(SEA);

    expect(dataOf<SiteAppearance>(await putTheme({ theme: null }))).toMatchObject({
      theme: DEFAULT_COLOUR_THEME,
      customTheme: false,
    });
    expect((await appearance()).customTheme).toBe(false);
  });

  it('refuses a colour that is not #RRGGBB, naming the field', async () => {
    const res = await putTheme({ theme: { ...SEA, accent: 'red' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid('theme.accent', '颜色应为 #RRGGBB 格式'));
  });

  it('saves the backgrounds and each area’s choice', async () => {
    const res = await putBackgrounds(backgrounds());
    expect(res.json()).toMatchObject({ success: true, message: '背景设置已保存' });
    expect((await appearance()).backgrounds).toEqual(backgrounds());
    // None anywhere: the images stay in the library.
    const none = backgrounds({ areas: { home: null, article: null, other: null } });
    expect(dataOf<SiteAppearance>(await putBackgrounds(none)).backgrounds).toEqual(none);
  });

  it('refuses an area whose image is not in the library, opacity and blur out of range, and foreign addresses', async () => {
    const other = '/files/images/2026/11/zzz999.webp';
    const refusals: [unknown, string, string][] = [
      [
        backgrounds({ areas: { home: null, article: { url: other, opacity: 1, blur: 0 }, other: null } }),
        'areas.article.url',
        '请先上传该背景图片',
      ],
      [
        backgrounds({
          areas: { home: { url: backgrounds().images[0]!.url, opacity: 0, blur: 0 }, article: null, other: null },
        }),
        'areas.home.opacity',
        '不透明度不能低于 0.05',
      ],
      [
        backgrounds({
          areas: { home: { url: backgrounds().images[0]!.url, opacity: 1, blur: 21 }, article: null, other: null },
        }),
        'areas.home.blur',
        '模糊半径不能超过 20px',
      ],
      [
        backgrounds({
          images: [image('https://evil.example/x.png')],
          areas: { home: null, article: null, other: null },
        }),
        'images.0.url',
        '请使用本站上传的图片',
      ],
      [
        backgrounds({ images: [image('/files/a/b.webp") ;x')], areas: { home: null, article: null, other: null } }),
        'images.0.url',
        '请使用本站上传的图片',
      ],
      [
        backgrounds({ images: [image('/files/../secret.key')], areas: { home: null, article: null, other: null } }),
        'images.0.url',
        '请使用本站上传的图片',
      ],
      [
        backgrounds({
          images: [image('/files/a/1.webp'), image('/files/a/1.webp')],
          areas: { home: null, article: null, other: null },
        }),
        'images',
        '背景图片不能重复',
      ],
    ];
    for (const [body, field, message] of refusals) {
      const res = await putBackgrounds(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toEqual(invalid(field, message));
    }
  });

  it('lets only the administrator change the look', async () => {
    expect((await putTheme({ theme: SEA }, reader)).json()).toEqual(FORBIDDEN);
    expect((await putBackgrounds(backgrounds(), reader)).json()).toEqual(FORBIDDEN);
    const guest = await t.call({ method: 'PUT', url: '/api/admin/site/theme', payload: { theme: SEA } });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(UNAUTHORIZED);
  });

  it('serves the web app manifest with the site’s name, theme colour and icons', async () => {
    await putTheme({ theme: SEA });
    const res = await t.call({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const manifest = res.json();
    expect(manifest).toMatchObject({ name: '轻量博客', start_url: '/', display: 'standalone', theme_color: '#0055aa' });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});
