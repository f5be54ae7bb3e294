import type { PublicSocialLink } from '@app/contract';
import { SocialIconView } from './social-icon-view.tsx';
import { SocialLinkAnchor } from './social-link-anchor.tsx';

/** One link on /social-links: its mark on a tint of its colour, title, description, platform. */
export function SocialLinkCard({ link }: { link: PublicSocialLink }) {
  return (
    <SocialLinkAnchor link={link} className="social-card">
      <span className="social-card-icon" style={{ ['--social-colour' as string]: link.color }}>
        <SocialIconView icon={link.icon} color={link.color} size={28} />
      </span>
      <span className="social-card-body">
        <span className="social-card-title">{link.title}</span>
        {link.description && <span className="social-card-description">{link.description}</span>}
        {/* A blank title was filled with the platform's name: not said twice. */}
        {link.title !== link.platformName && <span className="social-card-platform">{link.platformName}</span>}
      </span>
    </SocialLinkAnchor>
  );
}
