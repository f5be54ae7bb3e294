import { describe, expect, it } from 'vitest';
import { previewTitle, samplePathOf, type PreviewType } from './title-preview.ts';

const site = { siteName: '轻量博客', tagline: '记录生活，分享好物' };
const types: PreviewType[] = [
  { code: 'home', name: '首页', patterns: ['/'], priority: 100, template: '{siteName} - {tagline}' },
  { code: 'article', name: '文章详情', patterns: ['/articles/:slug'], priority: 90, template: '{title} - {siteName}' },
  {
    code: 'search',
    name: '搜索',
    patterns: ['/search', '/search/:query'],
    priority: 90,
    template: '搜索：{query} - {siteName}',
  },
  { code: 'user', name: '个人中心', patterns: ['/user/*'], priority: 70, template: '{title} - 个人中心 - {siteName}' },
  { code: 'default', name: '默认', patterns: [], priority: 0, template: '{title} - {siteName}' },
];
const preview = (path: string, title = '示例标题', list = types) => previewTitle({ path, types: list, site, title });

describe('previewTitle (the page-titles screen)', () => {
  it('matches the path to its type and fills the template', () => {
    expect(preview('/articles/hello-world')).toEqual({
      code: 'article',
      name: '文章详情',
      title: '示例标题 - 轻量博客',
    });
    expect(preview('/')).toEqual({ code: 'home', name: '首页', title: '轻量博客 - 记录生活，分享好物' });
    expect(preview('/user/settings', '账号设置').title).toBe('账号设置 - 个人中心 - 轻量博客');
  });

  it('takes the query from ?q=, ?search= or the segment after /search', () => {
    expect(preview('/search?q=相机').title).toBe('搜索：相机 - 轻量博客');
    expect(preview('/search?search=耳机').title).toBe('搜索：耳机 - 轻量博客');
    expect(preview('/search/背包').title).toBe('搜索：背包 - 轻量博客');
    // No query: the segment drops out with its punctuation.
    expect(preview('/search').title).toBe('搜索 - 轻量博客');
  });

  it('falls back to the default type for a path no pattern takes', () => {
    expect(preview('/nowhere')).toEqual({ code: 'default', name: '默认', title: '示例标题 - 轻量博客' });
    expect(preview('/nowhere', '')).toMatchObject({ title: '轻量博客' });
  });

  it('lets a type of higher priority win, whatever its place in the list', () => {
    const campaign: PreviewType = {
      code: 'campaign',
      name: '活动页',
      patterns: ['/articles/spring-sale'],
      priority: 95,
      template: '{title} | {siteName} 活动',
    };
    expect(preview('/articles/spring-sale', '春季特卖', [...types, campaign])).toEqual({
      code: 'campaign',
      name: '活动页',
      title: '春季特卖 | 轻量博客 活动',
    });
    // Below the built-in type's priority it never gets the path.
    expect(preview('/articles/spring-sale', '春季特卖', [...types, { ...campaign, priority: 10 }]).code).toBe(
      'article',
    );
  });

  it('fills the parameters the pattern binds and those of the query', () => {
    const tag: PreviewType = {
      code: 'tag',
      name: '标签',
      patterns: ['/tags/:slug'],
      priority: 80,
      template: '{slug} 第{page}页 - {siteName}',
    };
    expect(preview('/tags/读书?page=2', '', [...types, tag]).title).toBe('读书 第2页 - 轻量博客');
  });
});

describe('samplePathOf', () => {
  it('makes a path the pattern matches', () => {
    expect(samplePathOf('/articles/:slug')).toBe('/articles/hello-world');
    expect(samplePathOf('/user/*')).toBe('/user');
    expect(samplePathOf('/u/:username/:id')).toBe('/u/alice/1');
    expect(samplePathOf(undefined)).toBe('/');
  });
});
