import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminSubscription,
  AdminSubscriptionInput,
  batchStatusResultSchema,
  NotificationDetail,
  NotificationJob,
  NotifyInput,
  NotifyPreview,
  PageRequest,
  PageResult,
  SubscriptionStats,
  SubscriptionStatus,
} from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';
import type { ListCall } from './subscription-filter.ts';

/**
 * The list and the stats sit under `all`, refetched together after every change; the sending
 * jobs apart (a change to a subscription does not touch them).
 */
export const subscriptionKeys = {
  all: ['admin', 'subscriptions'] as const,
  stats: ['admin', 'subscriptions', 'stats'] as const,
  jobs: ['admin', 'subscription-notifications'] as const,
};

/** How often the jobs are read again while one of them is still sending. */
export const JOB_POLL_MS = 2000;

/** One page of the list through the call the filters chose (subscription-filter.ts). */
export const adminSubscriptionsQuery = (api: ApiClient, call: ListCall) =>
  queryOptions({
    queryKey: [...subscriptionKeys.all, 'list', call.path, call.params],
    queryFn: () => api.get<PageResult<AdminSubscription>>(call.path, { params: call.params }),
    placeholderData: keepPreviousData,
  });

/** GET /admin/subscriptions/stats: the cards above the list. */
export const subscriptionStatsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: subscriptionKeys.stats,
    queryFn: () => api.get<SubscriptionStats>('/admin/subscriptions/stats'),
  });

/** GET /admin/subscriptions/notifications: newest first; read every 2 s until no job is sending. */
export const notificationJobsQuery = (api: ApiClient, paging: PageRequest) =>
  queryOptions({
    queryKey: [...subscriptionKeys.jobs, 'list', paging],
    queryFn: () => api.get<PageResult<NotificationJob>>('/admin/subscriptions/notifications', { params: paging }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.content.some((job) => job.status === 'SENDING') ? JOB_POLL_MS : false,
  });

/** One job with the addresses it could not reach. */
export const notificationDetailQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: [...subscriptionKeys.jobs, 'detail', id],
    queryFn: () => api.get<NotificationDetail>(`/admin/subscriptions/notifications/${id}`),
  });

export const createSubscription = (api: ApiClient, body: AdminSubscriptionInput) =>
  api.post<AdminSubscription>('/admin/subscriptions', body);
export const updateSubscription = (api: ApiClient, id: number, body: AdminSubscriptionInput) =>
  api.put<AdminSubscription>(`/admin/subscriptions/${id}`, body);
export const deleteSubscription = (api: ApiClient, id: number) => api.delete<null>(`/admin/subscriptions/${id}`);

/** PUT /admin/subscriptions/batch-status?subscriptionIds=1,2&status=…, no body (spec 02 §7). */
export const batchSubscriptionStatus = (api: ApiClient, ids: number[], status: SubscriptionStatus) =>
  api.put<z.infer<typeof batchStatusResultSchema>>('/admin/subscriptions/batch-status', undefined, {
    params: { subscriptionIds: ids.join(','), status },
  });

export const previewNotification = (api: ApiClient, body: NotifyInput) =>
  api.post<NotifyPreview>('/admin/subscriptions/notify/preview', body);
export const sendNotification = (api: ApiClient, body: NotifyInput) =>
  api.post<NotificationJob>('/admin/subscriptions/notify', body);
