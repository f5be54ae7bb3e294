import { useEffect, useState } from 'react';
import { errorText } from '../../../shared/api/api-error.ts';
import { App, ColorPicker, Form, Input, Modal, Switch } from 'antd';
import { DEFAULT_TAG_COLOR, tagInputSchema, tagNameSchema, type Tag, type TagInput } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
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
  const { message } = App.useApp();
  const [form] = Form.useForm<TagFormValues>();
  const [saving, setSaving] = useState(false);
  const preview = Form.useWatch([], form);

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      tag
        ? {
            name: tag.name,
            slug: tag.slug,
            description: tag.description ?? '',
            color: tag.color,
            icon: tag.icon ?? '',
            featured: tag.featured,
          }
        : { name: '', slug: '', description: '', color: DEFAULT_TAG_COLOR, icon: '', featured: false },
    );
  }, [open, tag, form]);

  const save = async () => {
    let values: TagFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show what is wrong
    }
    setSaving(true);
    try {
      if (tag) await updateTag(api, tag.id, toInput(values));
      else await createTag(api, toInput(values));
      message.success(tag ? '标签更新成功' : '标签创建成功');
      onSaved();
    } catch (e) {
      message.error(errorText(e, '保存失败'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={tag ? '编辑标签' : '新建标签'}
      onCancel={onClose}
      onOk={() => void save()}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
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
