import type { ArticleEditor } from './article-editor.ts';

/**
 * The first start writes the two articles the footer links to (about, privacy) and a welcome
 * article, so a new site is not empty. They are ordinary articles: edit or delete them freely.
 */
export async function createStarterArticles(editor: ArticleEditor, adminId: number, siteName: string): Promise<void> {
  const base = {
    excerpt: null,
    coverImage: null,
    seoTitle: null,
    seoDescription: null,
    publishedAt: undefined,
    allowComments: true,
    status: 'PUBLISHED' as const,
  };
  await editor.create(
    {
      ...base,
      title: '关于我',
      slug: 'about',
      tags: [],
      allowComments: false,
      content: `## 你好\n\n欢迎来到 ${siteName}。这里记录我的文章，也展示我喜欢和推荐的好物。\n\n## 联系我\n\n你可以通过页面底部的「[联系](/social-links)」找到我的社交账号。\n\n> 这是站点首次启动时自动创建的页面，请在管理后台的「文章管理」中修改为你自己的介绍。`,
    },
    adminId,
  );
  await editor.create(
    {
      ...base,
      title: '隐私政策',
      slug: 'privacy',
      tags: [],
      allowComments: false,
      content: `## 我们收集的信息\n\n- 注册时填写的用户名、邮箱和显示名称；\n- 为防止滥用而短期保存的访问 IP；\n- 页面出错时浏览器自动上报的错误信息。\n\n## 我们如何使用\n\n这些信息只用于提供本站功能（登录、通知、安全防护），不会出售或提供给第三方。\n\n## 你的权利\n\n你可以随时在「账号设置」中修改资料，或联系站长删除账号。\n\n> 这是站点首次启动时自动创建的模板，请按你的实际情况修改。`,
    },
    adminId,
  );
  await editor.create(
    {
      ...base,
      title: `欢迎来到${siteName}`,
      slug: 'welcome',
      tags: [],
      content: `这是第一篇文章。登录管理后台即可开始写作：\n\n1. 打开「文章管理」，点击「写文章」；\n2. 用 Markdown 编写正文，支持代码高亮、图片粘贴上传；\n3. 选择标签，点击发布。\n\n\`\`\`ts\nconsole.log('你好，世界');\n\`\`\`\n\n祝写作愉快！`,
    },
    adminId,
  );
}
