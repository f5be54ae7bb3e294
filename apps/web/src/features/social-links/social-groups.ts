import type { PublicSocialLink } from '@app/contract';

export interface SocialGroup {
  name: string;
  links: PublicSocialLink[];
}

const bySortOrder = (a: PublicSocialLink, b: PublicSocialLink) => a.sortOrder - b.sortOrder || a.id - b.id;

/**
 * The links by their group name, for the tabs: each group's links by sort order (lower first,
 * spec 02 §5), and the groups by their first link, so the owner orders the tabs with the same
 * numbers (ties: the group met first).
 */
export function groupSocialLinks(links: readonly PublicSocialLink[]): SocialGroup[] {
  const groups = new Map<string, PublicSocialLink[]>();
  for (const link of [...links].sort(bySortOrder)) {
    const group = groups.get(link.groupName);
    if (group) group.push(link);
    else groups.set(link.groupName, [link]);
  }
  return [...groups].map(([name, members]) => ({ name, links: members }));
}

/** A tab's label: the group and how many links it holds. */
export const groupLabel = (group: SocialGroup): string => `${group.name} (${group.links.length})`;

/**
 * Spec 02 §9: the cards' width follows the group's size — a few links get wide cards, many get
 * narrow ones (columns of 24 from the md breakpoint: 2, 3 or 4 cards a row).
 */
export const cardSpan = (groupSize: number): number => (groupSize <= 3 ? 12 : groupSize <= 6 ? 8 : 6);

/** mailto: and tel: hand over to the mail or phone application: they open in place, never in a tab. */
const opensInPlace = (url: string) => /^(mailto|tel):/i.test(url);

/** How a link opens: a new tab (without a handle on this page) when the owner asked for one. */
export const linkTarget = (link: Pick<PublicSocialLink, 'url' | 'openInNewTab'>) =>
  link.openInNewTab && !opensInPlace(link.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
