import {
  CATEGORY_DELETE_FAILED,
  CATEGORY_LOAD_FAILED,
  CATEGORY_LOAD_NETWORK_FAILED,
  CATEGORY_SAVE_FALLBACK,
  CATEGORY_SAVE_MESSAGES,
  errorMessages,
  type ErrorCode,
} from '@app/contract';
import { ApiError } from '../../shared/api/api-error.ts';

/** Refusals the administrator can put right in the form: the server's own words say how. */
const FIXABLE: readonly ErrorCode[] = [
  'CATEGORY_CYCLE',
  'CATEGORY_PARENT_INACTIVE',
  'CATEGORY_SLUG_TAKEN',
  'VALIDATION_FAILED',
];

const isCode = (code: string | undefined): code is ErrorCode => code !== undefined && code in errorMessages;

/**
 * Spec 01 §8, a failed category save: parent not found, too deep and a duplicate name get the
 * spec's texts; refusals the user can fix (cycle, inactive parent, slug taken, validation) the
 * server's message; anything else (network, 5xx, unknown) '系统错误，请稍后重试'.
 */
export function categorySaveErrorText(error: unknown): string {
  const code = error instanceof ApiError ? error.code : undefined;
  if (!isCode(code)) return CATEGORY_SAVE_FALLBACK;
  if (code in CATEGORY_SAVE_MESSAGES) return CATEGORY_SAVE_MESSAGES[code as keyof typeof CATEGORY_SAVE_MESSAGES];
  if (FIXABLE.includes(code)) return (error as ApiError).specific ? (error as ApiError).message : errorMessages[code];
  return CATEGORY_SAVE_FALLBACK;
}

/** A failed delete: the server's reason when it gave one, else '删除失败，请稍后重试'. */
export function categoryDeleteErrorText(error: unknown): string {
  return error instanceof ApiError && error.status !== undefined && error.status < 500 && error.specific
    ? error.message
    : CATEGORY_DELETE_FAILED;
}

/** The tree could not be loaded: '网络错误，获取分类数据失败' when the network failed, else '获取分类数据失败'. */
export function categoryLoadErrorText(error: unknown): string {
  return error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT')
    ? CATEGORY_LOAD_NETWORK_FAILED
    : CATEGORY_LOAD_FAILED;
}
