import { Link } from '../../../shared/ui/link.tsx';
import { useApi } from '../../../shared/api/api-context.tsx';
import { Panel } from '../../../shared/ui/panel.tsx';
import { useTheme } from '../../../shared/theme/theme-context.tsx';
import { ArticleCard, articleListQuery, featuredTagsQuery, TagLinks } from '../../articles/index.ts';
import { ProductGrid, productListQuery } from '../../products/index.ts';
import { siteInfoQuery } from '../api.ts';
import { HOME_ARTICLES, HOME_PRODUCTS } from '../home-lists.ts';
import { Paragraph, Text, Title } from '../../../shared/ui/typography.tsx';
import { useQueryData } from '../../../shared/api/use-query-data.ts';
import { PlainLinkButton } from '../../../shared/ui/plain-button.tsx';
import { PlainEmpty } from '../../../shared/ui/plain-empty.tsx';
import { PlainSpace } from '../../../shared/ui/plain-space.tsx';

/** A home section's title with its 查看全部 link. */
function SectionHeading({ title, more }: { title: string; more: string }) {
  return (
    <PlainSpace gap={8} align="baseline" style={{ width: '100%', justifyContent: 'space-between' }}>
      <Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Title>
      <Link to={more}>查看全部</Link>
    </PlainSpace>
  );
}

/**
 * Home: the site's name and tagline over the background, the featured products, the latest articles
 * and the featured tags. Its rows, button and empty state are plain markup in antd's look
 * (shared/ui/plain-*.tsx): hydrated, antd's Space, Button and Empty ran their style hooks, loading
 * motion and wave in the page's first tasks.
 */
export function HomePage() {
  const api = useApi();
  const site = useQueryData(siteInfoQuery(api));
  const latest = useQueryData(articleListQuery(api, HOME_ARTICLES));
  const tags = useQueryData(featuredTagsQuery(api));
  const featured = useQueryData(productListQuery(api, HOME_PRODUCTS));
  const colours = useTheme((s) => s.colours);
  return (
    <>
      <section
        className="home-hero"
        style={{
          background: `linear-gradient(135deg, ${colours.primary} 0%, ${colours.secondary} 60%, ${colours.accent} 100%)`,
        }}
      >
        <Title level={1} className="home-hero-title">
          {site?.siteName}
        </Title>
        <Paragraph className="home-hero-tagline">{site?.tagline}</Paragraph>
        {site?.description && <Paragraph className="home-hero-description">{site.description}</Paragraph>}
        <PlainLinkButton type="default" size="large" to="/articles">
          浏览文章
        </PlainLinkButton>
      </section>
      {featured && featured.content.length > 0 && (
        <section className="home-products">
          <SectionHeading title="精选好物" more="/products" />
          <ProductGrid products={featured.content} opensPage />
        </section>
      )}
      <div className="home-columns">
        <div>
          <SectionHeading title="最新文章" more="/articles" />
          {latest && latest.content.length > 0 ? (
            <PlainSpace vertical gap={16} style={{ width: '100%' }}>
              {latest.content.map((a) => (
                <ArticleCard key={a.id} article={a} />
              ))}
            </PlainSpace>
          ) : (
            <PlainEmpty description="还没有文章" />
          )}
        </div>
        <div>
          <Panel title="精选标签" size="small">
            {tags && tags.length > 0 ? <TagLinks tags={tags} /> : <Text type="secondary">暂无精选标签</Text>}
          </Panel>
        </div>
      </div>
    </>
  );
}
