import type { LoaderFunctionArgs } from 'react-router';
import { SUBSCRIPTION_MESSAGES, type UnsubscribeResult } from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { unsubscribeByToken } from './api.ts';
import { failureText } from './subscription-errors.ts';

/** What the unsubscribe page shows: done, a link that names no subscription, or a failure to retry. */
export type UnsubscribeOutcome =
  | { kind: 'done'; result: UnsubscribeResult }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string };

/**
 * /unsubscribe?token=…, the link of every mail: unsubscribes while the page is rendered (on the
 * server for a click in a mail), signed in or not. A second click is done again, not an error.
 */
export const loadUnsubscribe =
  (api: ApiClient) =>
  async ({ request }: LoaderFunctionArgs): Promise<UnsubscribeOutcome> => {
    const token = new URL(request.url).searchParams.get('token')?.trim();
    if (!token) return { kind: 'invalid', message: SUBSCRIPTION_MESSAGES.tokenInvalid };
    try {
      return { kind: 'done', result: await unsubscribeByToken(api, token) };
    } catch (e) {
      // The server refused the link ('退订链接无效或已失效'): nothing to retry.
      const refused = e instanceof ApiError && e.status !== undefined && e.status >= 400 && e.status < 500;
      return { kind: refused ? 'invalid' : 'failed', message: failureText(e) };
    }
  };
