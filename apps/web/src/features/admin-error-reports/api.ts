import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ErrorReport, ErrorReportsCleared, PageRequest, PageResult } from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

export const errorReportKeys = { all: ['admin', 'error-reports'] as const };

export const errorReportsQuery = (api: ApiClient, page: number, size: number) =>
  queryOptions({
    queryKey: [...errorReportKeys.all, page, size],
    queryFn: () =>
      api.get<PageResult<ErrorReport>>('/admin/error-reports', { params: { page, size } satisfies PageRequest }),
    placeholderData: keepPreviousData,
  });

export const clearErrorReports = (api: ApiClient) => api.delete<ErrorReportsCleared>('/admin/error-reports');
