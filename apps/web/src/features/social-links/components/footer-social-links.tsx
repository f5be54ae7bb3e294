import { useApi } from '../../../shared/api/api-context.tsx';
import { publicSocialLinksQuery } from '../api.ts';
import { SocialIconView } from './social-icon-view.tsx';
import { SocialLinkAnchor } from './social-link-anchor.tsx';
import { useQueryData } from '../../../shared/api/use-query-data.ts';

/**
 * The featured links as small icons beside the footer's 联系 (spec 02 §2); the list comes with the
 * main layout's loader. Nothing while it is missing or holds no featured link.
 */
export function FooterSocialLinks() {
  const api = useApi();
  const data = useQueryData(publicSocialLinksQuery(api));
  const featured = data?.filter((l) => l.featured) ?? [];
  if (featured.length === 0) return null;
  return (
    <span className="footer-social">
      {featured.map((link) => (
        <SocialLinkAnchor key={link.id} link={link} label={link.title} className="footer-social-link">
          <SocialIconView icon={link.icon} color={link.color} size={16} />
        </SocialLinkAnchor>
      ))}
    </span>
  );
}
