// @vitest-environment jsdom
// jsdom gives a real HTML parser (DOMParser), so the output is checked the way a browser reads it.
import { beforeAll, describe, expect, it } from 'vitest';
import { MarkdownRenderer, excerptOf, markdownText, readingMinutes } from './markdown.ts';

let renderer: MarkdownRenderer;
beforeAll(async () => {
  renderer = await MarkdownRenderer.create();
});

const html = (markdown: string) => renderer.render(markdown).html;
const parse = (markup: string) =>
  new DOMParser().parseFromString(`<!doctype html><body>${markup}</body>`, 'text/html').body;

/** The tags markdown-it, Shiki and the code block's bar write; anything else means raw HTML got through. */
const ALLOWED_TAGS = new Set([
  'div',
  'button',
  'p',
  'a',
  'img',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'pre',
  'code',
  'span',
  'em',
  'strong',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const BASE = 'https://blog.example.cn/articles/some-article';

/**
 * The scheme a browser would give the address (relative ones resolve to the site's own https);
 * null for an address a browser cannot parse, which it would not follow either.
 */
const schemeOf = (url: string) => (URL.canParse(url, BASE) ? new URL(url, BASE).protocol : null);

/**
 * Every problem a browser would act on: a tag outside the list, an event-handler attribute, a link
 * whose scheme is not http(s)/mailto/tel, an image that is not http(s), a style outside code.
 */
function dangers(markup: string): string[] {
  const found: string[] = [];
  for (const el of parse(markup).querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) found.push(`tag <${tag}>`);
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`<${tag} ${name}>`);
      if (name === 'style' && tag !== 'span' && tag !== 'pre') found.push(`<${tag} style>`);
      if (name === 'srcdoc' || name === 'formaction' || name === 'xlink:href') found.push(`<${tag} ${name}>`);
    }
    const href = el.getAttribute('href');
    if (href !== null && (tag !== 'a' || ![null, 'http:', 'https:', 'mailto:', 'tel:'].includes(schemeOf(href))))
      found.push(`<${tag} href="${href}">`);
    const src = el.getAttribute('src');
    if (src !== null && (tag !== 'img' || ![null, 'http:', 'https:'].includes(schemeOf(src))))
      found.push(`<${tag} src="${src}">`);
  }
  return found;
}

/**
 * The textual checks, on the markup itself. Escaped text such as `&lt;img onerror=…&gt;` is
 * harmless, and so is an attribute value such as alt="… onerror=…": the renderer escapes < > and "
 * inside both, so every `<…>` is a real tag and every "…" in it one whole value.
 */
function expectInert(markup: string) {
  const tags = (markup.match(/<[^<>]*>/g) ?? []).map((tag) => tag.replace(/"[^"]*"/g, '""'));
  expect(markup).not.toMatch(/<script/i);
  expect(markup).not.toMatch(/<(iframe|object|embed|svg|math|style|link|meta|base|form|details)\b/i);
  expect(tags.filter((tag) => /\son[a-z]+\s*=/i.test(tag))).toEqual([]); // an event handler in a real tag
  expect(markup).not.toMatch(/(href|src)\s*=[\s"']*(javascript|vbscript|data):/i);
  expect(markup).not.toMatch(/src="data:/i);
  expect(dangers(markup)).toEqual([]);
}

describe('the checker itself', () => {
  it('flags what it is meant to flag', () => {
    expect(dangers('<p><script>alert(1)</script></p>')).toEqual(['tag <script>']);
    expect(dangers('<img src="x.png" onerror="alert(1)">')).toEqual(['<img onerror>']);
    expect(dangers('<a href="javascript:alert(1)">x</a>')).toEqual(['<a href="javascript:alert(1)">']);
    expect(dangers('<a href="  JaVaScRiPt:alert(1)">x</a>')).toEqual(['<a href="  JaVaScRiPt:alert(1)">']);
    expect(dangers('<img src="data:image/svg+xml,<svg>">')).toEqual(['<img src="data:image/svg+xml,<svg>">']);
    expect(dangers('<p><a href="/about">ok</a> <img src="https://x.cn/a.png"></p>')).toEqual([]);
  });
});

describe('MarkdownRenderer: XSS vectors', () => {
  const vectors: [string, string][] = [
    ['raw script', '<script>alert(1)</script>'],
    ['script inside a paragraph', '前文 <script src="https://evil.example/x.js"></script> 后文'],
    ['img onerror', '<img src=x onerror=alert(1)>'],
    ['img onerror, quoted', '<img src="x" onerror="alert(document.cookie)">'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['raw anchor with javascript:', '<a href="javascript:alert(1)">点我</a>'],
    ['svg onload', '<svg onload=alert(1)>'],
    ['details ontoggle', '<details open ontoggle=alert(1)>'],
    ['style block', '<style>body{display:none}</style>'],
    ['object', '<object data="javascript:alert(1)"></object>'],
    ['html block', '<div onclick="alert(1)">\n\n块\n\n</div>'],
    ['link javascript:', '[x](javascript:alert(1))'],
    ['link JAVASCRIPT:', '[x](JAVASCRIPT:alert(1))'],
    ['link mixed case', '[x](JaVaScRiPt:alert(1))'],
    ['link with a leading space', '[x]( javascript:alert(1))'],
    ['link in angle brackets', '[x](<javascript:alert(1)>)'],
    ['link with a control character', '[x](\u0001javascript:alert(1))'],
    ['link vbscript:', '[x](vbscript:msgbox(1))'],
    ['link data:text/html', '[x](data:text/html,<script>alert(1)</script>)'],
    ['link data: base64', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['link file:', '[x](file:///etc/passwd)'],
    ['image data:image/svg+xml', '![x](data:image/svg+xml,<svg onload=alert(1)>)'],
    ['image data: base64', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['image javascript:', '![x](javascript:alert(1))'],
    ['image vbscript:', '![x](vbscript:msgbox(1))'],
    ['decimal entity', '[x](&#106;avascript:alert(1))'],
    ['hex entity', '[x](&#x6A;avascript:alert(1))'],
    ['entity in the middle', '[x](javas&#99;ript:alert(1))'],
    ['named entity colon', '[x](javascript&colon;alert(1))'],
    ['entity-encoded image', '![x](&#100;ata:image/svg+xml,<svg onload=alert(1)>)'],
    ['reference link', '[x][r]\n\n[r]: javascript:alert(1)'],
    ['reference image', '![x][r]\n\n[r]: data:image/svg+xml,<svg onload=alert(1)>'],
    ['autolink javascript:', '<javascript:alert(1)>'],
    ['autolink vbscript:', '<vbscript:msgbox(1)>'],
    ['autolink data:', '<data:text/html,<script>alert(1)</script>>'],
    ['quote breaking out of href', '[x](<https://ok.example/a" onclick="alert(1)>)'],
    ['quote breaking out of a title', '![x](/files/a.png "t\\" onload=\\"alert(1)")'],
    ['tag in alt text', '![<img src=x onerror=alert(1)>](/files/a.png)'],
    ['tag in link text', '[<script>alert(1)</script>](/about)'],
    ['tag in a heading', '## <img src=x onerror=alert(1)>'],
    ['tag in a table', '| a | b |\n|---|---|\n| <script>alert(1)</script> | [x](javascript:alert(1)) |'],
    ['script in a highlighted fence', '```html\n<script>alert(1)</script>\n<img src=x onerror=alert(1)>\n```'],
    ['script in an unknown fence', '```nosuchlang\n<script>alert(1)</script>\n```'],
    ['attribute in a fence info string', '```js" onmouseover="alert(1)\nconst a = 1;\n```'],
    ['inline code', '`<script>alert(1)</script>`'],
  ];

  it.each(vectors)('%s yields nothing executable', (_name, markdown) => {
    expectInert(html(markdown));
  });

  it('shows raw HTML as text instead of dropping what the author wrote', () => {
    expect(html('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
    expect(parse(html('<img src=x onerror=alert(1)>')).textContent).toBe('<img src=x onerror=alert(1)>\n');
  });

  it('renders a refused link as text, with no anchor at all', () => {
    for (const markdown of [
      '[x](javascript:alert(1))',
      '[x](&#106;avascript:alert(1))',
      '[x](vbscript:msgbox(1))',
      '[x](data:text/html,hi)',
      '<javascript:alert(1)>',
    ]) {
      const body = parse(html(markdown));
      expect(body.querySelector('a'), markdown).toBeNull();
    }
  });

  it('renders a refused image as its alt text, with no img at all', () => {
    for (const markdown of [
      '![替代文字](data:image/svg+xml,<svg>)',
      '![替代文字](javascript:alert(1))',
      '![替代文字](relative.png)',
      '![替代文字](//cdn.example/a.png)',
    ]) {
      const body = parse(html(markdown));
      expect(body.querySelector('img'), markdown).toBeNull();
      expect(body.textContent, markdown).toContain('替代文字');
    }
  });

  it('never leaves a protocol-relative (off-site) link looking like an on-site one', () => {
    for (const markdown of ['[x](//evil.example/path)', '[x](/\\/evil.example/path)', '[x](///evil.example/path)']) {
      const body = parse(html(markdown));
      expect(body.textContent, markdown).toContain('x');
      for (const a of body.querySelectorAll('a')) {
        const url = new URL(a.getAttribute('href')!, BASE);
        // An anchor may stay only when it opens like any external link.
        if (url.host !== 'blog.example.cn') {
          expect(a.getAttribute('target'), markdown).toBe('_blank');
          expect(a.getAttribute('rel'), markdown).toBe('noopener noreferrer nofollow');
        }
      }
    }
  });
});

describe('MarkdownRenderer: what is allowed', () => {
  const link = (markdown: string) => parse(html(markdown)).querySelector('a');

  it('keeps http, https, mailto, tel and relative links', () => {
    const cases: [string, string][] = [
      ['[x](https://example.com/a?b=1)', 'https://example.com/a?b=1'],
      ['[x](http://example.com)', 'http://example.com'],
      ['[x](HTTPS://EXAMPLE.COM)', 'HTTPS://EXAMPLE.COM'],
      ['[x](mailto:me@example.cn)', 'mailto:me@example.cn'],
      ['[x](tel:+8613800000000)', 'tel:+8613800000000'],
      ['[x](/articles/hello)', '/articles/hello'],
      ['[x](./next)', './next'],
      ['[x](../up)', '../up'],
      ['[x](#安装)', '#%E5%AE%89%E8%A3%85'],
      ['[x](other-page)', 'other-page'],
    ];
    for (const [markdown, href] of cases) {
      const a = link(markdown);
      expect(a, markdown).not.toBeNull();
      expect(a!.getAttribute('href'), markdown).toBe(href);
      expect(a!.textContent).toBe('x');
    }
  });

  it('opens external links in a new tab without the opener; on-site links stay as they are', () => {
    for (const markdown of [
      '[外链](https://example.com)',
      '[外链](http://example.com)',
      '<https://example.com/auto>',
      '见 https://example.com/bare 。',
    ]) {
      const a = link(markdown);
      expect(a, markdown).not.toBeNull();
      expect(a!.getAttribute('target'), markdown).toBe('_blank');
      expect(a!.getAttribute('rel'), markdown).toBe('noopener noreferrer nofollow');
    }
    for (const markdown of ['[站内](/about)', '[锚点](#top)', '[邮件](mailto:me@example.cn)', '[电话](tel:10086)']) {
      const a = link(markdown);
      expect(a, markdown).not.toBeNull();
      expect(a!.hasAttribute('target'), markdown).toBe(false);
      expect(a!.hasAttribute('rel'), markdown).toBe(false);
    }
  });

  it('keeps on-site and http(s) images, lazily loaded', () => {
    for (const src of ['/files/article/2024/a.webp', 'https://cdn.example.com/b.png', 'http://cdn.example.com/c.jpg']) {
      const out = html(`![图片说明](${src} "标题")`);
      const img = parse(out).querySelector('img');
      expect(img, src).not.toBeNull();
      expect(img!.getAttribute('src')).toBe(src);
      expect(img!.getAttribute('alt')).toBe('图片说明');
      expect(img!.getAttribute('title')).toBe('标题');
      expect(img!.getAttribute('loading')).toBe('lazy');
      expect(img!.getAttribute('decoding')).toBe('async');
      expectInert(out);
    }
  });

  it('gives an upload its width, height and a srcset of the copies that exist, sized for how wide it is shown', () => {
    const img = (src: string) => parse(html(`![湖](${src})`)).querySelector('img')!;
    const wide = img('/files/images/2026/11/abc-2400x1600.webp');
    expect([wide.getAttribute('width'), wide.getAttribute('height')]).toEqual(['2400', '1600']);
    expect(wide.getAttribute('srcset')).toBe(
      '/files/images/2026/11/abc-2400x1600-400.webp 400w, /files/images/2026/11/abc-2400x1600-800.webp 800w, ' +
        '/files/images/2026/11/abc-2400x1600-1600.webp 1600w, /files/images/2026/11/abc-2400x1600.webp 2400w',
    );
    expect(wide.getAttribute('sizes')).toBe('(max-width: 860px) 100vw, 860px');
    // Narrower than the column: shown at its own width, never stretched to the column's.
    const narrow = img('/files/images/2026/11/abc-600x400.webp');
    expect([narrow.getAttribute('width'), narrow.getAttribute('height')]).toEqual(['600', '400']);
    expect(narrow.getAttribute('srcset')).toBe(
      '/files/images/2026/11/abc-600x400-400.webp 400w, /files/images/2026/11/abc-600x400.webp 600w',
    );
    expect(narrow.getAttribute('sizes')).toBe('(max-width: 600px) 100vw, 600px');
    // No copies, or an upload from before sizes were named: the image as it is.
    for (const src of ['/files/images/2026/11/abc-300x200.webp', '/files/images/2025/03/abc.webp']) {
      expect(img(src).hasAttribute('srcset'), src).toBe(false);
      expect(img(src).hasAttribute('sizes'), src).toBe(false);
    }
    expect(img('/files/images/2025/03/abc.webp').hasAttribute('width')).toBe(false);
  });

  it('keeps ordinary Markdown: emphasis, lists, quotes, tables', () => {
    const out = html('**粗体** *斜体* ~~删除~~\n\n- 一\n- 二\n\n1. 甲\n\n> 引用\n\n| 列 |\n|---|\n| 值 |\n\n---');
    const body = parse(out);
    expect(body.querySelector('strong')?.textContent).toBe('粗体');
    expect(body.querySelector('em')?.textContent).toBe('斜体');
    expect(body.querySelector('s')?.textContent).toBe('删除');
    expect(body.querySelectorAll('ul li')).toHaveLength(2);
    expect(body.querySelectorAll('ol li')).toHaveLength(1);
    expect(body.querySelector('blockquote')?.textContent?.trim()).toBe('引用');
    expect(body.querySelector('td')?.textContent).toBe('值');
    expect(body.querySelector('hr')).not.toBeNull();
    expectInert(out);
  });
});

describe('MarkdownRenderer: headings', () => {
  it('gives every heading an id that keeps Chinese, and lists h2–h4 for the table of contents', () => {
    const { html: out, headings } = renderer.render(
      '# 文章标题\n\n## 安装 Node.js\n\n### 配置 `tsconfig`\n\n#### 第四级\n\n##### 第五级\n\n###### 第六级',
    );
    const ids = [...parse(out).querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => [h.tagName.toLowerCase(), h.id]);
    expect(ids).toEqual([
      ['h1', '文章标题'],
      ['h2', '安装-nodejs'],
      ['h3', '配置-tsconfig'],
      ['h4', '第四级'],
      ['h5', '第五级'],
      ['h6', '第六级'],
    ]);
    expect(headings).toEqual([
      { level: 2, text: '安装 Node.js', id: '安装-nodejs' },
      { level: 3, text: '配置 tsconfig', id: '配置-tsconfig' },
      { level: 4, text: '第四级', id: '第四级' },
    ]);
  });

  it('suffixes repeated headings so every id is unique', () => {
    const { html: out, headings } = renderer.render(
      '## 小结\n\n## 小结\n\n### 小结\n\n## Hello World!\n\n## hello world',
    );
    expect(headings.map((h) => h.id)).toEqual(['小结', '小结-1', '小结-2', 'hello-world', 'hello-world-1']);
    expect([...parse(out).querySelectorAll('h2, h3')].map((h) => h.id)).toEqual(headings.map((h) => h.id));
  });

  it('never gives two headings the same id, even when a heading reads like a suffixed one', () => {
    for (const markdown of [
      '## a\n\n## a\n\n## a-1',
      '## a-1\n\n## a\n\n## a',
      '## 步骤\n\n## 步骤 1\n\n## 步骤\n\n## 步骤-1',
    ]) {
      const ids = renderer.render(markdown).headings.map((h) => h.id);
      expect(new Set(ids).size, `${markdown} → ${ids.join(', ')}`).toBe(ids.length);
    }
  });

  it('gives a heading of punctuation only a usable id', () => {
    const { headings } = renderer.render('## ！！！\n\n## ？？？');
    expect(headings.map((h) => h.id)).toEqual(['section', 'section-1']);
  });

  it('keeps the text of emphasised and linked words in the heading list', () => {
    const { headings } = renderer.render('## 使用 *Vite* 与 [React](https://react.dev)');
    expect(headings).toEqual([{ level: 2, text: '使用 Vite 与 React', id: '使用-vite-与-react' }]);
  });
});

describe('MarkdownRenderer: code', () => {
  it('highlights a fence in a known language with Shiki, light and dark', async () => {
    for (const lang of ['ts', 'typescript', 'js', 'python', 'bash', 'json', 'sql']) {
      const out = (await renderer.renderHighlighted(`\`\`\`${lang}\nconst answer = 42;\n\`\`\``)).html;
      const pre = parse(out).querySelector('pre');
      expect(pre?.classList.contains('shiki'), lang).toBe(true);
      expect(pre?.className).toContain('github-light');
      expect(pre?.className).toContain('github-dark');
      expect(pre?.querySelectorAll('span.line').length, lang).toBeGreaterThan(0);
      expect(pre?.textContent, lang).toBe('const answer = 42;\n');
    }
  });

  it('escapes the code of a highlighted fence', async () => {
    const out = (await renderer.renderHighlighted('```html\n<script>alert("x")</script>\n```')).html;
    expect(out).toContain('class="shiki');
    expect(out).not.toContain('<script');
    expect(parse(out).querySelector('pre')?.textContent).toBe('<script>alert("x")</script>\n');
  });

  it('loads a language’s grammar when a document first needs it, and keeps no plain rendering of it', async () => {
    const doc = '```go\npackage main\n```';
    // Rendered before its grammar is there: plain this once, with the language's name.
    const before = parse(renderer.render(doc).html);
    expect(before.querySelector('pre')?.classList.contains('code-plain')).toBe(true);
    expect(before.querySelector('.code-block-lang')?.textContent).toBe('Go');
    // What readers get waits for the grammar; from then on every rendering is highlighted.
    const ready = parse((await renderer.renderHighlighted(doc)).html);
    expect(ready.querySelector('pre')?.classList.contains('shiki')).toBe(true);
    expect(parse(renderer.render(doc).html).querySelector('pre')?.classList.contains('shiki')).toBe(true);
    expect(parse(renderer.render('```golang\nfunc main() {}\n```').html).querySelector('pre.shiki')).not.toBeNull();
  });

  it('shows a fence in an unknown or no language plain and escaped', () => {
    for (const fence of ['```brainfuck\n<b>&amp;</b>\n```', '```\n<b>&amp;</b>\n```']) {
      const out = html(fence);
      const pre = parse(out).querySelector('pre');
      expect(pre?.classList.contains('shiki'), fence).toBe(false);
      expect(pre?.className).toBe('code-plain');
      expect(pre?.querySelector('b')).toBeNull();
      expect(pre?.textContent).toBe('<b>&amp;</b>\n');
    }
  });
});

describe('MarkdownRenderer: code block bar', () => {
  it('names the language above each block and gives it a 复制 button, outside the code that is copied', () => {
    const cases: [string, string][] = [
      ['```ts\nconst a = 1;\n```', 'TypeScript'],
      ['```sh\nnpm start\n```', 'Shell'],
      ['```brainfuck\n+++\n```', 'brainfuck'],
      ['```\nplain\n```', '文本'],
      ['```<b>x</b>\nplain\n```', '<b>x</b>'],
    ];
    for (const [markdown, label] of cases) {
      const out = html(markdown);
      const block = parse(out).querySelector('div.code-block')!;
      expect(block, markdown).not.toBeNull();
      expect(block.querySelector('.code-block-bar .code-block-lang')?.textContent, markdown).toBe(label);
      const button = block.querySelector('.code-block-bar button.code-copy')!;
      expect(button.getAttribute('type')).toBe('button');
      expect(button.textContent).toBe('复制');
      expect(block.querySelector('pre')?.textContent, markdown).toBe(markdown.split('\n')[1] + '\n');
      expectInert(out);
    }
  });
});

describe('MarkdownRenderer: text', () => {
  it('gives the readable text, and the text outside headings for excerpts', () => {
    const { text, bodyText } = renderer.render(
      '# 标题一\n\n第一段，**加粗**的字。\n\n## 标题二\n\n```js\nconst hidden = 1;\n```\n\n- 列表项',
    );
    expect(text).toBe('标题一\n第一段，加粗的字。\n标题二\n列表项');
    expect(bodyText).toBe('第一段，加粗的字。\n列表项');
  });

  it('keeps list items, table cells and broken lines apart in the excerpt', () => {
    const excerpt = (markdown: string) => excerptOf(renderer.render(markdown).bodyText);
    expect(excerpt('- 天气：晴\n- 距离：20 km\n\n1. first\n2. second')).toBe('天气：晴 距离：20 km first second');
    expect(excerpt('| 名称 | 价格 |\n| --- | --- |\n| 咖啡 | 20 |\n| **茶** | 10 |')).toBe('名称 价格 咖啡 20 茶 10');
    expect(excerpt('one line\nnext line  \nlast line\n\n- item\n  continued')).toBe(
      'one line next line last line item continued',
    );
  });
});

describe('readingMinutes', () => {
  it('counts about 400 Chinese characters a minute, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('短文')).toBe(1);
    expect(readingMinutes('字'.repeat(400))).toBe(1);
    expect(readingMinutes('字'.repeat(800))).toBe(2);
    expect(readingMinutes('字'.repeat(2000))).toBe(5);
    expect(readingMinutes('字'.repeat(4000))).toBe(10);
  });

  it('counts about 200 Latin words a minute, added to the Chinese', () => {
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
    expect(readingMinutes(`${'字'.repeat(800)} ${'word '.repeat(400)}`)).toBe(4);
    // Latin words between Chinese characters are still words.
    expect(readingMinutes('用React写'.repeat(400))).toBe(4);
  });
});

describe('excerptOf', () => {
  it('keeps a short text whole, with the whitespace folded', () => {
    expect(excerptOf('  第一行\n\n第二行   还有  ')).toBe('第一行 第二行 还有');
    expect(excerptOf('')).toBe('');
    expect(excerptOf('字'.repeat(160))).toBe('字'.repeat(160));
  });

  it('cuts a long text at the last sentence end near the limit', () => {
    const first = `${'甲'.repeat(99)}。`; // 100 characters
    const second = `${'乙'.repeat(29)}！`; // up to 130
    const text = `${first}${second}${'丙'.repeat(100)}`;
    expect(excerptOf(text)).toBe(`${first}${second}`);
    expect(excerptOf(`${'甲'.repeat(119)}？${'乙'.repeat(100)}`)).toBe(`${'甲'.repeat(119)}？`);
    expect(excerptOf(`${'a'.repeat(120)}. ${'b'.repeat(100)}`)).toBe(`${'a'.repeat(120)}.`);
  });

  it('cuts at the limit with an ellipsis when no sentence ends near it', () => {
    const early = `${'甲'.repeat(50)}。${'乙'.repeat(200)}`; // the only full stop is too early
    expect(excerptOf(early)).toBe(`${early.slice(0, 160)}…`);
    expect(excerptOf('字'.repeat(300))).toBe(`${'字'.repeat(160)}…`);
    expect(excerptOf('字'.repeat(300), 20)).toBe(`${'字'.repeat(20)}…`);
  });
});

describe('markdownText (search index and snippets)', () => {
  it('keeps the words, drops code blocks, link targets, image addresses, tags and syntax marks', () => {
    const md = [
      '# 标题一',
      '',
      '正文里有**加粗**、*斜体*、`行内代码`和~~删除线~~。',
      '',
      '- 列表项 [链接文字](https://example.com/a)',
      '1. 第二项 ![图片说明](/files/a/b.webp)',
      '> 引用一句',
      '',
      '```ts',
      'const secret = 1;',
      '```',
      '',
      '| 列一 | 列二 |',
      '| --- | :---: |',
      '| 甲 | 乙 |',
      '<span>标签里的字</span>',
    ].join('\n');
    const text = markdownText(md);
    expect(text).toBe(
      '标题一 正文里有加粗、斜体、行内代码和删除线。 列表项 链接文字 第二项 图片说明 引用一句 列一 列二 甲 乙 标签里的字',
    );
  });

  it('drops an unclosed code fence to the end', () => {
    expect(markdownText('前言\n\n```\n未闭合的代码')).toBe('前言');
  });
});

describe('MarkdownRenderer: documents rendered again', () => {
  const doc = (n: number) => `## 第 ${n} 节\n\n${'正文'.repeat(100)}\n\n\`\`\`ts\nconst n = ${n};\n\`\`\`\n`;

  it('gives a document read again its first rendering, not a new one; another text is rendered anew', () => {
    const first = renderer.render(doc(1));
    expect(renderer.render(doc(1))).toBe(first);
    expect(first.html).toContain('code-block');
    const other = renderer.render(doc(2));
    expect(other).not.toBe(first);
    expect(other.html).toContain('第 2 节');
  });

  it('keeps no more rendered text than it is given room for, the least recently read going first', async () => {
    const size = ({ html, text, bodyText }: ReturnType<MarkdownRenderer['render']>) =>
      html.length + text.length + bodyText.length;
    // Room for two of these documents, not three.
    const small = await MarkdownRenderer.create({ memoChars: Math.round(2.5 * size(renderer.render(doc(1)))) });
    const a = small.render(doc(1));
    const b = small.render(doc(2));
    expect(small.render(doc(1))).toBe(a); // 1 is now more recent than 2
    small.render(doc(3)); // no room for three: 2 goes
    expect(small.render(doc(1))).toBe(a);
    expect(small.render(doc(2))).not.toBe(b);
  });
});
