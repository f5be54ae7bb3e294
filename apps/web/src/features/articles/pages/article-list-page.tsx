import { Empty, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Link } from '../../../shared/ui/link.tsx';
import { PlainSkeleton } from '../../../shared/ui/plain-skeleton.tsx';
import { PlainSpace } from '../../../shared/ui/plain-space.tsx';
import { DEFAULT_SITE_INFO } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { siteInfoQuery } from '../../site/index.ts';
import { articleListQuery } from '../api.ts';
import { ArticleCard } from '../components/article-card.tsx';
import { listParamsFrom, sortLabels, type ArticleSortKey } from '../list-params.ts';
import { Pager } from '../../../shared/ui/pager.tsx';
import { SegmentedChoice } from '../../../shared/ui/segmented-choice.tsx';
import { Paragraph, Title } from '../../../shared/ui/typography.tsx';
import { useQueryData } from '../../../shared/api/use-query-data.ts';

export function ArticleListPage() {
  const api = useApi();
  const [search, setSearch] = useSearchParams();
  const site = useQueryData(siteInfoQuery(api));
  const params = listParamsFrom(search, site?.pageSize ?? DEFAULT_SITE_INFO.pageSize);
  const { sortKey, ...query } = params;
  const { data, isLoading } = useQuery(articleListQuery(api, query));
  const tagName = params.tag
    ? (data?.content.flatMap((a) => a.tags).find((t) => t.slug === params.tag)?.name ?? params.tag)
    : undefined;

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setSearch(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="content-column">
      <Space align="center" style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Title level={2} style={{ margin: 0 }}>
          {tagName ? `标签：${tagName}` : '文章'}
        </Title>
        <SegmentedChoice<ArticleSortKey>
          label="排序"
          value={sortKey}
          options={(Object.keys(sortLabels) as ArticleSortKey[]).map((k) => ({ value: k, label: sortLabels[k] }))}
          onChange={(v) => update({ sort: v === 'newest' ? undefined : v, page: undefined })}
        />
      </Space>
      {tagName && (
        <Paragraph>
          <Link to="/articles">查看全部文章</Link>
        </Paragraph>
      )}
      {isLoading ? (
        <PlainSkeleton rows={6} />
      ) : data && data.content.length > 0 ? (
        <PlainSpace vertical gap={16} style={{ width: '100%' }}>
          {data.content.map((a) => (
            <ArticleCard key={a.id} article={a} />
          ))}
          <Pager
            page={data.page + 1}
            pageSize={data.size}
            total={data.totalElements}
            onChange={(p) => update({ page: p > 1 ? String(p) : undefined })}
          />
        </PlainSpace>
      ) : (
        <Empty description={tagName ? '这个标签下还没有文章' : '还没有文章'} />
      )}
    </div>
  );
}
