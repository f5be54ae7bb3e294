import { queryOptions } from '@tanstack/react-query';
import type {
  SendCodeInput,
  SubscribeInput,
  SubscribeResult,
  Subscription,
  UnsubscribeResult,
  VerifySubscriptionQuery,
} from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

export const subscriptionKeys = { mine: ['subscriptions', 'mine'] as const };

/** GET /user/subscriptions/my: every subscription of the account, each with its unsubscribe token. */
export const mySubscriptionsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: subscriptionKeys.mine,
    queryFn: () => api.get<Subscription[]>('/user/subscriptions/my'),
    // Changed from mails (a token link) and by the administrator: never taken as fresh.
    staleTime: 0,
  });

/** The account's own address is active at once; another one waits for the code mailed to it. */
export const subscribe = (api: ApiClient, input: SubscribeInput) =>
  api.post<SubscribeResult>('/user/subscriptions/subscribe', input);

/** Spec 02 §7: the code and what it is for travel as query parameters, with no body. */
export const verifySubscription = (api: ApiClient, query: VerifySubscriptionQuery) =>
  api.post<null>('/user/subscriptions/verify-code', undefined, { params: query });

/** Mails the subscription's code again (the server's cooldown is 120 s). */
export const resendSubscriptionCode = (api: ApiClient, email: string) =>
  api.post<null>('/email/send-code', { email, codeType: 'SUBSCRIBE' } satisfies SendCodeInput);

/** The token of the mails' link: works without signing in, and a second time too. */
export const unsubscribeByToken = (api: ApiClient, token: string) =>
  api.get<UnsubscribeResult>('/user/subscriptions/unsubscribe', { params: { token } });
