/**
 * The public menu. Only screens that exist are listed; later areas add their entry here
 * (articles, wardrobe/products, friends, social, pages).
 */
export const publicMenu: { path: string; label: string }[] = [
  { path: '/', label: '首页' },
  { path: '/articles', label: '文章' },
  { path: '/products', label: '好物' },
  { path: '/pages', label: '页面' },
];

/** Footer links (spec 01 §2); contact (/social-links) joins when social links exist. */
export const footerLinks: { path: string; label: string }[] = [
  { path: '/articles/about', label: '关于我' },
  { path: '/articles/privacy', label: '隐私政策' },
];

export const userMenu: { path: string; label: string; adminOnly?: boolean }[] = [
  { path: '/user/profile', label: '个人资料' },
  { path: '/user/dashboard', label: '仪表盘' },
  { path: '/user/interactions', label: '我的收藏' },
  { path: '/user/settings', label: '账号设置' },
  { path: '/admin/dashboard', label: '管理后台', adminOnly: true },
];

/** The menu key that should look selected for a path ('/' only on the home page). */
export const selectedMenuKey = (pathname: string, keys: string[]): string | undefined =>
  keys
    .filter((k) => (k === '/' ? pathname === '/' : pathname === k || pathname.startsWith(`${k}/`)))
    .sort((a, b) => b.length - a.length)[0];
