import { useState } from 'react';
import { Alert, Button, Card, Empty, Input, Segmented, Space, Switch, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Link } from '../../../shared/ui/link.tsx';
import {
  PAGE_SIZE_DEFAULT,
  PRODUCT_MESSAGES,
  PRODUCT_SEARCH_DEBOUNCE_MS,
  productStatusLabels,
  type PageResult,
  type ProductStatus,
  type ProductSummary,
} from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { errorText } from '../../../shared/api/api-error.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { formatDate, formatDateTime } from '../../../shared/lib/format.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import {
  adminProductKeys,
  adminProductsQuery,
  deleteProduct,
  sendProductDeleteCode,
  setProductFeatured,
} from '../api.ts';
import { ProductCell, ProductPrice, ProductStatusTag } from '../components/product-cells.tsx';
import '../admin-products.css';
import { TableAction } from '../../../shared/ui/table-action.tsx';
import { ACTIONS_KEY, AdminTable } from '../../../shared/ui/admin-table.tsx';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

type StatusFilter = ProductStatus | 'ALL';
const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'ALL', label: '全部' },
  ...(['ACTIVE', 'INACTIVE', 'DRAFT'] as const).map((s) => ({ value: s, label: productStatusLabels[s] })),
];

/** /admin/products — every product, drafts and off-shelf ones included (spec 02 §2, §7). */
export function ProductsPage() {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE_DEFAULT);
  const [deleting, setDeleting] = useState<ProductSummary | null>(null);
  const [switching, setSwitching] = useState<ReadonlySet<number>>(new Set());
  const debounced = useDebouncedValue(keyword.trim(), PRODUCT_SEARCH_DEBOUNCE_MS);
  const { data, isFetching, error } = useQuery(
    adminProductsQuery(api, {
      page: page - 1,
      size,
      keyword: debounced,
      ...(status === 'ALL' || debounced ? {} : { status }),
    }),
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminProductKeys.all });

  // Not optimistic: the switch turns once the server has saved it.
  const toggleFeatured = async (product: ProductSummary, featured: boolean) => {
    setSwitching((ids) => new Set(ids).add(product.id));
    try {
      const saved = await setProductFeatured(api, product.id, featured);
      queryClient.setQueriesData<PageResult<ProductSummary>>(
        { queryKey: [...adminProductKeys.all, 'list'] },
        (result) =>
          result
            ? {
                ...result,
                content: result.content.map((p) => (p.id === saved.id ? { ...p, featured: saved.featured } : p)),
              }
            : result,
      );
      message.success(saved.featured ? '已设为推荐' : '已取消推荐');
      void refresh();
    } catch (e) {
      message.error(errorText(e, '操作失败'));
    } finally {
      setSwitching((ids) => {
        const next = new Set(ids);
        next.delete(product.id);
        return next;
      });
    }
  };

  const sendDeleteCode = async () => {
    if (!deleting) return;
    try {
      await sendProductDeleteCode(api, deleting.id);
    } catch (e) {
      throw new Error(errorText(e, '发送验证码失败'), { cause: e });
    }
  };

  const confirmDelete = async (code?: string) => {
    if (!deleting) return;
    try {
      await deleteProduct(api, deleting.id, code ?? '');
    } catch (e) {
      // The dialog stays open with the code, so a mistyped one can be corrected.
      throw new Error(errorText(e, '删除失败'), { cause: e });
    }
    message.success('商品删除成功');
    setDeleting(null);
    if (data && data.content.length === 1 && page > 1) setPage(page - 1);
    await refresh();
  };

  const filtered = Boolean(debounced) || status !== 'ALL';
  const create = () => void navigate('/admin/products/new');

  return (
    <Card
      className="ap-card"
      title="商品管理"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={create}>
          新建商品
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap className="ap-toolbar">
        <Input.Search
          allowClear
          placeholder="搜索商品名称、品牌或简介"
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPage(1);
          }}
          style={{ width: 280, maxWidth: '100%' }}
        />
        <Segmented<StatusFilter>
          value={debounced ? 'ALL' : status}
          disabled={Boolean(debounced)}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={STATUS_FILTERS}
        />
        {debounced && <Typography.Text type="secondary">搜索结果包含所有状态的商品</Typography.Text>}
      </Space>
      {error && (
        <Alert
          type="error"
          showIcon
          title={PRODUCT_MESSAGES.listFailed}
          description={error.message}
          style={{ marginBottom: 16 }}
        />
      )}
      <AdminTable<ProductSummary>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.content ?? []}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={debounced ? '没有匹配的商品' : filtered ? '没有该状态的商品' : '还没有商品'}
            >
              {!filtered && (
                <Button type="primary" icon={<PlusOutlined />} onClick={create}>
                  新建商品
                </Button>
              )}
            </Empty>
          ),
        }}
        pagination={{
          current: page,
          pageSize: size,
          total: data?.totalElements ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 件商品`,
          onChange: (p, s) => {
            setPage(s === size ? p : 1);
            setSize(s);
          },
        }}
        columns={[
          {
            title: '商品',
            key: 'product',
            phone: true,
            render: (_: unknown, p) => (
              <ProductCell
                name={p.name}
                slug={p.slug}
                mainImage={p.mainImage}
                title={<Link to={`/admin/products/edit/${p.id}`}>{p.name}</Link>}
              />
            ),
          },
          { title: '分类', dataIndex: 'categoryName', width: 110, ellipsis: true },
          {
            title: '价格',
            key: 'price',
            width: 120,
            phone: true,
            render: (_: unknown, p) => <ProductPrice price={p.price} originalPrice={p.originalPrice} />,
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 72,
            phone: true,
            render: (v: ProductStatus) => <ProductStatusTag status={v} />,
          },
          {
            title: '推荐',
            dataIndex: 'featured',
            width: 64,
            phone: 'labelled',
            render: (v: boolean, p) => (
              <Switch
                size="small"
                checked={v}
                loading={switching.has(p.id)}
                aria-label={`推荐：${p.name}`}
                onChange={(next) => void toggleFeatured(p, next)}
              />
            ),
          },
          {
            title: '创建日期',
            dataIndex: 'createdAt',
            width: 110,
            render: (v: string) => <span title={formatDateTime(v)}>{formatDate(v)}</span>,
          },
          {
            title: '操作',
            key: ACTIONS_KEY,
            width: 150,
            render: (_: unknown, p) => (
              <Space size={4}>
                <TableAction
                  title="编辑"
                  icon={<EditOutlined />}
                  onClick={() => void navigate(`/admin/products/edit/${p.id}`)}
                />
                {p.status === 'ACTIVE' && (
                  <TableAction
                    title="在网站查看"
                    icon={<EyeOutlined />}
                    href={`/products/${p.slug}`}
                    target="_blank"
                    rel="noopener"
                  />
                )}
                <TableAction
                  title="版本快照"
                  icon={<HistoryOutlined />}
                  onClick={() => void navigate(`/admin/product-snapshots?productId=${p.id}`)}
                />
                <TableAction title="删除" danger icon={<DeleteOutlined />} onClick={() => setDeleting(p)} />
              </Space>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="删除商品"
        content={deleting ? `确定删除商品「${deleting.name}」吗？此操作不可恢复。` : null}
        verification={{ sendCode: sendDeleteCode, hint: '删除商品需要验证身份，请输入发送到您邮箱的6位验证码。' }}
        confirmText="删除"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
