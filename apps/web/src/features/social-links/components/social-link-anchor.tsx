import type { ReactNode } from 'react';
import type { PublicSocialLink } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { recordSocialLinkClick } from '../api.ts';
import { linkTarget } from '../social-groups.ts';

export interface SocialLinkAnchorProps {
  link: PublicSocialLink;
  className?: string;
  /** The accessible name when the content is an icon only (the footer). */
  label?: string;
  children: ReactNode;
}

/**
 * A social link as a real link: the browser opens it (a new tab when the owner asked for one;
 * mailto:/tel: in place); the click is counted on the side and its failure ignored (spec 02 §4).
 */
export function SocialLinkAnchor({ link, className, label, children }: SocialLinkAnchorProps) {
  const api = useApi();
  return (
    <a
      href={link.url}
      className={className}
      aria-label={label}
      title={label}
      {...linkTarget(link)}
      onClick={() => {
        void recordSocialLinkClick(api, link.id).catch(() => undefined);
      }}
    >
      {children}
    </a>
  );
}
