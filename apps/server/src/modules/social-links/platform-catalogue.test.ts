import fs from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_ICONS, PLATFORM_CODES, PLATFORMS, type Platform, type PlatformOption } from '@app/contract';
import { testDialects, type TestApp } from '../../test/test-app.ts';
import { dataOf, FORBIDDEN, UNAUTHORIZED } from '../../test/envelopes.ts';
import { signedInAppFor } from '../../test/users.fixtures.ts';
import { brandPath } from './platform-icons.ts';
import { platforms } from './social-links.fixtures.ts';

const require = createRequire(import.meta.url);

/** Spec 02 §3 "Platform catalogue", in its order. */
const SPEC_CODES = [
  'WECHAT', 'WEIBO', 'QQ', 'TWITTER', 'FACEBOOK', 'INSTAGRAM', 'LINKEDIN', 'YOUTUBE', 'TIKTOK', 'GITHUB',
  'GITLAB', 'STACKOVERFLOW', 'DRIBBBLE', 'BEHANCE', 'FIGMA', 'ZHIHU', 'JUEJIN', 'CSDN', 'JIANSHU',
  'SEGMENTFAULT', 'MEDIUM', 'DEVTO', 'HASHNODE', 'BILIBILI', 'DOUYIN', 'TAOBAO', 'XIAOHONGSHU', 'TELEGRAM',
  'DISCORD', 'SLACK', 'PINTEREST', 'REDDIT', 'SPOTIFY', 'WEBSITE', 'BLOG', 'EMAIL', 'PHONE', 'CUSTOM',
]; // prettier-ignore

/** simple-icons' own record of each mark: its slug and official colour. */
const simpleIcons = new Map(
  (
    JSON.parse(fs.readFileSync(require.resolve('simple-icons/icons.json'), 'utf8')) as { slug: string; hex: string }[]
  ).map((icon) => [icon.slug, icon]),
);
const svgOf = (slug: string) => fs.readFileSync(require.resolve(`simple-icons/icons/${slug}.svg`), 'utf8');

describe('the platform catalogue (spec 02 §3)', () => {
  it('holds the 38 codes of the spec, in its order', () => {
    expect(SPEC_CODES).toHaveLength(38);
    expect(PLATFORM_CODES).toEqual(SPEC_CODES);
  });

  it('gives each a name, a #rrggbb colour and a glyph; only EMAIL and PHONE carry a prefix', () => {
    for (const code of PLATFORM_CODES) {
      const p: Platform = PLATFORMS[code];
      expect(p.name.trim(), code).not.toBe('');
      expect(p.color, code).toMatch(/^#[0-9A-F]{6}$/);
      if ('generic' in p.glyph) expect(GENERIC_ICONS, code).toContain(p.glyph.generic);
      else expect(p.glyph.brand, code).toMatch(/^[a-z0-9]+$/);
    }
    expect(PLATFORM_CODES.filter((c) => (PLATFORMS[c] as Platform).prefix)).toEqual(['EMAIL', 'PHONE']);
    expect([(PLATFORMS.EMAIL as Platform).prefix, (PLATFORMS.PHONE as Platform).prefix]).toEqual(['mailto:', 'tel:']);
    expect(new Set(PLATFORM_CODES.map((c) => PLATFORMS[c].name)).size, 'names are unique').toBe(38);
  });

  it("draws every brand with a mark simple-icons has, in simple-icons' colour for it", () => {
    const brands = PLATFORM_CODES.flatMap((code) => {
      const { glyph, color } = PLATFORMS[code] as Platform;
      return 'brand' in glyph ? [{ code, slug: glyph.brand, color }] : [];
    });
    expect(brands.length).toBeGreaterThan(25);
    for (const { code, slug, color } of brands) {
      expect(simpleIcons.get(slug), `${code}: simple-icons has ${slug}`).toBeDefined();
      expect(color, `${code}'s colour`).toBe(`#${simpleIcons.get(slug)!.hex.toUpperCase()}`);
      expect(fs.existsSync(require.resolve(`simple-icons/icons/${slug}.svg`)), slug).toBe(true);
    }
  });

  it('gives a generic icon to the platforms simple-icons has no mark for, and to the non-brands', () => {
    const generic = PLATFORM_CODES.filter((code) => 'generic' in PLATFORMS[code].glyph);
    expect(generic).toEqual([
      'LINKEDIN',
      'JIANSHU',
      'SEGMENTFAULT',
      'SLACK',
      'WEBSITE',
      'BLOG',
      'EMAIL',
      'PHONE',
      'CUSTOM',
    ]);
    // The four brands among them are not in simple-icons (withdrawn at the brands' request, or never added).
    for (const slug of ['linkedin', 'jianshu', 'segmentfault', 'slack'])
      expect(simpleIcons.has(slug), slug).toBe(false);
  });

  it("reads a mark's path from its SVG file, once", () => {
    const path = brandPath('github');
    expect(svgOf('github')).toContain(`<path d="${path}"/>`);
    expect(path).toMatch(/^[Mm]/);
    expect(brandPath('github')).toBe(path);
  });
});

describe.each(testDialects)('GET /api/admin/social-links/platforms (%s)', (dialect) => {
  const app = signedInAppFor(dialect);
  let t: TestApp;
  beforeAll(() => {
    t = app.t;
  });

  it('answers the whole catalogue in order, each with its name, colour and a drawable icon', async () => {
    const options = dataOf<PlatformOption[]>(await platforms(t, app.admin));
    expect(options.map((o) => o.code)).toEqual(SPEC_CODES);
    for (const option of options) {
      const { name, color, glyph } = PLATFORMS[option.code] as Platform;
      expect(option).toMatchObject({ name, color });
      if ('brand' in glyph) {
        expect(option.icon, option.code).toEqual({
          kind: 'brand',
          path: expect.stringMatching(/^[Mm][\d\s.,MmLlHhVvCcSsQqTtAaZz-]+$/),
        });
        expect(svgOf(glyph.brand)).toContain(`d="${(option.icon as { path: string }).path}"`);
      } else expect(option.icon, option.code).toEqual({ kind: 'generic', name: glyph.generic });
    }
    expect(options.find((o) => o.code === 'DOUYIN')!.icon).toEqual(options.find((o) => o.code === 'TIKTOK')!.icon);
  });

  it('is for the administrator only', async () => {
    expect((await platforms(t, undefined)).json()).toEqual(UNAUTHORIZED);
    expect((await platforms(t, app.member)).json()).toEqual(FORBIDDEN);
  });
});
