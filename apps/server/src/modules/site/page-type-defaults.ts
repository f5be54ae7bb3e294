/**
 * The built-in page types and their title templates. Placeholders: {title}, {siteName},
 * {tagline}, and any parameter the client sends ({query}, {slug}, {page}, {username}, ...).
 */
export interface PageTypeDefault {
  code: string;
  name: string;
  patterns: string[];
  priority: number;
  template: string;
  /** Used as {title} when the page gives none. */
  defaultTitle: string;
}

export const pageTypeDefaults: PageTypeDefault[] = [
  {
    code: 'home',
    name: '首页',
    patterns: ['/'],
    priority: 100,
    template: '{siteName} - {tagline}',
    defaultTitle: '首页',
  },
  {
    code: 'article-list',
    name: '文章列表',
    patterns: ['/articles'],
    priority: 90,
    template: '{title} - {siteName}',
    defaultTitle: '文章',
  },
  {
    code: 'article',
    name: '文章详情',
    patterns: ['/articles/:slug'],
    priority: 90,
    template: '{title} - {siteName}',
    defaultTitle: '文章',
  },
  {
    code: 'product-list',
    name: '好物列表',
    patterns: ['/products'],
    priority: 90,
    template: '{title} - {siteName}',
    defaultTitle: '好物',
  },
  {
    code: 'product',
    name: '好物详情',
    patterns: ['/products/:slug'],
    priority: 90,
    template: '{title} - {siteName}',
    defaultTitle: '好物',
  },
  {
    code: 'search',
    name: '搜索',
    patterns: ['/search', '/search/:query'],
    priority: 90,
    template: '搜索：{query} - {siteName}',
    defaultTitle: '搜索',
  },
  {
    code: 'page',
    name: '自定义页面',
    patterns: ['/pages', '/pages/:slug'],
    priority: 80,
    template: '{title} - {siteName}',
    defaultTitle: '页面',
  },
  {
    code: 'friends',
    name: '友情链接',
    patterns: ['/friends'],
    priority: 80,
    template: '{title} - {siteName}',
    defaultTitle: '友情链接',
  },
  {
    code: 'social-links',
    name: '社交链接',
    patterns: ['/social-links'],
    priority: 80,
    template: '{title} - {siteName}',
    defaultTitle: '社交链接',
  },
  {
    code: 'login',
    name: '登录',
    patterns: ['/auth/login'],
    priority: 80,
    template: '{title} - {siteName}',
    defaultTitle: '登录',
  },
  {
    code: 'register',
    name: '注册',
    patterns: ['/auth/register'],
    priority: 80,
    template: '{title} - {siteName}',
    defaultTitle: '注册',
  },
  {
    code: 'user',
    name: '个人中心',
    patterns: ['/user', '/user/*'],
    priority: 70,
    template: '{title} - 个人中心 - {siteName}',
    defaultTitle: '个人中心',
  },
  {
    code: 'admin',
    name: '管理后台',
    patterns: ['/admin', '/admin/*'],
    priority: 70,
    template: '{title} - 管理后台 - {siteName}',
    defaultTitle: '管理后台',
  },
  {
    code: 'not-found',
    name: '页面不存在',
    patterns: [],
    priority: 0,
    template: '{title} - {siteName}',
    defaultTitle: '页面不存在',
  },
  { code: 'default', name: '默认', patterns: [], priority: 0, template: '{title} - {siteName}', defaultTitle: '' },
];
