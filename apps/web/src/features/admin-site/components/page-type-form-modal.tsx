import { Button, Col, Form, Input, InputNumber, Modal, Row, Select, Typography } from 'antd';
import {
  DEFAULT_TITLE_TEMPLATE,
  PAGE_TYPE_LIMITS,
  PAGE_TYPE_MESSAGES,
  pageTypeCreateSchema,
  pageTypeUpdateSchema,
  PATTERN_PARAMS,
  TITLE_PLACEHOLDERS,
  type PageType,
} from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { errorText } from '../../../shared/api/api-error.ts';
import { serverFieldErrors } from '../../../shared/editor/server-field-errors.ts';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import { useFormModal } from '../../../shared/ui/use-form-modal.ts';
import { createPageType, updatePageType } from '../api.ts';
import { samplePathOf, type PreviewType } from '../title-preview.ts';
import { TitlePreviewPanel } from './title-preview-panel.tsx';

interface PageTypeFormValues {
  code: string;
  name: string;
  patterns: string[];
  priority: number;
  template: string;
}
const FIELDS = ['code', 'name', 'patterns', 'priority', 'template'] as const;

const NEW_TYPE: PageTypeFormValues = {
  code: '',
  name: '',
  patterns: [],
  priority: 50,
  template: DEFAULT_TITLE_TEMPLATE,
};
const valuesOf = (type: PageType | null): PageTypeFormValues =>
  type
    ? { code: type.code, name: type.name, patterns: type.patterns, priority: type.priority, template: type.template }
    : NEW_TYPE;

/**
 * 添加页面类型 / 编辑页面类型: the paths it takes, its priority and its title template, with the
 * placeholders a click away and the title a sample page would get as it is typed. A built-in
 * type keeps its code and may have no path ('default', 'not-found').
 */
export function PageTypeFormModal({
  open,
  type,
  types,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The type edited, or null for a new one. */
  type: PageType | null;
  /** Every saved type: the preview matches among them, with the form's values in place of this one. */
  types: readonly PageType[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useApi();
  const { form, modalProps } = useFormModal({
    open,
    item: type,
    valuesOf,
    submit: ({ code, ...values }, item) =>
      item ? updatePageType(api, item.id, values) : createPageType(api, { code, ...values }),
    saved: { created: PAGE_TYPE_MESSAGES.created, updated: PAGE_TYPE_MESSAGES.updated },
    failure: (e) => errorText(e, '保存失败'),
    fieldErrors: (e) => serverFieldErrors(e, FIELDS, { field: 'code' }),
    onClose,
    onSaved,
  });
  const watched = Form.useWatch([], form) as Partial<PageTypeFormValues> | undefined;
  const patternsRule = zodRule(
    type?.builtin ? pageTypeUpdateSchema.shape.patterns : pageTypeCreateSchema.shape.patterns,
  );

  const edited: PreviewType = {
    code: type?.code ?? (watched?.code || 'new-type'),
    name: watched?.name || '（新类型）',
    patterns: (watched?.patterns ?? []).filter((p) => pageTypeUpdateSchema.shape.patterns.safeParse([p]).success),
    priority: typeof watched?.priority === 'number' ? watched.priority : 0,
    template: watched?.template ?? '',
  };
  const candidates = [...types.filter((t) => t.code !== edited.code), edited];

  const addPlaceholder = (name: string) =>
    form.setFieldValue('template', `${form.getFieldValue('template') ?? ''}{${name}}`);

  return (
    <Modal {...modalProps} title={type ? '编辑页面类型' : '添加页面类型'} width={760}>
      <Form form={form} layout="vertical" initialValues={NEW_TYPE}>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="name" label="名称" required rules={[zodRule(pageTypeUpdateSchema.shape.name)]}>
              <Input count={{ show: true, max: PAGE_TYPE_LIMITS.name }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="code"
              label="代码"
              required={!type}
              rules={type ? [] : [zodRule(pageTypeCreateSchema.shape.code)]}
              extra={type ? '代码创建后不能修改' : '小写字母、数字和连字符，如 campaign'}
            >
              <Input disabled={Boolean(type)} maxLength={PAGE_TYPE_LIMITS.code} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="patterns"
          label="路径模式"
          required={!type?.builtin}
          rules={[patternsRule]}
          extra={`输入后按回车添加。以 / 开头；${PATTERN_PARAMS.map((p) => `:${p}`).join('、')} 匹配一段路径，末尾的 * 匹配其余部分，如 /articles/:slug、/user/*`}
        >
          <Select mode="tags" open={false} suffixIcon={null} placeholder="/campaign/:slug" aria-label="路径模式" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item
              name="priority"
              label="优先级"
              required
              rules={[zodRule(pageTypeUpdateSchema.shape.priority)]}
              extra="数值大的先匹配"
            >
              <InputNumber min={0} max={PAGE_TYPE_LIMITS.priorityMax} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item
              name="template"
              label="标题模板"
              required
              rules={[zodRule(pageTypeUpdateSchema.shape.template)]}
              extra={
                <div className="admin-page-titles-placeholders">
                  <Typography.Text type="secondary">点击插入：</Typography.Text>
                  {TITLE_PLACEHOLDERS.map((p) => (
                    <Button key={p} size="small" onClick={() => addPlaceholder(p)}>
                      {`{${p}}`}
                    </Button>
                  ))}
                </div>
              }
            >
              <Input count={{ show: true, max: PAGE_TYPE_LIMITS.template }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Typography.Title level={5}>标题预览</Typography.Title>
      <TitlePreviewPanel
        key={`${open}-${type?.id ?? 'new'}`}
        types={candidates}
        initialPath={samplePathOf(type?.patterns[0])}
      />
    </Modal>
  );
}
