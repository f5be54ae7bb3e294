import { queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

/** GET /admin/dashboard/stats: every figure of the dashboard in one answer. */
export const dashboardQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => api.get<Dashboard>('/admin/dashboard/stats'),
  });
