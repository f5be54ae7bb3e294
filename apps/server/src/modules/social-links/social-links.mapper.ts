import { PLATFORMS, type PublicSocialLink, type SocialLink } from '@app/contract';
import type { SocialLinkRow } from '../../platform/db/schema.ts';
import { platformCode, platformIcon } from './platform-icons.ts';

/** The owner's image when they gave one, else the platform's mark; their colour, else the brand's. */
export const toPublicSocialLink = (row: SocialLinkRow): PublicSocialLink => {
  const platform = platformCode(row.platform);
  return {
    id: row.id,
    platform,
    platformName: PLATFORMS[platform].name,
    title: row.title,
    url: row.url,
    description: row.description,
    groupName: row.group_name,
    sortOrder: row.sort_order,
    openInNewTab: Boolean(row.open_in_new_tab),
    featured: Boolean(row.featured),
    icon: row.custom_icon ? { kind: 'image', url: row.custom_icon } : platformIcon(platform),
    color: row.custom_color ?? PLATFORMS[platform].color,
  };
};

export const toSocialLink = (row: SocialLinkRow): SocialLink => ({
  ...toPublicSocialLink(row),
  active: Boolean(row.active),
  customIcon: row.custom_icon,
  customColor: row.custom_color,
  clickCount: row.click_count,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
