import type { ApiEnvelope } from '@app/contract';

/** A successful reply in the shared envelope. */
export const ok = <T>(data: T, message = '操作成功'): ApiEnvelope<T> => ({ success: true, message, data });
