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
 * Pages that read what the real ones read: the site info (top bar, footer, head) through the API,
 * and the title from the two title steps the server passes each render (the site service's own).
 */
export function webBuildReadingSiteInfo(): string {
  return miniWebBuild(
    `export const pageKey = (url) => url.split('?')[0];
    export async function render({ url, api, titleSteps }) {
      const info = (await api({ method: 'GET', url: '/api/public/site/info' })).data.data;
      const { pageType } = await titleSteps.matchPageType(url);
      const format = await titleSteps.formatTitle({ pageType, title: '某页' });
      return {
        status: 200,
        appHtml: '<header>' + info.siteName + '</header><footer>' + info.icpNumber + '</footer>',
        head: '<meta name="description" content="' + info.description + '">',
        state: '',
        title: format.formattedTitle,
        cacheable: true,
      };
    }`,
  );
}
