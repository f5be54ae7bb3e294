import { Typography, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../shared/api/api-context.tsx';
import { siteInfoQuery } from '../../features/site/api.ts';

/**
 * Footer. The about, contact (/social-links) and privacy links of spec 01 §2 join here when
 * those pages exist; until then the footer carries only the site line.
 */
export function SiteFooter() {
  const api = useApi();
  const { data } = useQuery(siteInfoQuery(api));
  const { token } = theme.useToken();
  return (
    <footer className="site-footer" style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}>
      <Typography.Text type="secondary">
        © {new Date().getFullYear()} {data?.siteName}
        {data?.tagline ? ` · ${data.tagline}` : ''}
      </Typography.Text>
    </footer>
  );
}
