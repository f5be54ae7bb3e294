import { queryOptions } from '@tanstack/react-query';
import type { DashboardStats } from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

export const dashboardStatsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', 'stats'],
    queryFn: () => api.get<DashboardStats>('/admin/dashboard/stats'),
  });
