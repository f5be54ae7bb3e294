import { queryOptions } from '@tanstack/react-query';
import type { PageType, PageTypeCreateInput, PageTypeUpdateInput, SiteInfo, SiteSettingsInput } from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

export const adminSiteKeys = {
  settings: ['admin', 'site', 'settings'] as const,
  pageTypes: ['admin', 'site', 'page-types'] as const,
};

/** GET /admin/site/settings: read afresh when the screen opens (another administrator may have saved). */
export const siteSettingsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: adminSiteKeys.settings,
    queryFn: () => api.get<SiteInfo>('/admin/site/settings'),
    staleTime: 0,
  });

export const saveSiteSettings = (api: ApiClient, body: SiteSettingsInput) =>
  api.put<SiteInfo>('/admin/site/settings', body);

/** GET /admin/site/page-types: every type in matching order, each with its title template. */
export const pageTypesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: adminSiteKeys.pageTypes, queryFn: () => api.get<PageType[]>('/admin/site/page-types') });

export const createPageType = (api: ApiClient, body: PageTypeCreateInput) =>
  api.post<PageType>('/admin/site/page-types', body);
export const updatePageType = (api: ApiClient, id: number, body: PageTypeUpdateInput) =>
  api.put<PageType>(`/admin/site/page-types/${id}`, body);
export const deletePageType = (api: ApiClient, id: number) => api.delete<null>(`/admin/site/page-types/${id}`);
export const resetPageTitles = (api: ApiClient) => api.post<PageType[]>('/admin/site/page-titles/reset');
