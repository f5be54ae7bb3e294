import type { ArticleEditor } from './article-editor.ts';

/**
 * The first start writes a welcome article, so a new site is not empty. It is an ordinary article:
 * edit or delete it freely. (The footer's about and privacy are custom pages: modules/pages.)
 */
export async function createStarterArticles(editor: ArticleEditor, adminId: number, siteName: string): Promise<void> {
  await editor.create(
    {
      title: `欢迎来到${siteName}`,
      slug: 'welcome',
      excerpt: null,
      coverImage: null,
      seoTitle: null,
      seoDescription: null,
      publishedAt: undefined,
      allowComments: true,
      status: 'PUBLISHED',
      tags: [],
      content: `这是第一篇文章。登录管理后台即可开始写作：\n\n1. 打开「文章管理」，点击「写文章」；\n2. 用 Markdown 编写正文，支持代码高亮、图片粘贴上传；\n3. 选择标签，点击发布。\n\n\`\`\`ts\nconsole.log('你好，世界');\n\`\`\`\n\n祝写作愉快！`,
    },
    adminId,
  );
}
