import { ErrorCode, SUBSCRIPTION_MESSAGES } from '@app/contract';
import { ApiError, errorText } from '../../shared/api/api-error.ts';

/** Spec 02 §8: the server's message, else the error's own, else '操作失败，请稍后重试'. */
export const failureText = (error: unknown): string => errorText(error, SUBSCRIPTION_MESSAGES.failed);

/** A resend refused within the server's cooldown says to wait (spec 02 §8); anything else as usual. */
export const resendFailureText = (error: unknown): string =>
  error instanceof ApiError && error.code === ErrorCode.CODE_COOLDOWN
    ? SUBSCRIPTION_MESSAGES.cooldown
    : failureText(error);
