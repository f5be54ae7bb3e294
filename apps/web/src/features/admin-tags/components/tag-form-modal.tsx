import { ColorPicker, Form, Input, Modal, Switch } from 'antd';
import { DEFAULT_TAG_COLOR, tagInputSchema, tagNameSchema, type Tag, type TagInput } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import { failureOr, useFormModal } from '../../../shared/ui/use-form-modal.ts';
import { TagLabel } from '../../../shared/ui/tag-label.tsx';
import { createTag, updateTag } from '../api.ts';

interface TagFormValues {
  name: string;
  slug?: string;
  description?: string;
  color: string;
  icon?: string;
  featured: boolean;
}

const toInput = (v: TagFormValues): TagInput => ({
  name: v.name.trim(),
  slug: v.slug?.trim() || null,
  description: v.description?.trim() || null,
  color: v.color || DEFAULT_TAG_COLOR,
  icon: v.icon?.trim() || null,
  featured: Boolean(v.featured),
});

const tagFormValues = (tag: Tag | null): TagFormValues =>
  tag
    ? {
        name: tag.name,
        slug: tag.slug,
        description: tag.description ?? '',
        color: tag.color,
        icon: tag.icon ?? '',
        featured: tag.featured,
      }
    : { name: '', slug: '', description: '', color: DEFAULT_TAG_COLOR, icon: '', featured: false };

/** New / edit tag (spec 01 "Admin tag management"). `tag` null means new. */
export function TagFormModal({
  open,
  tag,
  onClose,
  onSaved,
}: {
  open: boolean;
  tag: Tag | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useApi();
  const { form, modalProps } = useFormModal({
    open,
    item: tag,
    valuesOf: tagFormValues,
    submit: (values, item) => (item ? updateTag(api, item.id, toInput(values)) : createTag(api, toInput(values))),
    saved: { created: '标签创建成功', updated: '标签更新成功' },
    failure: failureOr('保存失败'),
    onClose,
    onSaved,
  });
  const preview = Form.useWatch([], form);

  return (
    <Modal {...modalProps} title={tag ? '编辑标签' : '新建标签'}>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="name" label="标签名称" rules={[zodRule(tagNameSchema)]}>
          <Input placeholder="如：前端开发" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="slug"
          label="路径标识符"
          rules={[zodRule(tagInputSchema.shape.slug)]}
          extra="留空则根据名称自动生成（中文转拼音）"
        >
          <Input placeholder="如：frontend" />
        </Form.Item>
        <Form.Item name="description" label="描述" rules={[zodRule(tagInputSchema.shape.description)]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="color" label="颜色" getValueFromEvent={(c: { toHexString(): string }) => c.toHexString()}>
          <ColorPicker showText disabledAlpha format="hex" />
        </Form.Item>
        <Form.Item
          name="icon"
          label="图标"
          rules={[zodRule(tagInputSchema.shape.icon)]}
          extra="Font Awesome 图标类名，如 fab fa-react、fas fa-code"
        >
          <Input placeholder="fab fa-react" />
        </Form.Item>
        <Form.Item name="featured" label="精选标签" valuePropName="checked">
          <Switch />
        </Form.Item>
        {preview?.name && (
          <Form.Item label="预览">
            <TagLabel name={preview.name} color={preview.color || DEFAULT_TAG_COLOR} icon={preview.icon} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
