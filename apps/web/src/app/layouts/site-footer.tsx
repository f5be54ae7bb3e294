import { Typography, theme } from 'antd';
import { Link } from 'react-router';
import { footerLinks } from '../navigation.ts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../shared/api/api-context.tsx';
import { siteInfoQuery } from '../../features/site/index.ts';
import { FooterSocialLinks } from '../../features/social-links/index.ts';
import { siteYear } from '../../shared/lib/format.ts';

/** Where the featured social links sit: beside 联系 (spec 02 §2). */
const CONTACT_PATH = '/social-links';

/**
 * Footer: the about and privacy articles (created on first start), 联系 with the featured social
 * links as small icons, then the site line.
 */
export function SiteFooter() {
  const api = useApi();
  const { data } = useQuery(siteInfoQuery(api));
  const { token } = theme.useToken();
  return (
    <footer
      className="site-footer"
      style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}
    >
      <nav aria-label="页脚链接" className="site-footer-links">
        {footerLinks.map((l) =>
          l.path === CONTACT_PATH ? (
            <span key={l.path} className="site-footer-contact">
              <Link to={l.path}>{l.label}</Link>
              <FooterSocialLinks />
            </span>
          ) : (
            <Link key={l.path} to={l.path}>
              {l.label}
            </Link>
          ),
        )}
      </nav>
      <Typography.Text type="secondary">
        © {siteYear()} {data?.siteName}
        {data?.tagline ? ` · ${data.tagline}` : ''}
      </Typography.Text>
    </footer>
  );
}
