import { useMemo } from 'react';
import { Col, Form, Input, InputNumber, Modal, Row, Switch, TreeSelect } from 'antd';
import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_MAX_LEVELS,
  CATEGORY_NAME_MAX,
  CATEGORY_SLUG_MAX,
  CATEGORY_SORT_ORDER_MAX,
  categoryInputSchema,
  categoryNameSchema,
  categorySortOrderSchema,
  flattenCategories,
  parentOptions,
  type CategoryInput,
  type ParentOption,
  type ProductCategory,
} from '@app/contract';
import type { Rule } from 'antd/es/form';
import { useApi } from '../../../shared/api/api-context.tsx';
import { ApiError } from '../../../shared/api/api-error.ts';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import { useFormModal } from '../../../shared/ui/use-form-modal.ts';
import { createCategory, updateCategory } from '../api.ts';
import { categorySaveErrorText } from '../category-errors.ts';

export interface CategoryFormValues {
  name: string;
  parentId?: number | null;
  slug?: string;
  description?: string;
  sortOrder?: number | null;
  active: boolean;
  featured: boolean;
  showInMenu: boolean;
}

const FIELDS = ['name', 'parentId', 'slug', 'description', 'sortOrder', 'active', 'featured', 'showInMenu'] as const;

const emptyForm: CategoryFormValues = {
  name: '',
  parentId: null,
  slug: '',
  description: '',
  sortOrder: 0,
  active: true,
  featured: false,
  showInMenu: true,
};

const categoryFormValues = (c: ProductCategory | null): CategoryFormValues => (c === null ? emptyForm : formFrom(c));

/** The server names the fields it refused (and a taken slug): the reasons go on those fields too. */
const categoryFieldErrors = (e: unknown) => {
  if (!(e instanceof ApiError)) return [];
  const fields = e.fieldErrors
    .filter((f) => (FIELDS as readonly string[]).includes(f.field))
    .map((f) => ({ name: f.field, errors: [f.message] }));
  if (e.code === 'CATEGORY_SLUG_TAKEN') fields.push({ name: 'slug', errors: [e.message] });
  return fields;
};

const formFrom = (c: ProductCategory): CategoryFormValues => ({
  name: c.name,
  parentId: c.parentId,
  slug: c.slug,
  description: c.description ?? '',
  sortOrder: c.sortOrder,
  active: c.active,
  featured: c.featured,
  showInMenu: c.showInMenu,
});

/** The body: trimmed, empty means absent (root, generated slug, no description, sort order 0); the fields the modal does not edit kept. */
export const toCategoryInput = (v: CategoryFormValues, editing: ProductCategory | null): CategoryInput => ({
  name: v.name.trim(),
  parentId: v.parentId ?? null,
  slug: v.slug?.trim() || null,
  description: v.description?.trim() || null,
  icon: editing?.icon ?? null,
  coverImage: editing?.coverImage ?? null,
  sortOrder: v.sortOrder ?? 0,
  active: Boolean(v.active),
  featured: Boolean(v.featured),
  showInMenu: Boolean(v.showInMenu),
});

/** An empty sort order means 0; anything else must be a whole number from 0 to 9999. */
const sortOrderRule: Rule = {
  validator: async (_rule, value: unknown) => {
    if (value === null || value === undefined || value === '') return;
    const result = categorySortOrderSchema.safeParse(value);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? '排序无效');
  },
};

/**
 * The parent selector's tree (spec 01): active categories below level 3, never the edited one or
 * its subtree (contract `parentOptions`). A current parent that is no longer offered (stopped
 * since) is still listed, so the field shows its name and keeping it stays possible.
 */
export function parentTreeData(tree: ProductCategory[], editing: ProductCategory | null): ParentOption[] {
  const options = parentOptions(tree, editing);
  if (!editing || editing.parentId === null) return options;
  const offered = flattenCategories(options).some((o) => o.value === editing.parentId);
  if (offered) return options;
  const parent = flattenCategories(tree).find((c) => c.id === editing.parentId);
  const title = `${editing.parentName ?? parent?.name ?? `#${editing.parentId}`}${parent && !parent.active ? '（已停用）' : ''}`;
  return [{ value: editing.parentId, title, disabled: false, children: [] }, ...options];
}

/** New / edit product category (spec 01 "Admin product category management"). `category` null means new. */
export function CategoryFormModal({
  open,
  category,
  tree,
  onClose,
  onSaved,
}: {
  open: boolean;
  category: ProductCategory | null;
  tree: ProductCategory[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useApi();
  const treeData = useMemo(() => parentTreeData(tree, category), [tree, category]);
  const { form, modalProps } = useFormModal({
    open,
    item: category,
    valuesOf: categoryFormValues,
    submit: (values, item) => {
      const input = toCategoryInput(values, item);
      return item ? updateCategory(api, item.id, input) : createCategory(api, input);
    },
    saved: { created: '分类创建成功', updated: '分类更新成功' },
    failure: categorySaveErrorText,
    fieldErrors: categoryFieldErrors,
    onClose,
    onSaved,
  });

  return (
    <Modal {...modalProps} title={category ? '编辑分类' : '新建分类'} width={600}>
      <Form form={form} layout="vertical" requiredMark={false} initialValues={emptyForm}>
        <Form.Item name="name" label="分类名称" rules={[zodRule(categoryNameSchema)]}>
          <Input placeholder="如：上衣" count={{ show: true, max: CATEGORY_NAME_MAX }} />
        </Form.Item>
        <Form.Item
          name="parentId"
          label="父分类"
          extra={`留空则为根分类；分类最多${CATEGORY_MAX_LEVELS}级，只能选择已启用的前3级分类`}
        >
          <TreeSelect
            allowClear
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandAll
            placeholder="根分类"
            treeData={treeData}
            notFoundContent="没有可选的父分类"
          />
        </Form.Item>
        <Form.Item
          name="slug"
          label="路径标识符"
          rules={[zodRule(categoryInputSchema.shape.slug)]}
          extra="留空则根据名称自动生成（中文转拼音）"
        >
          <Input placeholder="如：tops" count={{ max: CATEGORY_SLUG_MAX }} />
        </Form.Item>
        <Form.Item name="description" label="描述" rules={[zodRule(categoryInputSchema.shape.description)]}>
          <Input.TextArea rows={3} count={{ show: true, max: CATEGORY_DESCRIPTION_MAX }} />
        </Form.Item>
        <Form.Item
          name="sortOrder"
          label="排序"
          rules={[sortOrderRule]}
          extra={`数字越小越靠前（0–${CATEGORY_SORT_ORDER_MAX}）`}
        >
          <InputNumber precision={0} placeholder="0" style={{ width: '100%' }} aria-label="排序" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={8}>
            <Form.Item name="active" label="启用" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={8}>
            <Form.Item name="featured" label="推荐" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={8}>
            <Form.Item name="showInMenu" label="菜单显示" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
