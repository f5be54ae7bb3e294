import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);
dayjs.locale('zh-cn');

export const formatDate = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('YYYY-MM-DD') : '');
export const formatDateTime = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');
export const daysSince = (iso: string, now = new Date()): number => Math.max(0, dayjs(now).startOf('day').diff(dayjs(iso).startOf('day'), 'day'));

const oneDecimal = (n: number) => (Math.floor(n * 10) / 10).toFixed(1).replace(/\.0$/, '');

/** Spec 02 §9: 1000 or more as k, 10000 or more as 万, one decimal (1234 → '1.2k', 12345 → '1.2万'). */
export const formatCount = (n: number): string => (n >= 10_000 ? `${oneDecimal(n / 10_000)}万` : n >= 1000 ? `${oneDecimal(n / 1000)}k` : String(n));
