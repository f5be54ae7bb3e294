import { formatDateTime, formatFromNow } from '../../../shared/lib/format.ts';
import { useHydrated } from '../use-hydrated.ts';

/**
 * A comment's time: '3 分钟前', with the date and time (Beijing time) on hover. The server and
 * the hydrating browser write the absolute time; the relative one follows once hydrated.
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const hydrated = useHydrated();
  const absolute = formatDateTime(iso);
  return (
    <time className={className} dateTime={iso} title={absolute}>
      {hydrated ? formatFromNow(iso) : absolute}
    </time>
  );
}
