import { describe, expect, it } from 'vitest';
import { cardSpan, groupLabel, groupSocialLinks, linkTarget } from './social-groups.ts';
import { social } from './test-support.tsx';

describe('grouping the social links into tabs (spec 02 §2, §5, §9)', () => {
  it('puts each link in its group, each group by sort order, the groups by their first link', () => {
    const groups = groupSocialLinks([
      social(1, 'WECHAT', { groupName: '国内平台', sortOrder: 5 }),
      social(2, 'GITHUB', { groupName: '开发', sortOrder: 2 }),
      social(3, 'EMAIL', { groupName: '联系方式', sortOrder: 9 }),
      social(4, 'WEIBO', { groupName: '国内平台', sortOrder: 1 }),
      social(5, 'GITLAB', { groupName: '开发', sortOrder: 2 }),
    ]);
    expect(groups.map((g) => [g.name, g.links.map((l) => l.id)])).toEqual([
      ['国内平台', [4, 1]],
      ['开发', [2, 5]],
      ['联系方式', [3]],
    ]);
    expect(groups.map(groupLabel)).toEqual(['国内平台 (2)', '开发 (2)', '联系方式 (1)']);
  });

  it('makes no group of nothing', () => {
    expect(groupSocialLinks([])).toEqual([]);
  });

  it('gives a few links wide cards and many links narrow ones (3 or fewer, 6 or fewer, more)', () => {
    expect([1, 2, 3, 4, 6, 7, 20].map(cardSpan)).toEqual([12, 12, 12, 8, 8, 6, 6]);
  });

  it('opens in a new tab only an http(s) link the owner marked so; mailto: and tel: open in place', () => {
    expect(linkTarget({ url: 'https://github.com/me', openInNewTab: true })).toEqual({
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(linkTarget({ url: 'https://github.com/me', openInNewTab: false })).toEqual({});
    expect(linkTarget({ url: 'mailto:me@example.com', openInNewTab: true })).toEqual({});
    expect(linkTarget({ url: 'tel:+8613800000000', openInNewTab: true })).toEqual({});
  });
});
