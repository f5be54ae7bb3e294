import type { PagesService } from './pages.service.ts';

/** The two pages the footer links to, as the first start writes them (migration 016 compares with their titles). */
export const STARTER_PAGES = [
  { slug: 'about', title: '关于我' },
  { slug: 'privacy', title: '隐私政策' },
] as const;

const contents: Record<(typeof STARTER_PAGES)[number]['slug'], (siteName: string) => string> = {
  about: (siteName) =>
    `## 你好\n\n欢迎来到 ${siteName}。这里记录我的文章，也展示我喜欢和推荐的好物。\n\n## 联系我\n\n你可以通过页面底部的「[联系](/social-links)」找到我的社交账号。\n\n> 这是站点首次启动时自动创建的页面，请在管理后台的「自定义页面」中修改为你自己的介绍。`,
  privacy: () =>
    `## 我们收集的信息\n\n- 注册时填写的用户名、邮箱和显示名称；\n- 为防止滥用而短期保存的访问 IP；\n- 页面出错时浏览器自动上报的错误信息。\n\n## 我们如何使用\n\n这些信息只用于提供本站功能（登录、通知、安全防护），不会出售或提供给第三方。\n\n## 你的权利\n\n你可以随时在「账号设置」中修改资料，或联系站长删除账号。\n\n> 这是站点首次启动时自动创建的模板，请在管理后台的「自定义页面」中按你的实际情况修改。`,
};

/**
 * The first start writes the pages the footer links to (about, privacy): custom pages, not
 * articles, so they stay out of the home page's newest articles, the feeds and previous/next.
 * They are ordinary pages: edit or delete them freely.
 */
export async function createStarterPages(pages: PagesService, siteName: string): Promise<void> {
  for (const [order, { slug, title }] of STARTER_PAGES.entries()) {
    await pages.create({
      title,
      slug,
      content: contents[slug](siteName),
      status: 'PUBLISHED',
      sortOrder: order,
      showInList: true,
    });
  }
}
