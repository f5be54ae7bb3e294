import { useEffect, useMemo, useRef, useState, type Key } from 'react';
import { Alert, Badge, Button, Card, Space, Tag, Tooltip, Typography, theme } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  CATEGORY_DELETE_REFUSED,
  CATEGORY_MAX_LEVELS,
  CATEGORY_PAGE_SIZE,
  flattenCategories,
  type ProductCategory,
} from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { ACTIONS_KEY, AdminTable, SlugText } from '../../../shared/ui/admin-table.tsx';
import { categoryTreeQuery, deleteCategory } from '../api.ts';
import { categoryDeleteErrorText, categoryLoadErrorText } from '../category-errors.ts';
import { CategoryFormModal } from '../components/category-form-modal.tsx';
import '../admin-products.css';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

/** A table row: antd shows an expander for any `children`, so a leaf has none. */
type CategoryRow = Omit<ProductCategory, 'children'> & { children?: CategoryRow[] };

const toRows = (nodes: ProductCategory[]): CategoryRow[] =>
  nodes.map(({ children, ...c }) => (children.length > 0 ? { ...c, children: toRows(children) } : c));

/** The human level of a row: L2 for a child of a root, up to L4 (roots, level 0, show no badge). */
export const levelBadge = (level: number): string | null => (level > 0 ? `L${level + 1}` : null);
const levelColours = ['', 'blue', 'geekblue', 'purple'];

/**
 * A category's own products (what keeps it from being deleted) and, where sub-categories add some,
 * the count of its whole subtree — the number the public wardrobe shows on its chip.
 */
function ProductCounts({ own, withSubcategories }: { own: number; withSubcategories: number }) {
  const { token } = theme.useToken();
  const badge = (
    <Badge count={own} showZero overflowCount={9999} color={own > 0 ? token.colorPrimary : token.colorTextQuaternary} />
  );
  if (withSubcategories === own) return badge;
  return (
    <Tooltip title={`本分类 ${own} 件，含子分类共 ${withSubcategories} 件`}>
      <span className="ap-counts">
        {badge}{' '}
        <Typography.Text type="secondary" className="ap-counts-subtree">
          含子分类 {withSubcategories}
        </Typography.Text>
      </span>
    </Tooltip>
  );
}

/** /admin/categories — spec 01 "Admin product category management". */
export function CategoriesPage() {
  const api = useApi();
  const { message, modal } = useFeedback();
  const { data: tree, isFetching, error, refetch } = useQuery(categoryTreeQuery(api));
  const [editing, setEditingState] = useState<ProductCategory | null | 'new'>(null);
  // Every opening gets a fresh modal: antd's OK button can keep the spinner of the last save when
  // the same modal is opened again (seen in the e2e runs), leaving 保存 unclickable.
  const [formSession, setFormSession] = useState(0);
  const setEditing = (next: ProductCategory | null | 'new') => {
    if (next !== null) setFormSession((n) => n + 1);
    setEditingState(next);
  };
  const [deleting, setDeleting] = useState<ProductCategory | null>(null);
  const [pageSize, setPageSize] = useState(CATEGORY_PAGE_SIZE);
  const [page, setPage] = useState(1);

  const all = useMemo(() => flattenCategories(tree ?? []), [tree]);
  const byId = useMemo(() => new Map(all.map((c) => [c.id, c])), [all]);
  const rows = useMemo(() => toRows(tree ?? []), [tree]);
  const totals = useMemo(
    () => ({
      categories: all.length,
      roots: tree?.length ?? 0,
      products: all.reduce((sum, c) => sum + c.productCount, 0),
    }),
    [all, tree],
  );

  // Expanded by default: a category opens the first time it is seen with children (also when it
  // has just got its first sub-category, so the new row is visible); what the user folds stays
  // folded across reloads.
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const seenWithChildren = useRef(new Set<number>());
  useEffect(() => {
    const fresh = all.filter((c) => c.children.length > 0 && !seenWithChildren.current.has(c.id)).map((c) => c.id);
    for (const id of fresh) seenWithChildren.current.add(id);
    if (fresh.length > 0) setExpanded((keys) => [...keys, ...fresh]);
  }, [all]);

  const askDelete = (row: CategoryRow) => {
    const category = byId.get(row.id);
    if (!category) return;
    const childCount = category.children.length;
    // Spec 01 §4: refused before any call while children or products hang on it.
    if (childCount > 0 || category.productCount > 0) {
      modal.warning({
        title: '无法删除分类',
        content: (
          <div>
            <p style={{ marginBottom: 8 }}>{CATEGORY_DELETE_REFUSED}。</p>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              <li>子分类：{childCount} 个</li>
              <li>商品：{category.productCount} 件</li>
            </ul>
          </div>
        ),
        okText: '知道了',
      });
      return;
    }
    setDeleting(category);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteCategory(api, deleting.id);
    } catch (e) {
      throw new Error(categoryDeleteErrorText(e), { cause: e });
    }
    message.success('分类删除成功');
    setDeleting(null);
    await refetch();
  };

  return (
    <Card
      className="ap-card"
      title={
        <div className="ap-heading">
          <span>分类管理</span>
          <Typography.Text type="secondary" className="ap-subtitle">
            商品分类最多支持{CATEGORY_MAX_LEVELS}级嵌套
          </Typography.Text>
        </div>
      }
      extra={
        <Space wrap>
          <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()}>
            刷新
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            新建分类
          </Button>
        </Space>
      }
    >
      {error ? (
        <Alert
          type="error"
          showIcon
          title={categoryLoadErrorText(error)}
          description={error.message}
          style={{ marginBottom: 16 }}
        />
      ) : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <Space wrap size={[24, 4]} className="ap-summary">
              <span>
                分类总数 <strong>{totals.categories}</strong>
              </span>
              <span>
                根分类 <strong>{totals.roots}</strong>
              </span>
              <span>
                商品总数 <strong>{totals.products}</strong>
              </span>
            </Space>
          }
        />
      )}
      <AdminTable<CategoryRow>
        rowKey="id"
        loading={isFetching}
        dataSource={rows}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: setExpanded }}
        locale={{ emptyText: '还没有商品分类，点击「新建分类」创建第一个' }}
        pagination={{
          current: page,
          pageSize,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => `共 ${total} 个根分类`,
          onChange: (p, s) => {
            setPage(s === pageSize ? p : 1);
            setPageSize(s);
          },
        }}
        columns={[
          {
            title: '分类名称',
            dataIndex: 'name',
            width: 240,
            // Indent, expand button, badge and name stay on one line; a long name is cut with an ellipsis.
            className: 'ap-category-cell',
            phone: true,
            render: (name: string, c) => (
              <span className="ap-category-name" title={name}>
                {levelBadge(c.level) && (
                  <Tag color={levelColours[c.level]} className="ap-level">
                    {levelBadge(c.level)}
                  </Tag>
                )}
                <span>{name}</span>
              </span>
            ),
          },
          {
            title: '路径标识符',
            dataIndex: 'slug',
            width: 130,
            render: (v: string) => <SlugText>{v}</SlugText>,
          },
          {
            title: '父分类',
            dataIndex: 'parentName',
            width: 90,
            ellipsis: true,
            render: (v: string | null) => v ?? <Typography.Text type="secondary">根分类</Typography.Text>,
          },
          {
            title: '商品数',
            dataIndex: 'productCount',
            width: 110,
            align: 'center',
            phone: 'labelled',
            render: (n: number, c) => <ProductCounts own={n} withSubcategories={c.subtreeProductCount} />,
          },
          {
            title: '状态',
            key: 'status',
            width: 150,
            phone: true,
            render: (_: unknown, c) => (
              <Space size={[4, 4]} wrap>
                {c.active ? <Tag color="green">已启用</Tag> : <Tag>已停用</Tag>}
                {c.featured && <Tag color="gold">推荐</Tag>}
                {c.showInMenu && <Tag color="cyan">菜单显示</Tag>}
              </Space>
            ),
          },
          { title: '排序', dataIndex: 'sortOrder', width: 64, align: 'right' },
          {
            title: '操作',
            key: ACTIONS_KEY,
            width: 170,
            render: (_: unknown, c) => (
              <Space>
                <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(byId.get(c.id) ?? null)}>
                  编辑
                </Button>
                <Button size="small" danger icon={<DeleteOutlined />} onClick={() => askDelete(c)}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <CategoryFormModal
        key={formSession}
        open={editing !== null}
        category={editing === 'new' ? null : editing}
        tree={tree ?? []}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refetch();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="删除分类"
        content={deleting ? `确定删除分类「${deleting.name}」吗？此操作不可恢复。` : null}
        confirmText="删除"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
