/**
 * Text trimming in one pass from each end. A regular expression such as `/-+$/` looks like the
 * same thing, but from every position of a long run it scans to the run's end (quadratic time on
 * input of dashes, slashes or spaces that does not end with one).
 */
export function trimChars(text: string, trimmed: (ch: string) => boolean): string {
  let start = 0;
  let end = text.length;
  while (start < end && trimmed(text[start]!)) start += 1;
  while (end > start && trimmed(text[end - 1]!)) end -= 1;
  return text.slice(start, end);
}

export const withoutTrailingSlashes = (url: string): string => {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
};

/** 'al***@example.com': enough to recognise one's own address, not to learn someone else's. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
};

/** Lines joined without trailing spaces and without blank lines. */
export const tidyLines = (lines: string[]): string =>
  lines
    .flatMap((line) => line.split('\n'))
    .map((line) => line.trimEnd())
    .filter((line) => line !== '')
    .join('\n')
    .trim();
