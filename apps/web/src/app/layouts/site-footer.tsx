import { Link } from '../../shared/ui/link.tsx';
import { ICP_LINK, type SiteInfo } from '@app/contract';
import { footerLinks } from '../navigation.ts';
import { useApi } from '../../shared/api/api-context.tsx';
import { siteInfoQuery } from '../../features/site/index.ts';
import { FooterSocialLinks } from '../../features/social-links/index.ts';
import { siteYear } from '../../shared/lib/format.ts';
import { Text, TextLink } from '../../shared/ui/typography.tsx';
import { useQueryData } from '../../shared/api/use-query-data.ts';

/** Where the featured social links sit: beside 联系 (spec 02 §2). */
const CONTACT_PATH = '/social-links';

interface FooterLink {
  path: string;
  label: string;
  order: number;
}

/**
 * The footer's links: the features' entries (联系 at 20) with the owner's 关于我 (10) and 隐私政策
 * (30) from the site settings; an empty target leaves its link out.
 */
function footerLinksOf(site: SiteInfo | undefined): FooterLink[] {
  const fromSettings: FooterLink[] = [
    { path: site?.aboutPath ?? '', label: '关于我', order: 10 },
    { path: site?.privacyPath ?? '', label: '隐私政策', order: 30 },
  ].filter((l) => l.path !== '');
  return [...footerLinks, ...fromSettings].sort((a, b) => a.order - b.order);
}

/** A link of the footer: a path of this site through the router, an address elsewhere in a new tab. */
function FooterLinkTo({ path, label }: { path: string; label: string }) {
  return path.startsWith('/') ? (
    <Link to={path}>{label}</Link>
  ) : (
    <a href={path} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

/**
 * Footer: 关于我, 联系 with the featured social links as small icons, 隐私政策, then the site line
 * and, when the owner filled it in, the 备案号 linking to the MIIT filing system.
 */
export function SiteFooter() {
  const api = useApi();
  const data = useQueryData(siteInfoQuery(api));
  return (
    <footer className="site-footer">
      <nav aria-label="页脚链接" className="site-footer-links">
        {footerLinksOf(data).map((l) =>
          l.path === CONTACT_PATH ? (
            <span key={l.path} className="site-footer-contact">
              <Link to={l.path}>{l.label}</Link>
              <FooterSocialLinks />
            </span>
          ) : (
            <FooterLinkTo key={`${l.order}-${l.path}`} path={l.path} label={l.label} />
          ),
        )}
      </nav>
      <Text type="secondary">
        © {siteYear()} {data?.siteName}
        {data?.tagline ? ` · ${data.tagline}` : ''}
      </Text>
      {data?.icpNumber && (
        <div className="site-footer-icp">
          <TextLink href={ICP_LINK} target="_blank" rel="noopener noreferrer" type="secondary">
            {data.icpNumber}
          </TextLink>
        </div>
      )}
    </footer>
  );
}
