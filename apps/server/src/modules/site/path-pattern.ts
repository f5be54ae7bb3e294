/**
 * Matches a path against a pattern of literal segments, `:name` segments (one segment) and a
 * trailing `*` (any rest, including nothing). Trailing slashes and case of literals are ignored.
 */
export function matchPathPattern(pattern: string, path: string): Record<string, string> | null {
  const split = (p: string) => p.split('/').filter((s) => s.length > 0);
  const want = split(pattern);
  const have = split(path.split(/[?#]/)[0] ?? '/');
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    if (segment === '*') return params;
    const actual = have[i];
    if (actual === undefined) return null;
    if (segment.startsWith(':')) {
      params[segment.slice(1)] = safeDecode(actual);
    } else if (segment.toLowerCase() !== actual.toLowerCase()) {
      return null;
    }
  }
  return have.length === want.length ? params : null;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
