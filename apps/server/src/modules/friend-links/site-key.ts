import { domainToUnicode } from 'node:url';
import { withoutTrailingSlashes } from '../../platform/text/trim.ts';

/**
 * One site, however its address is written: the host without `www.` (and its port when it has
 * one), then the path without trailing slashes. Scheme, query and fragment do not make another
 * site, so `https://www.Example.com/` and `http://example.com` are one key. The database holds the
 * key under a unique index: that, not a look-up before the insert, is what refuses a second
 * application for a site, however many arrive at once.
 *
 * Host and path are kept as typed (Unicode, not punycode or %-escapes) so that the key is never
 * longer than the address it comes from.
 */
export function siteKey(address: string): string {
  const url = new URL(address);
  const host = (domainToUnicode(url.hostname) || url.hostname).toLowerCase().replace(/^www\./, '');
  const port = url.port ? `:${url.port}` : '';
  return `${host}${port}${withoutTrailingSlashes(decodePath(url.pathname))}`;
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
