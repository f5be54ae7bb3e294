import type { BackgroundArea } from '@app/contract';

/** Which background a public path shows: the home page, an article, or the rest. */
export function backgroundAreaOf(pathname: string): BackgroundArea {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return 'home';
  if (segments.length === 2 && segments[0] === 'articles') return 'article';
  return 'other';
}
