import { describe, expect, it } from 'vitest';
import { NONCE_SLOT } from './nonce-slot.ts';
import { PageShell, shellOf } from './page-shell.ts';

const TEMPLATE =
  '<!doctype html><html lang="zh-CN" data-theme="light"><head><meta charset="UTF-8" /><!--app-head--></head>' +
  '<body><div id="root"><!--app-html--></div><script src="/boot.js"></script></body></html>';

describe('the page shell', () => {
  it('puts the theme, the head, the scripts before </head> and the app where index.html marks them, the nonce in every slot', () => {
    const page = new PageShell(TEMPLATE).page(
      {
        theme: 'dark',
        title: '文章 - 小站',
        head: `<style nonce="${NONCE_SLOT}">p{}</style>`,
        state: '<script type="application/json" id="ssr-state">{}</script>',
        beforeHeadEnd: '<meta name="page-scripts" content="/a.js">',
        appHtml: '<main>正文</main>',
      },
      'n0nce',
    );
    expect(page.toString('utf8')).toBe(
      '<!doctype html><html lang="zh-CN" data-theme="dark"><head><meta charset="UTF-8" />' +
        '<meta property="csp-nonce" nonce="n0nce" /><title>文章 - 小站</title><style nonce="n0nce">p{}</style>' +
        '<script type="application/json" id="ssr-state">{}</script>' +
        '<meta name="page-scripts" content="/a.js"></head>' +
        '<body><div id="root"><main>正文</main></div><script src="/boot.js"></script></body></html>',
    );
  });

  it("keeps an article's text as it is, `$'` and `$&` included (String.replace reads them as patterns)", () => {
    const text = "<pre>echo $'a\\tb' && echo $& $` $$</pre>";
    const page = new PageShell(TEMPLATE)
      .page({ theme: 'light', title: "$' 与 $&", head: '', state: '', beforeHeadEnd: '', appHtml: text }, 'n')
      .toString('utf8');
    expect(page).toContain(`<div id="root">${text}</div>`);
    expect(page).toContain("<title>$' 与 $&</title>");
  });

  it('gives the client-only pages a loading title and an empty app', () => {
    expect(new PageShell(TEMPLATE).shell('light', 'n').toString('utf8')).toBe(
      '<!doctype html><html lang="zh-CN" data-theme="light"><head><meta charset="UTF-8" />' +
        '<meta property="csp-nonce" nonce="n" /><title>加载中…</title></head>' +
        '<body><div id="root"></div><script src="/boot.js"></script></body></html>',
    );
  });

  it('carries what the shell is given for its head (the site stylesheet), with the nonce slot filled', () => {
    const page = new PageShell(TEMPLATE).shell('dark', 'n', '<link rel="stylesheet" href="/assets/site-1.css">');
    expect(page.toString('utf8')).toContain(
      'data-theme="dark"><head><meta charset="UTF-8" /><meta property="csp-nonce" nonce="n" /><title>加载中…</title>' +
        '<link rel="stylesheet" href="/assets/site-1.css"></head>',
    );
  });

  it('refuses an index.html without one of its marks, and is cut once for the same template', () => {
    expect(() => new PageShell(TEMPLATE.replace('<!--app-html-->', ''))).toThrow('<!--app-html-->');
    const shells = shellOf();
    expect(shells(TEMPLATE)).toBe(shells(TEMPLATE));
    expect(shells(`${TEMPLATE} `)).not.toBe(shells(TEMPLATE));
  });
});
