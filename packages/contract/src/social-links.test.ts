import { describe, expect, it } from 'vitest';
import { normaliseSocialUrl, socialLinkInputSchema } from './social-links.ts';
import { usableCustomIcon } from './values/social-links.ts';

describe('normaliseSocialUrl (spec 02 §5)', () => {
  it.each([
    ['GITHUB', 'github.com/me', 'https://github.com/me'],
    ['GITHUB', '  https://github.com/me  ', 'https://github.com/me'],
    ['WEBSITE', 'http://me.example.com', 'http://me.example.com'],
    ['WEBSITE', 'me.example.com:8080', 'https://me.example.com:8080'],
    ['EMAIL', 'me@example.com', 'mailto:me@example.com'],
    ['EMAIL', 'mailto:me@example.com', 'mailto:me@example.com'],
    ['PHONE', '+86 138-0013-8000', 'tel:+8613800138000'],
    ['PHONE', 'tel:10086', 'tel:10086'],
  ] as const)('%s %s → %s', (platform, raw, stored) => {
    expect(normaliseSocialUrl(platform, raw)).toBe(stored);
  });

  it.each([
    ['GITHUB', 'javascript:alert(1)'],
    ['CUSTOM', 'data:text/html,x'],
    ['WEBSITE', 'ftp://example.com'],
    ['WEBSITE', 'mailto:me@example.com'],
    ['WEBSITE', 'localhost'],
    ['EMAIL', 'https://example.com'],
    ['EMAIL', 'javascript:alert(1)'],
    ['PHONE', 'javascript:alert(1)'],
    ['PHONE', 'tel:abc'],
  ] as const)('%s refuses %s', (platform, raw) => {
    expect(normaliseSocialUrl(platform, raw)).toBeNull();
  });
});

describe('the social link form', () => {
  it('counts a custom icon only when it starts with / or http', () => {
    expect(
      ['/a.png', 'http://x.com/a.png', 'HTTPS://x.com/a.png', 'a.png', 'javascript:x', ''].map(usableCustomIcon),
    ).toEqual(['/a.png', 'http://x.com/a.png', 'HTTPS://x.com/a.png', null, null, null]);
  });

  it('fills the defaults and the title, and names the field of a bad address by the platform', () => {
    expect(socialLinkInputSchema.parse({ platform: 'QQ', url: 'qq.com' })).toEqual({
      platform: 'QQ',
      title: 'QQ',
      url: 'https://qq.com',
      description: null,
      groupName: '其他平台',
      active: true,
      sortOrder: 0,
      openInNewTab: true,
      featured: false,
      customIcon: null,
      customColor: null,
    });
    const messages = (platform: string, url: string) =>
      socialLinkInputSchema.safeParse({ platform, url }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages('QQ', 'javascript:alert(1)')).toEqual([['url', '请输入有效的URL']]);
    expect(messages('EMAIL', 'nobody')).toEqual([['url', '请输入有效的邮箱地址']]);
    expect(messages('PHONE', 'nobody')).toEqual([['url', '请输入有效的电话号码']]);
  });
});
