import { useState } from 'react';
import { Alert, Col, Modal, Row, Statistic, Table, Tabs, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_USER_MESSAGES,
  formatPrice,
  PAGE_SIZE_DEFAULT,
  type AdminUser,
  type ArticleSummary,
  type ProductSummary,
} from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { errorText } from '../../../shared/api/api-error.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { TableAction } from '../../../shared/ui/table-action.tsx';
import {
  adminUserKeys,
  removeUserFavorite,
  removeUserLike,
  userFavoriteProductsQuery,
  userInteractionStatsQuery,
  userLikedArticlesQuery,
} from '../api.ts';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

/** The entry about to be removed, confirmed in the dialog first. */
type Removal = { kind: 'like'; article: ArticleSummary } | { kind: 'favorite'; product: ProductSummary };

/** One thumbnail and title, the way both tabs show an entry. */
function Item({ image, title, href, sub }: { image: string | null; title: string; href: string; sub: string }) {
  return (
    <div className="au-item">
      {image ? <img className="au-thumb" src={image} alt="" /> : <span className="au-thumb" />}
      <div className="au-user-names">
        <Typography.Link href={href} target="_blank" ellipsis>
          {title}
        </Typography.Link>
        <Typography.Text type="secondary" ellipsis>
          {sub}
        </Typography.Text>
      </div>
    </div>
  );
}

/** A user's likes and favourites (spec 02 §2 "Admin user favourites"): the counts and two tabs, each entry removable. */
export function UserInteractionsModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const api = useApi();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const userId = user?.id ?? 0;
  const [likesPage, setLikesPage] = useState(1);
  const [favoritesPage, setFavoritesPage] = useState(1);
  const [removing, setRemoving] = useState<Removal | null>(null);
  const enabled = user !== null;
  const stats = useQuery({ ...userInteractionStatsQuery(api, userId), enabled });
  const likes = useQuery({
    ...userLikedArticlesQuery(api, userId, { page: likesPage - 1, size: PAGE_SIZE_DEFAULT }),
    enabled,
  });
  const favorites = useQuery({
    ...userFavoriteProductsQuery(api, userId, { page: favoritesPage - 1, size: PAGE_SIZE_DEFAULT }),
    enabled,
  });

  const close = () => {
    setLikesPage(1);
    setFavoritesPage(1);
    onClose();
  };

  const remove = async () => {
    if (!removing) return;
    try {
      if (removing.kind === 'like') await removeUserLike(api, userId, removing.article.id);
      else await removeUserFavorite(api, userId, removing.product.id);
    } catch (e) {
      throw new Error(errorText(e, '操作失败'), { cause: e });
    }
    message.success(removing.kind === 'like' ? ADMIN_USER_MESSAGES.likeRemoved : ADMIN_USER_MESSAGES.favoriteRemoved);
    setRemoving(null);
    // The modal's counts and lists, and the counts in the users list behind it.
    await queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
  };

  const pagination = (page: number, total: number | undefined, onChange: (p: number) => void) => ({
    current: page,
    pageSize: PAGE_SIZE_DEFAULT,
    total: total ?? 0,
    hideOnSinglePage: true,
    onChange,
  });

  return (
    <Modal
      open={enabled}
      title={user ? `${user.displayName} 的点赞与收藏` : ''}
      onCancel={close}
      footer={null}
      width={760}
      destroyOnHidden
    >
      {stats.error && (
        <Alert
          type="error"
          showIcon
          title={ADMIN_USER_MESSAGES.statsFailed}
          description={stats.error.message}
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={16} style={{ marginBottom: 8 }}>
        <Col span={8}>
          <Statistic title="点赞文章" value={stats.data?.likedArticlesCount ?? '-'} loading={stats.isLoading} />
        </Col>
        <Col span={8}>
          <Statistic title="收藏商品" value={stats.data?.favoriteProductsCount ?? '-'} loading={stats.isLoading} />
        </Col>
        <Col span={8}>
          <Statistic title="互动总数" value={stats.data?.totalInteractions ?? '-'} loading={stats.isLoading} />
        </Col>
      </Row>
      <Tabs
        items={[
          {
            key: 'likes',
            label: '点赞的文章',
            children: (
              <Table<ArticleSummary>
                rowKey="id"
                size="small"
                loading={likes.isFetching}
                dataSource={likes.data?.content ?? []}
                locale={{ emptyText: likes.error ? '获取收藏文章失败' : '没有点赞的文章' }}
                pagination={pagination(likesPage, likes.data?.totalElements, setLikesPage)}
                columns={[
                  {
                    title: '文章',
                    key: 'article',
                    render: (_: unknown, a) => (
                      <Item
                        image={a.coverImage}
                        title={a.title}
                        href={`/articles/${a.slug}`}
                        sub={`发布于 ${formatDate(a.publishedAt)} · 阅读 ${a.viewCount}`}
                      />
                    ),
                  },
                  {
                    title: '操作',
                    key: 'actions',
                    width: 70,
                    render: (_: unknown, a) => (
                      <TableAction
                        title="移除"
                        label={`移除点赞：${a.title}`}
                        icon={<DeleteOutlined />}
                        danger
                        onClick={() => setRemoving({ kind: 'like', article: a })}
                      />
                    ),
                  },
                ]}
              />
            ),
          },
          {
            key: 'favorites',
            label: '收藏的商品',
            children: (
              <Table<ProductSummary>
                rowKey="id"
                size="small"
                loading={favorites.isFetching}
                dataSource={favorites.data?.content ?? []}
                locale={{ emptyText: favorites.error ? '获取收藏商品失败' : '没有收藏的商品' }}
                pagination={pagination(favoritesPage, favorites.data?.totalElements, setFavoritesPage)}
                columns={[
                  {
                    title: '商品',
                    key: 'product',
                    render: (_: unknown, p) => (
                      <Item
                        image={p.mainImage}
                        title={p.name}
                        href={`/products/${p.slug}`}
                        sub={`${formatPrice(p.price)}${p.brand ? ` · ${p.brand}` : ''}`}
                      />
                    ),
                  },
                  {
                    title: '操作',
                    key: 'actions',
                    width: 70,
                    render: (_: unknown, p) => (
                      <TableAction
                        title="移除"
                        label={`移除收藏：${p.name}`}
                        icon={<DeleteOutlined />}
                        danger
                        onClick={() => setRemoving({ kind: 'favorite', product: p })}
                      />
                    ),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={removing !== null}
        title={removing?.kind === 'like' ? '移除点赞' : '移除收藏'}
        content={
          removing?.kind === 'like'
            ? `确定移除该用户对文章「${removing.article.title}」的点赞吗？`
            : removing
              ? `确定移除该用户对商品「${removing.product.name}」的收藏吗？`
              : null
        }
        confirmText="移除"
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </Modal>
  );
}
