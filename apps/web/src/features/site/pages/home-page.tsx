import { Button, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context.tsx';
import { useTheme } from '../../../shared/theme/theme-context.tsx';
import { siteInfoQuery } from '../api.ts';

/**
 * Home. Its content grows with the site (latest articles, featured products arrive with those
 * areas); today it introduces the site and invites readers to sign up.
 */
export function HomePage() {
  const api = useApi();
  const { data } = useQuery(siteInfoQuery(api));
  const colours = useTheme((s) => s.colours);
  return (
    <section className="home-hero" style={{ background: `linear-gradient(135deg, ${colours.primary} 0%, ${colours.secondary} 60%, ${colours.accent} 100%)` }}>
      <Typography.Title level={1} className="home-hero-title">
        {data?.siteName}
      </Typography.Title>
      <Typography.Paragraph className="home-hero-tagline">{data?.tagline}</Typography.Paragraph>
      {data?.description && <Typography.Paragraph className="home-hero-description">{data.description}</Typography.Paragraph>}
      <Space wrap>
        <Link to="/auth/register">
          <Button size="large">加入我们</Button>
        </Link>
      </Space>
    </section>
  );
}
