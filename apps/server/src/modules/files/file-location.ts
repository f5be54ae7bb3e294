import { BUCKET_PATTERN, isObjectName } from '../../platform/storage/storage.ts';

export interface FileLocation {
  bucket: string;
  objectName: string;
}

const FILES_PATH = '/files/';

/**
 * The bucket and object a file address names: a path on this site (`/files/<bucket>/<object>`) or
 * the same on the site's own origin. Null for anything else — another origin, a protocol-relative
 * or credentialed address, a query or fragment, a backslash, any percent-encoding (an object name
 * never needs one; `%2e%2e` is how '..' hides), a '.' or '..' segment. The path is read as it was
 * written, never as a URL parser normalises it ('/files/a/../b' is refused, not turned into '/files/b').
 */
export function fileLocationOf(fileUrl: string, siteOrigin: string): FileLocation | null {
  let path: string;
  if (fileUrl.startsWith('/')) {
    if (fileUrl.startsWith('//')) return null;
    path = fileUrl;
  } else {
    let url: URL;
    try {
      url = new URL(fileUrl);
    } catch {
      return null;
    }
    if (url.origin !== new URL(siteOrigin).origin || url.username || url.password) return null;
    const afterScheme = fileUrl.slice(fileUrl.indexOf('//') + 2);
    const slash = afterScheme.indexOf('/');
    if (slash < 0) return null;
    path = afterScheme.slice(slash);
  }
  if (!path.startsWith(FILES_PATH)) return null;
  const rest = path.slice(FILES_PATH.length);
  const slash = rest.indexOf('/');
  if (slash < 0) return null;
  const bucket = rest.slice(0, slash);
  const objectName = rest.slice(slash + 1);
  return BUCKET_PATTERN.test(bucket) && isObjectName(objectName) ? { bucket, objectName } : null;
}
