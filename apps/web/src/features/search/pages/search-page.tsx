import { useEffect } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Link } from '../../../shared/ui/link.tsx';
import { useQuery } from '@tanstack/react-query';
import { searchTotalText, type SearchResult, type SearchSuggestions } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { featuredTagsQuery, TagLinks } from '../../articles/index.ts';
import { searchQuery } from '../api.ts';
import { ArticleHit, ProductHit } from '../components/search-hits.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { useSearchHistory } from '../history-store.ts';
import { requestOf, searchHref, searchStateFrom, type SearchTab } from '../search-params.ts';
import { Notice } from '../../../shared/ui/notice.tsx';
import { Pager } from '../../../shared/ui/pager.tsx';
import { PlainTabs } from '../../../shared/ui/plain-tabs.tsx';
import { Paragraph, Text, Title } from '../../../shared/ui/typography.tsx';

/** Nothing found, or nothing asked yet: what comes closest to the query, else the featured tags as somewhere to go. */
function Suggestions({ title, closest }: { title: string; closest?: SearchSuggestions }) {
  const close = closest && closest.tags.length + closest.articles.length + closest.products.length > 0;
  return (
    <div className="search-suggestions">
      <Empty description={title} />
      {close ? <Closest suggestions={closest} /> : <FeaturedTags />}
    </div>
  );
}

/** The tags and titles the server found by the parts of the query that do occur. */
function Closest({ suggestions }: { suggestions: SearchSuggestions }) {
  const { tags, articles, products } = suggestions;
  return (
    <div className="search-closest">
      {tags.length > 0 && (
        <div className="search-suggestion-tags">
          <Text type="secondary">相近的标签：</Text>
          <TagLinks tags={tags} />
        </div>
      )}
      {articles.length > 0 && (
        <div className="search-closest-list">
          <Text type="secondary">相近的文章：</Text>
          <ul>
            {articles.map((a) => (
              <li key={a.slug}>
                <Link to={`/articles/${a.slug}`}>{a.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {products.length > 0 && (
        <div className="search-closest-list">
          <Text type="secondary">相近的好物：</Text>
          <ul>
            {products.map((p) => (
              <li key={p.slug}>
                <Link to={`/products/${p.slug}`}>{p.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function FeaturedTags() {
  const api = useApi();
  const { data: tags } = useQuery(featuredTagsQuery(api));
  return (
    <>
      {tags && tags.length > 0 && (
        <div className="search-suggestion-tags">
          <Text type="secondary">试试这些标签：</Text>
          <TagLinks tags={tags} />
        </div>
      )}
    </>
  );
}

function Results({
  result,
  tab,
  page,
  onPage,
}: {
  result: SearchResult;
  tab: SearchTab;
  page: number;
  onPage: (tab: SearchTab, page: number) => void;
}) {
  const { articles, products, totalsCapped } = result;
  if (tab === 'articles') {
    if (articles.totalElements === 0) return <Empty description="没有找到相关文章" />;
    return (
      <>
        {articles.content.map((a) => (
          <ArticleHit key={a.id} hit={a} />
        ))}
        <Pager
          className="search-pagination"
          align="start"
          page={page}
          pageSize={articles.size}
          total={articles.totalElements}
          onChange={(p) => onPage('articles', p)}
        />
      </>
    );
  }
  if (tab === 'products') {
    if (products.totalElements === 0) return <Empty description="没有找到相关好物" />;
    return (
      <>
        <div className="search-product-list">
          {products.content.map((p) => (
            <ProductHit key={p.id} hit={p} />
          ))}
        </div>
        <Pager
          className="search-pagination"
          align="start"
          page={page}
          pageSize={products.size}
          total={products.totalElements}
          onChange={(p) => onPage('products', p)}
        />
      </>
    );
  }
  return (
    <>
      {articles.content.length > 0 && (
        <section className="search-section">
          <Title level={2} className="search-section-title">
            文章
          </Title>
          {articles.content.map((a) => (
            <ArticleHit key={a.id} hit={a} />
          ))}
          {articles.totalElements > articles.content.length && (
            <Button type="link" onClick={() => onPage('articles', 1)}>
              查看全部 {searchTotalText(articles.totalElements, totalsCapped.articles)} 篇文章
            </Button>
          )}
        </section>
      )}
      {products.content.length > 0 && (
        <section className="search-section">
          <Title level={2} className="search-section-title">
            好物
          </Title>
          <div className="search-product-list">
            {products.content.map((p) => (
              <ProductHit key={p.id} hit={p} />
            ))}
          </div>
          {products.totalElements > products.content.length && (
            <Button type="link" onClick={() => onPage('products', 1)}>
              查看全部 {searchTotalText(products.totalElements, totalsCapped.products)} 件好物
            </Button>
          )}
        </section>
      )}
    </>
  );
}

/** /search?q=…: articles and products together, tabs for each, the tags the query names. */
export function SearchPage() {
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { query: pathQuery } = useParams();
  const state = searchStateFrom(params, pathQuery);
  const { data, error, isFetching } = useQuery({ ...searchQuery(api, requestOf(state)), enabled: state.query !== '' });
  const addToHistory = useSearchHistory((s) => s.add);
  useEffect(() => {
    if (state.query) addToHistory(state.query);
  }, [state.query, addToHistory]);

  const onPage = (tab: SearchTab, page: number) => {
    void navigate(searchHref(state.query, tab, page));
    window.scrollTo({ top: 0 });
  };

  const result = data?.query === state.query ? data : undefined;
  const nothing = result && result.articles.totalElements === 0 && result.products.totalElements === 0;
  return (
    <div className="search-page">
      <SearchBox initial={state.query} size="large" className="search-page-box" />
      {!state.query ? (
        <Suggestions title="输入关键词，搜索文章和好物" />
      ) : error ? (
        <Notice type="error" title="搜索失败" description={error.message} />
      ) : !result ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <Paragraph className="search-summary" aria-live="polite">
            {result.summary}
            {isFetching && <span className="search-fetching">（更新中…）</span>}
          </Paragraph>
          {result.matchedTags.length > 0 && (
            <div className="search-matched-tags">
              <Text type="secondary">相关标签：</Text>
              <TagLinks tags={result.matchedTags} />
            </div>
          )}
          {nothing ? (
            <Suggestions title={`没有找到与「${state.query}」相关的内容`} closest={result.suggestions} />
          ) : (
            <>
              <PlainTabs
                activeKey={state.tab}
                onChange={(key) => onPage(key as SearchTab, 1)}
                items={[
                  { key: 'all', label: '全部' },
                  {
                    key: 'articles',
                    label: `文章 ${searchTotalText(result.articles.totalElements, result.totalsCapped.articles)}`,
                  },
                  {
                    key: 'products',
                    label: `好物 ${searchTotalText(result.products.totalElements, result.totalsCapped.products)}`,
                  },
                ]}
              />
              <Results result={result} tab={state.tab} page={state.page} onPage={onPage} />
            </>
          )}
        </>
      )}
    </div>
  );
}
