import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import relativeTime from 'dayjs/plugin/relativeTime';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useHydrated } from '../use-hydrated.ts';

dayjs.extend(relativeTime);

/** '3 分钟前'; a time slightly ahead of this browser's clock counts as now, not '几秒后'. */
const fromNow = (iso: string): string => {
  const now = dayjs();
  const at = dayjs(iso);
  return (at.isAfter(now) ? now : at).locale('zh-cn').fromNow();
};

/**
 * A comment's time: '3 分钟前', with the date and time (Beijing time) on hover. The server and
 * the hydrating browser write the absolute time; the relative one follows once hydrated.
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const hydrated = useHydrated();
  const absolute = formatDateTime(iso);
  return (
    <time className={className} dateTime={iso} title={absolute}>
      {hydrated ? fromNow(iso) : absolute}
    </time>
  );
}
