import { fileExtension } from '@app/contract';

/** How the site serves a stored object: the type it says, and whether a browser may show it in place. */
export interface Serving {
  contentType: string;
  /** False: `Content-Disposition: attachment`, the browser saves the file instead of opening it. */
  inline: boolean;
}

/**
 * Shown in place: pictures and plain text, which a browser displays without running anything.
 * (Uploaded JPEG, PNG, GIF, SVG and WebP are re-encoded to WebP; the others are stored as sent.)
 */
const INLINE: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  txt: 'text/plain; charset=utf-8',
  log: 'text/plain; charset=utf-8',
  md: 'text/plain; charset=utf-8',
};

/**
 * Saved, under their own type, so the reader's program opens them. PDF is among them: a browser's
 * PDF viewer runs the document's scripts and forms on the site's origin, and cannot be sandboxed
 * (Chrome refuses to show a PDF under a CSP sandbox), so a PDF someone uploaded is not opened there.
 */
const ATTACHMENT: Record<string, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  gz: 'application/gzip',
  tar: 'application/x-tar',
  '7z': 'application/x-7z-compressed',
  rar: 'application/vnd.rar',
  json: 'application/json',
  csv: 'text/csv; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  epub: 'application/epub+zip',
};

/**
 * By the object's extension, never by what the uploader or the store claims. Anything else — HTML,
 * SVG kept as sent, XML, JavaScript, unknown types — is bytes to save: a browser would run it on
 * the site's origin.
 */
export function servingOf(objectName: string): Serving {
  const extension = fileExtension(objectName);
  const inline = INLINE[extension];
  if (inline) return { contentType: inline, inline: true };
  return { contentType: ATTACHMENT[extension] ?? 'application/octet-stream', inline: false };
}
