import { Card, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../shared/api/api-context.tsx';
import { LikedArticlesList } from '../../articles/index.ts';
import { FavoriteProductsList } from '../../products/index.ts';
import { interactionStatsQuery } from '../api.ts';

type InteractionsTab = 'articles' | 'products';

/** /user/interactions (spec 02 §2 我的收藏): liked articles and favourite products; `?tab=products` opens the second. */
export function InteractionsPage() {
  const api = useApi();
  const [search, setSearch] = useSearchParams();
  const tab: InteractionsTab = search.get('tab') === 'products' ? 'products' : 'articles';
  const { data: stats } = useQuery(interactionStatsQuery(api));
  const counted = (label: string, n: number | undefined) => (n === undefined ? label : `${label}（${n}）`);
  return (
    <Card title="我的收藏">
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          const next = new URLSearchParams(search);
          if (key === 'products') next.set('tab', 'products');
          else next.delete('tab');
          setSearch(next, { replace: true });
        }}
        destroyOnHidden
        items={[
          { key: 'articles', label: counted('点赞的文章', stats?.likedArticlesCount), children: <LikedArticlesList /> },
          {
            key: 'products',
            label: counted('收藏的好物', stats?.favoriteProductsCount),
            children: <FavoriteProductsList />,
          },
        ]}
      />
    </Card>
  );
}
