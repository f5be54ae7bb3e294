import { useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Space,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { ArrowLeftOutlined, ExportOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBlocker, useNavigate } from 'react-router';
import {
  PAGE_SLUG_MAX,
  PAGE_SORT_ORDER_MAX,
  PAGE_TITLE_MAX,
  pageStatusLabels,
  type AdminPage,
  type PageStatus,
} from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { ApiError } from '../../../shared/api/api-error.ts';
import { pageKeys } from '../../pages/index.ts';
import { adminPageKeys, adminPageQuery, createPage, updatePage } from '../api.ts';
import { renderMarkdown, uploadImage } from '../../../shared/api/content-api.ts';
import { MarkdownEditor } from '../../../shared/ui/markdown-editor.tsx';
import { editorLoadState, useEditorRouteId } from '../../../shared/ui/editor-load-state.tsx';
import {
  emptyPageForm,
  hasUnsavedChanges,
  pageFormFrom,
  pageFormRules,
  toPageInput,
  type PageFormValues,
} from '../page-form.ts';
import { SaveErrorAlert } from '../../../shared/ui/save-error-alert.tsx';

const FORM_FIELDS: (keyof PageFormValues)[] = ['title', 'slug', 'content', 'status', 'sortOrder', 'showInList'];

/** /admin/pages/new and /admin/pages/edit/{id}. */
export function PageEditorPage() {
  const api = useApi();
  const { id, valid } = useEditorRouteId();
  const { data: page, error } = useQuery({ ...adminPageQuery(api, id ?? 0), enabled: id !== null && valid });
  const fallback = editorLoadState({
    valid,
    error,
    loading: id !== null && !page,
    notFoundTitle: '页面不存在',
    failedTitle: '加载失败',
    listPath: '/admin/pages',
    listLabel: '返回页面列表',
  });
  if (fallback) return fallback;
  // Not keyed by the id: after creating a page the editor moves to /admin/pages/edit/{id} and
  // stays the same editor, so nothing typed while saving is lost.
  return <PageEditor routeId={id} page={page ?? null} />;
}

/** `routeId` is the page the address names (null: a new page); `page` is that page as loaded. */
function PageEditor({ routeId, page }: { routeId: number | null; page: AdminPage | null }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<PageFormValues>();

  const [initial] = useState<PageFormValues>(() => (page ? pageFormFrom(page) : emptyPageForm));
  /** The values the server has; the form differs from them when there are unsaved changes. */
  const saved = useRef<PageFormValues>(initial);
  const savingNow = useRef(false);
  /** The id of a page just created here, until the address names it. */
  const created = useRef<number | null>(null);
  const leaving = useRef(false);
  const [current, setCurrent] = useState<AdminPage | null>(page);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  // Another page (or a new one) named by the address: load it into the form.
  useEffect(() => {
    if (routeId === (current?.id ?? null)) {
      created.current = null;
      return;
    }
    if (routeId === null && created.current !== null) return; // on the way to the page just created
    const next = routeId === null ? null : page?.id === routeId ? page : undefined;
    if (next === undefined) return;
    const values = next ? pageFormFrom(next) : emptyPageForm;
    form.setFieldsValue(values);
    saved.current = values;
    setCurrent(next);
    setDirty(false);
    setSaveError(null);
  }, [routeId, page, current, form]);

  const unsaved = () => hasUnsavedChanges(form.getFieldsValue(FORM_FIELDS) as PageFormValues, saved.current);

  // Leaving with unsaved changes asks first: inside the app (the router) and when closing the tab.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && unsaved(),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked' || leaving.current) return;
    leaving.current = true;
    modal.confirm({
      title: '离开此页面？',
      content: '有尚未保存的更改，离开后这些更改将会丢失。',
      okText: '离开',
      okButtonProps: { danger: true },
      cancelText: '继续编辑',
      onOk: () => {
        leaving.current = false;
        blocker.proceed();
      },
      onCancel: () => {
        leaving.current = false;
        blocker.reset();
      },
    });
  }, [blocker, modal]);
  const onBeforeUnload = useEffectEvent((event: BeforeUnloadEvent) => {
    if (unsaved()) event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: BeforeUnloadEvent) => onBeforeUnload(event);
    window.addEventListener('beforeunload', listener);
    return () => window.removeEventListener('beforeunload', listener);
  }, []);

  const save = async () => {
    if (savingNow.current) return;
    let values: PageFormValues;
    try {
      values = { ...emptyPageForm, ...(await form.validateFields(FORM_FIELDS)) };
    } catch {
      message.error('请先修正表单中标出的问题');
      return;
    }
    savingNow.current = true;
    setSaving(true);
    try {
      const input = toPageInput(values);
      const result = current ? await updatePage(api, current.id, input) : await createPage(api, input);
      saved.current = pageFormFrom(result);
      if (!current) created.current = result.id;
      // An empty slug was made from the title: show it. Anything typed meanwhile stays as it is.
      if (!values.slug.trim()) form.setFieldValue('slug', result.slug);
      setCurrent(result);
      setSaveError(null);
      setDirty(unsaved());
      queryClient.setQueryData(adminPageKeys.detail(result.id), result);
      void queryClient.invalidateQueries({ queryKey: [...adminPageKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: pageKeys.all });
      message.success(current ? '页面已保存' : '页面创建成功');
      if (!current) void navigate(`/admin/pages/edit/${result.id}`, { replace: true });
    } catch (error) {
      // The text stays in the editor; the reason is shown until the next successful save.
      const reason = error instanceof Error && error.message ? error.message : '保存失败';
      setSaveError(reason);
      message.error(`保存失败：${reason}`);
      if (error instanceof ApiError) {
        const fields = error.fieldErrors
          .filter((f) => (FORM_FIELDS as string[]).includes(f.field))
          .map((f) => ({ name: f.field as keyof PageFormValues, errors: [f.message] }));
        if (error.status === 409) fields.push({ name: 'slug', errors: [reason] });
        if (fields.length > 0) form.setFields(fields);
      }
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
  };

  const onSaveShortcut = useEffectEvent((event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void save();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onSaveShortcut(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const status: PageStatus = Form.useWatch('status', form) ?? initial.status;

  return (
    <Form<PageFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onValuesChange={() => setDirty(unsaved())}
    >
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
            {dirty && <Tag color="orange">未保存</Tag>}
            <Tooltip title="快捷键 Ctrl/⌘ + S">
              <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
                保存
              </Button>
            </Tooltip>
          </Space>
        }
      >
        <SaveErrorAlert error={saveError} onClose={() => setSaveError(null)} />
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
