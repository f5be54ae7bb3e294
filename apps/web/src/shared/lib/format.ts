import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);
dayjs.locale('zh-cn');

export const formatDate = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('YYYY年M月D日') : '');
export const formatDateTime = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');
export const daysSince = (iso: string, now = new Date()): number => Math.max(0, dayjs(now).startOf('day').diff(dayjs(iso).startOf('day'), 'day'));

/** 12345 → '1.2万'; below 10,000 the plain number. */
export const formatCount = (n: number): string => (n >= 10_000 ? `${(n / 10_000).toFixed(1).replace(/\.0$/, '')}万` : String(n));
