import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/api/api-client.ts';

export interface DashboardStats {
  totalUsers: number;
  adminUsers: number;
  activeUsers: number;
  newUsersLast7Days: number;
}

export const dashboardStatsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', 'stats'],
    queryFn: () => api.get<DashboardStats>('/admin/dashboard/stats'),
  });
