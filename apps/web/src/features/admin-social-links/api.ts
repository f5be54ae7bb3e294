import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  DEFAULT_SOCIAL_GROUP,
  PAGE_SIZE_MAX,
  type AdminSocialLinkQuery,
  type PageResult,
  type PlatformOption,
  type SocialLink,
  type SocialLinkInput,
} from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

/** Everything that changes with a link sits under `all` (the table and the group names); the catalogue apart. */
export const socialLinkKeys = {
  all: ['admin', 'social-links'] as const,
  platforms: ['admin', 'social-platforms'] as const,
};

/** GET /admin/social-links: by sort order, filtered by keyword. */
export const adminSocialLinksQuery = (api: ApiClient, p: AdminSocialLinkQuery) =>
  queryOptions({
    queryKey: [...socialLinkKeys.all, 'list', p],
    queryFn: () =>
      api.get<PageResult<SocialLink>>('/admin/social-links', {
        params: {
          page: p.page,
          size: p.size,
          ...(p.keyword ? { keyword: p.keyword } : {}),
        } satisfies AdminSocialLinkQuery,
      }),
    placeholderData: keepPreviousData,
  });

/**
 * The group names in use, for the form's suggestions: read from the largest page the server gives
 * (a person's social links are a few dozen at most), the default group always offered.
 */
export const socialGroupsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [...socialLinkKeys.all, 'groups'],
    queryFn: async () => {
      const page = await api.get<PageResult<SocialLink>>('/admin/social-links', {
        params: { page: 0, size: PAGE_SIZE_MAX } satisfies AdminSocialLinkQuery,
      });
      return [...new Set([...page.content.map((l) => l.groupName), DEFAULT_SOCIAL_GROUP])];
    },
  });

/** The platform catalogue with each mark drawn; it changes only with a release. */
export const platformsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: socialLinkKeys.platforms,
    queryFn: () => api.get<PlatformOption[]>('/admin/social-links/platforms'),
    staleTime: Infinity,
  });

export const createSocialLink = (api: ApiClient, body: SocialLinkInput) =>
  api.post<SocialLink>('/admin/social-links', body);
export const updateSocialLink = (api: ApiClient, id: number, body: SocialLinkInput) =>
  api.put<SocialLink>(`/admin/social-links/${id}`, body);
export const deleteSocialLink = (api: ApiClient, id: number) => api.delete<null>(`/admin/social-links/${id}`);
