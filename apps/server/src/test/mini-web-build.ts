import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TEMPLATE =
  '<!doctype html><html data-theme="light"><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

/**
 * A built web app in miniature, in a temporary folder: the page template and a server entry whose
 * source is given (it exports `pageKey` and `render`, as apps/web's does).
 */
export function miniWebBuild(entrySource: string, template = TEMPLATE): string {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-web-'));
  fs.mkdirSync(path.join(distDir, 'client'));
  fs.mkdirSync(path.join(distDir, 'server'));
  fs.writeFileSync(path.join(distDir, 'client', 'index.html'), template);
  fs.writeFileSync(path.join(distDir, 'server', 'package.json'), '{ "type": "module" }');
  fs.writeFileSync(path.join(distDir, 'server', 'entry-server.js'), entrySource);
  return distDir;
}

/**
 * Pages that read what the real ones read through the API: the site info (top bar, footer, head)
 * and the title from match-page-type + format-title.
 */
export function webBuildReadingSiteInfo(): string {
  return miniWebBuild(
    `export const pageKey = (url) => url.split('?')[0];
    export async function render({ url, api }) {
      const info = (await api({ method: 'GET', url: '/api/public/site/info' })).data.data;
      const match = await api({ method: 'POST', url: '/api/public/site/match-page-type', body: JSON.stringify({ path: url }) });
      const format = await api({
        method: 'POST',
        url: '/api/public/site/format-title',
        body: JSON.stringify({ pageType: match.data.data.pageType, title: '某页' }),
      });
      return {
        status: 200,
        appHtml: '<header>' + info.siteName + '</header><footer>' + info.icpNumber + '</footer>',
        head: '<meta name="description" content="' + info.description + '">',
        state: '',
        title: format.data.data.formattedTitle,
        cacheable: true,
      };
    }`,
  );
}
