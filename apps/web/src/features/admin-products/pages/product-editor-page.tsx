import { useMemo } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Space,
  Switch,
  Tag,
  Tooltip,
  TreeSelect,
  Typography,
  type TreeSelectProps,
} from 'antd';
import { ArrowLeftOutlined, ExportOutlined, HistoryOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Link } from '../../../shared/ui/link.tsx';
import {
  PRODUCT_BRAND_MAX,
  PRODUCT_MESSAGES,
  PRODUCT_MODEL_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_SLUG_MAX,
  PRODUCT_SUMMARY_MAX,
  PRODUCT_TAGS_MAX,
  productInputSchema,
  productStatusLabels,
  type AdminProduct,
  type ProductCategory,
  type ProductInput,
} from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { renderMarkdown, uploadImage } from '../../../shared/api/content-api.ts';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import { CoverUpload } from '../../../shared/ui/cover-upload.tsx';
import { useEditorRecord } from '../../../shared/editor/editor-load-state.tsx';
import { SaveErrorAlert } from '../../../shared/editor/save-error-alert.tsx';
import { useEditorForm, type EditorKind } from '../../../shared/editor/use-editor-form.ts';
import { MarkdownEditor } from '../../../shared/ui/markdown-editor.tsx';
import { allTagsQuery } from '../../admin-articles/index.ts';
import {
  adminProductKeys,
  adminProductQuery,
  categoryKeys,
  categoryTreeQuery,
  createProduct,
  productSnapshotKeys,
  updateProduct,
} from '../api.ts';
import { GalleryUpload } from '../components/gallery-upload.tsx';
import {
  emptyProductForm,
  hasUnsavedChanges,
  productFormFrom,
  productFormRules,
  toProductInput,
  type ProductFormValues,
} from '../product-form.ts';
import '../admin-products.css';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

const productEditor: EditorKind<AdminProduct, ProductFormValues, ProductInput> = {
  empty: emptyProductForm,
  fromRecord: productFormFrom,
  toInput: toProductInput,
  unsaved: hasUnsavedChanges,
  create: createProduct,
  update: updateProduct,
  detailKey: adminProductKeys.one,
  refreshAfterSave: [[...adminProductKeys.all, 'list'], productSnapshotKeys.all, categoryKeys.tree],
  editPath: (id) => `/admin/products/edit/${id}`,
  texts: {
    created: '商品创建成功',
    updated: '商品更新成功',
    invalid: '请先修正表单中标出的问题',
    createFailed: PRODUCT_MESSAGES.createFailed,
    updateFailed: PRODUCT_MESSAGES.updateFailed,
  },
};

/** /admin/products/new and /admin/products/edit/{id}. */
export function ProductEditorPage() {
  const { routeId, record, fallback } = useEditorRecord(adminProductQuery, {
    notFoundTitle: '商品不存在',
    failedTitle: PRODUCT_MESSAGES.detailFailed,
    listPath: '/admin/products',
    listLabel: '返回商品列表',
  });
  return fallback ?? <ProductEditor routeId={routeId} product={record} />;
}

type CategoryTreeData = NonNullable<TreeSelectProps['treeData']>;
const categoryTreeData = (nodes: ProductCategory[]): CategoryTreeData =>
  nodes.map((c) => ({
    value: c.id,
    title: c.active ? c.name : `${c.name}（已停用）`,
    children: categoryTreeData(c.children),
  }));

function ProductEditor({ routeId, product }: { routeId: number | null; product: AdminProduct | null }) {
  const api = useApi();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const editor = useEditorForm(productEditor, routeId, product);
  const { current } = editor;
  const { data: tags } = useQuery(allTagsQuery(api));
  const { data: tree, error: treeError } = useQuery(categoryTreeQuery(api));
  const treeData = useMemo(() => categoryTreeData(tree ?? []), [tree]);

  const noCategories = tree !== undefined && tree.length === 0;

  return (
    <Form<ProductFormValues> {...editor.formProps} layout="vertical" requiredMark={false} className="ap-editor">
      <div className="ap-editor-head">
        <Space size={4} align="center">
          <Tooltip title="返回商品列表">
            <Button
              type="text"
              aria-label="返回商品列表"
              icon={<ArrowLeftOutlined />}
              onClick={() => void navigate('/admin/products')}
            />
          </Tooltip>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {current ? '编辑商品' : '新建商品'}
          </Typography.Title>
        </Space>
        <Space wrap>
          {editor.dirty && <Tag color="orange">有未保存的修改</Tag>}
          {current && (
            <Button
              icon={<HistoryOutlined />}
              onClick={() => void navigate(`/admin/product-snapshots?productId=${current.id}`)}
            >
              版本快照
            </Button>
          )}
          {current && current.status !== 'DRAFT' && (
            <Button icon={<ExportOutlined />} href={`/products/${current.slug}`} target="_blank" rel="noopener">
              在网站查看
            </Button>
          )}
          <Tooltip title="快捷键 Ctrl/⌘ + S">
            <Button type="primary" icon={<SaveOutlined />} loading={editor.saving} onClick={() => void editor.save()}>
              保存
            </Button>
          </Tooltip>
        </Space>
      </div>
      <SaveErrorAlert error={editor.saveError} onClose={editor.clearSaveError} />
      <Row gutter={[24, 0]}>
        <Col xs={24} xl={16}>
          <Card size="small" title="基本信息" style={{ marginBottom: 16 }}>
            <Form.Item name="name" label="商品名称" rules={productFormRules.name}>
              <Input size="large" placeholder="如：纯棉圆领T恤" maxLength={PRODUCT_NAME_MAX} />
            </Form.Item>
            <Form.Item name="summary" label="简介" rules={productFormRules.summary} extra="显示在商品卡片和详情页顶部">
              <Input.TextArea rows={2} count={{ show: true, max: PRODUCT_SUMMARY_MAX }} />
            </Form.Item>
          </Card>
          <Card size="small" title="商品图片" style={{ marginBottom: 16 }}>
            <Row gutter={[24, 16]}>
              <Col xs={24} md={10}>
                <Form.Item name="mainImage" label="主图" extra="列表和分享时使用" style={{ marginBottom: 0 }}>
                  <CoverUpload noun="主图" />
                </Form.Item>
              </Col>
              <Col xs={24} md={14}>
                <Form.Item name="images" label="图集" style={{ marginBottom: 0 }}>
                  <GalleryUpload />
                </Form.Item>
              </Col>
            </Row>
          </Card>
          <Form.Item label="商品描述（Markdown）">
            <div className="article-editor">
              <Form.Item name="description" noStyle rules={[zodRule(productInputSchema.shape.description)]}>
                <MarkdownEditor
                  render={(markdown) => renderMarkdown(api, markdown)}
                  upload={(file) => uploadImage(api, file)}
                  onUploadError={(m) => message.error(m)}
                />
              </Form.Item>
            </div>
          </Form.Item>
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" title="发布" style={{ marginBottom: 16 }}>
            <Form.Item name="status" label="状态" extra="草稿不会公开显示；下架的商品仍可通过链接访问，但不能购买">
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={(['DRAFT', 'ACTIVE', 'INACTIVE'] as const).map((s) => ({
                  value: s,
                  label: productStatusLabels[s],
                }))}
              />
            </Form.Item>
            <Form.Item
              name="featured"
              label="推荐商品"
              valuePropName="checked"
              extra="推荐的商品排在前面，并出现在首页"
              style={{ marginBottom: 0 }}
            >
              <Switch />
            </Form.Item>
          </Card>
          <Card size="small" title="分类与价格" style={{ marginBottom: 16 }}>
            {noCategories && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                title="请先创建商品分类"
                description={<Link to="/admin/categories">前往分类管理</Link>}
              />
            )}
            {treeError && (
              <Alert
                type="error"
                showIcon
                style={{ marginBottom: 16 }}
                title="获取分类数据失败"
                description={treeError.message}
              />
            )}
            <Form.Item name="categoryId" label="商品分类" rules={productFormRules.categoryId}>
              <TreeSelect
                showSearch
                treeNodeFilterProp="title"
                treeDefaultExpandAll
                placeholder="选择分类"
                treeData={treeData}
                disabled={noCategories}
                notFoundContent="没有匹配的分类"
              />
            </Form.Item>
            <Row gutter={12}>
              <Col span={12}>
                <Form.Item name="price" label="价格" rules={productFormRules.price}>
                  <Input prefix="¥" inputMode="decimal" placeholder="0.00" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="originalPrice"
                  label="原价"
                  rules={productFormRules.originalPrice}
                  dependencies={['price']}
                  extra="可选，显示为划线价"
                >
                  <Input prefix="¥" inputMode="decimal" placeholder="0.00" />
                </Form.Item>
              </Col>
            </Row>
          </Card>
          <Card size="small" title="商品信息" style={{ marginBottom: 16 }}>
            <Form.Item
              name="slug"
              label="路径标识符"
              rules={productFormRules.slug}
              extra="留空则根据名称自动生成（中文转拼音）"
            >
              <Input placeholder="如：cotton-tee" maxLength={PRODUCT_SLUG_MAX} />
            </Form.Item>
            <Row gutter={12}>
              <Col span={12}>
                <Form.Item name="brand" label="品牌" rules={productFormRules.brand}>
                  <Input maxLength={PRODUCT_BRAND_MAX} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="model" label="型号" rules={productFormRules.model}>
                  <Input maxLength={PRODUCT_MODEL_MAX} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="tags" label="标签" extra={`最多${PRODUCT_TAGS_MAX}个，可输入新标签`}>
              <Select
                mode="tags"
                placeholder="选择或输入新标签"
                maxCount={PRODUCT_TAGS_MAX}
                options={(tags ?? []).map((t) => ({ value: t.name, label: t.name }))}
                tokenSeparators={[',', '，']}
              />
            </Form.Item>
            <Form.Item
              name="purchaseUrl"
              label="购买链接"
              rules={productFormRules.purchaseUrl}
              style={{ marginBottom: 0 }}
            >
              <Input placeholder="https://" inputMode="url" />
            </Form.Item>
          </Card>
          <Card size="small" title="SEO">
            <Form.Item name="seoTitle" label="SEO 标题" rules={productFormRules.seoTitle}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="seoDescription" label="SEO 描述" rules={productFormRules.seoDescription}>
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
          </Card>
        </Col>
      </Row>
    </Form>
  );
}
