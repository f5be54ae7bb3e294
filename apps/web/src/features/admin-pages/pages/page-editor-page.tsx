import { Button, Card, Col, Form, Input, InputNumber, Radio, Row, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, ExportOutlined, SaveOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import {
  PAGE_SLUG_MAX,
  PAGE_SORT_ORDER_MAX,
  PAGE_TITLE_MAX,
  pageStatusLabels,
  type AdminPage,
  type PageInput,
  type PageStatus,
} from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { REQUEST_FAILED_DEFAULT } from '../../../shared/api/api-error.ts';
import { renderMarkdown, uploadImage } from '../../../shared/api/content-api.ts';
import { useEditorRecord } from '../../../shared/editor/editor-load-state.tsx';
import { SaveErrorAlert } from '../../../shared/editor/save-error-alert.tsx';
import { useEditorForm, type EditorKind } from '../../../shared/editor/use-editor-form.ts';
import { MarkdownEditor } from '../../../shared/ui/markdown-editor.tsx';
import { pageKeys } from '../../pages/index.ts';
import { adminPageKeys, adminPageQuery, createPage, updatePage } from '../api.ts';
import {
  emptyPageForm,
  hasUnsavedChanges,
  pageFormFrom,
  pageFormRules,
  toPageInput,
  type PageFormValues,
} from '../page-form.ts';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

const pageEditor: EditorKind<AdminPage, PageFormValues, PageInput> = {
  empty: emptyPageForm,
  fromRecord: pageFormFrom,
  toInput: toPageInput,
  unsaved: hasUnsavedChanges,
  create: createPage,
  update: updatePage,
  detailKey: adminPageKeys.detail,
  refreshAfterSave: [[...adminPageKeys.all, 'list'], pageKeys.all],
  editPath: (id) => `/admin/pages/edit/${id}`,
  texts: {
    created: '页面创建成功',
    updated: '页面已保存',
    invalid: '请先修正表单中标出的问题',
    // This editor has no words of its own for a reason-less failure: the request's generic one.
    createFailed: REQUEST_FAILED_DEFAULT,
    updateFailed: REQUEST_FAILED_DEFAULT,
    failedToast: (reason) => `保存失败：${reason}`,
    leave: { title: '离开此页面？', content: '有尚未保存的更改，离开后这些更改将会丢失。' },
  },
};

/** /admin/pages/new and /admin/pages/edit/{id}. */
export function PageEditorPage() {
  const { routeId, record, fallback } = useEditorRecord(adminPageQuery, {
    notFoundTitle: '页面不存在',
    failedTitle: '加载失败',
    listPath: '/admin/pages',
    listLabel: '返回页面列表',
  });
  return fallback ?? <PageEditor routeId={routeId} page={record} />;
}

/** `routeId` is the page the address names (null: a new page); `page` is that page as loaded. */
function PageEditor({ routeId, page }: { routeId: number | null; page: AdminPage | null }) {
  const api = useApi();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const editor = useEditorForm(pageEditor, routeId, page);
  const { current, formProps } = editor;

  const status: PageStatus = Form.useWatch('status', formProps.form) ?? formProps.initialValues.status;

  return (
    <Form<PageFormValues> {...formProps} layout="vertical" requiredMark={false}>
      <Card
        title={
          <Space size={4}>
            <Tooltip title="返回页面列表">
              <Button
                type="text"
                aria-label="返回页面列表"
                icon={<ArrowLeftOutlined />}
                onClick={() => void navigate('/admin/pages')}
              />
            </Tooltip>
            <span>{current ? '编辑页面' : '新建页面'}</span>
          </Space>
        }
        extra={
          <Space>
            {editor.dirty && <Tag color="orange">未保存</Tag>}
            <Tooltip title="快捷键 Ctrl/⌘ + S">
              <Button type="primary" icon={<SaveOutlined />} loading={editor.saving} onClick={() => void editor.save()}>
                保存
              </Button>
            </Tooltip>
          </Space>
        }
      >
        <SaveErrorAlert error={editor.saveError} onClose={editor.clearSaveError} />
        <Row gutter={[24, 0]}>
          <Col xs={24} xl={17}>
            <Form.Item name="title" label="标题" rules={pageFormRules.title}>
              <Input size="large" placeholder="页面标题，如：关于本站" maxLength={PAGE_TITLE_MAX} />
            </Form.Item>
            <Form.Item label="正文（Markdown）" required>
              <div className="article-editor">
                <Form.Item name="content" noStyle rules={pageFormRules.content}>
                  <MarkdownEditor
                    render={(markdown) => renderMarkdown(api, markdown)}
                    upload={(file) => uploadImage(api, file)}
                    onUploadError={(m) => message.error(m)}
                  />
                </Form.Item>
              </div>
            </Form.Item>
          </Col>
          <Col xs={24} xl={7}>
            <Card size="small" title="页面设置" style={{ marginBottom: 24 }}>
              <Form.Item name="slug" label="路径标识符" rules={pageFormRules.slug} extra="留空则根据标题自动生成">
                <Input
                  prefix={<Typography.Text type="secondary">/pages/</Typography.Text>}
                  placeholder="about"
                  maxLength={PAGE_SLUG_MAX}
                />
              </Form.Item>
              <Form.Item name="status" label="状态">
                <Radio.Group
                  optionType="button"
                  buttonStyle="solid"
                  options={(['DRAFT', 'PUBLISHED'] as const).map((s) => ({ value: s, label: pageStatusLabels[s] }))}
                />
              </Form.Item>
              <Form.Item name="sortOrder" label="排序" rules={pageFormRules.sortOrder} extra="数字越小越靠前（0–9999）">
                <InputNumber min={0} max={PAGE_SORT_ORDER_MAX} precision={0} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item
                name="showInList"
                label="在页面列表中显示"
                valuePropName="checked"
                extra="关闭后不出现在 /pages 列表中，但仍可通过链接访问"
                style={{ marginBottom: current ? 16 : 0 }}
              >
                <Switch />
              </Form.Item>
              {current && (
                <Space orientation="vertical" size={4}>
                  {current.status === 'PUBLISHED' ? (
                    <Button icon={<ExportOutlined />} href={`/pages/${current.slug}`} target="_blank" rel="noopener">
                      查看页面
                    </Button>
                  ) : (
                    <Typography.Text type="secondary">
                      {status === 'PUBLISHED' ? '保存后即可公开访问' : '草稿不会公开显示'}
                    </Typography.Text>
                  )}
                </Space>
              )}
            </Card>
          </Col>
        </Row>
      </Card>
    </Form>
  );
}
