import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  Typography,
} from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBlocker, useNavigate, useParams } from 'react-router';
import { articleInputSchema, type AdminArticle, type ArticleInput, type ArticleStatus } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import {
  adminArticleKeys,
  adminArticleQuery,
  allTagsQuery,
  createArticle,
  renderMarkdown,
  updateArticle,
  uploadImage,
} from '../api.ts';
import { CoverUpload } from '../../../shared/ui/cover-upload.tsx';
import { MarkdownEditor } from '../../../shared/ui/markdown-editor.tsx';
import { SaveErrorAlert } from '../../../shared/ui/save-error-alert.tsx';

interface EditorForm {
  title: string;
  slug?: string;
  excerpt?: string;
  coverImage?: string | null;
  tags: string[];
  seoTitle?: string;
  seoDescription?: string;
  status: ArticleStatus;
  publishedAt?: Dayjs | null;
  allowComments: boolean;
}

const toForm = (a: AdminArticle | undefined): EditorForm =>
  a
    ? {
        title: a.title,
        slug: a.slug,
        excerpt: a.excerpt,
        coverImage: a.coverImage,
        tags: a.tags.map((t) => t.name),
        seoTitle: a.seoTitle ?? '',
        seoDescription: a.seoDescription ?? '',
        status: a.status,
        publishedAt: a.publishedAt ? dayjs(a.publishedAt) : null,
        allowComments: a.allowComments,
      }
    : {
        title: '',
        slug: '',
        excerpt: '',
        coverImage: null,
        tags: [],
        seoTitle: '',
        seoDescription: '',
        status: 'DRAFT',
        publishedAt: null,
        allowComments: true,
      };

const toInput = (v: EditorForm, content: string): ArticleInput => ({
  title: v.title,
  slug: v.slug?.trim() || null,
  excerpt: v.excerpt?.trim() || null,
  content,
  coverImage: v.coverImage || null,
  tags: v.tags,
  seoTitle: v.seoTitle?.trim() || null,
  seoDescription: v.seoDescription?.trim() || null,
  status: v.status,
  publishedAt: v.publishedAt ? v.publishedAt.toISOString() : null,
  allowComments: v.allowComments,
});

/** /admin/editor/new and /admin/editor/:id. */
export function ArticleEditorPage() {
  const { id } = useParams();
  const articleId = id ? Number(id) : null;
  const api = useApi();
  const {
    data: article,
    isLoading,
    error,
  } = useQuery({ ...adminArticleQuery(api, articleId ?? 0), enabled: articleId !== null });
  if (articleId !== null && isLoading) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (error) return <Alert type="error" showIcon title="获取文章详情失败" description={error.message} />;
  return <EditorForm key={article?.id ?? 'new'} article={article} />;
}

function EditorForm({ article }: { article: AdminArticle | undefined }) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<EditorForm>();
  const [content, setContent] = useState(article?.content ?? '');
  const [dirty, setDirtyState] = useState(false);
  // The blocker reads this ref: a state update would not be seen by a navigation in the same tick.
  const dirtyRef = useRef(false);
  const setDirty = (value: boolean) => {
    dirtyRef.current = value;
    setDirtyState(value);
  };
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { data: tags } = useQuery(allTagsQuery(api));
  const status = Form.useWatch('status', form);

  // Leaving with unsaved changes asks first (in-app navigation and closing the tab).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: '有未保存的修改',
      content: '离开后未保存的内容将会丢失，确定离开吗？',
      okText: '离开',
      cancelText: '继续编辑',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = useCallback(async () => {
    let values: EditorForm;
    try {
      values = await form.validateFields();
    } catch {
      message.error('请先修正表单中的错误');
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      const input = toInput(values, content);
      const saved = article ? await updateArticle(api, article.id, input) : await createArticle(api, input);
      queryClient.setQueryData(adminArticleKeys.one(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: adminArticleKeys.all });
      setDirty(false);
      message.success(article ? '文章已保存' : '文章创建成功');
      form.setFieldsValue({ slug: saved.slug, excerpt: saved.excerpt });
      if (!article) void navigate(`/admin/editor/${saved.id}`, { replace: true });
    } catch (e) {
      // The text stays in the editor; only the reason is shown.
      const reason = e instanceof Error && e.message ? e.message : article ? '更新文章失败' : '创建文章失败';
      setSaveError(reason);
      message.error(reason);
    } finally {
      setSaving(false);
    }
  }, [api, article, content, form, message, navigate, queryClient]);

  // Ctrl/Cmd+S saves.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);

  return (
    <Form<EditorForm>
      form={form}
      layout="vertical"
      initialValues={toForm(article)}
      onValuesChange={() => setDirty(true)}
      requiredMark={false}
    >
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {article ? '编辑文章' : '写文章'}
        </Typography.Title>
        <Space>
          {dirty && <Typography.Text type="warning">有未保存的修改</Typography.Text>}
          {article?.status === 'PUBLISHED' && (
            <Button href={`/articles/${article.slug}`} target="_blank">
              查看
            </Button>
          )}
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
            {status === 'PUBLISHED' ? (article?.status === 'PUBLISHED' ? '更新' : '发布') : '保存草稿'}
          </Button>
        </Space>
      </Space>
      <SaveErrorAlert error={saveError} onClose={() => setSaveError(null)} />
      <Row gutter={24}>
        <Col xs={24} xl={17}>
          <Form.Item name="title" rules={[zodRule(articleInputSchema.shape.title)]}>
            <Input size="large" placeholder="文章标题" maxLength={200} />
          </Form.Item>
          <div className="article-editor">
            <MarkdownEditor
              value={content}
              onChange={(v) => {
                setContent(v);
                setDirty(true);
              }}
              render={(markdown) => renderMarkdown(api, markdown)}
              upload={(file) => uploadImage(api, file)}
              onUploadError={(m) => message.error(m)}
            />
          </div>
        </Col>
        <Col xs={24} xl={7}>
          <Card size="small" title="发布" style={{ marginBottom: 16 }}>
            <Form.Item name="status" label="状态">
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'DRAFT', label: '草稿' },
                  { value: 'PUBLISHED', label: '发布' },
                ]}
              />
            </Form.Item>
            <Form.Item name="publishedAt" label="发布时间" extra="留空则在发布时使用当前时间">
              <DatePicker showTime style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="allowComments" label="允许评论" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Card>
          <Card size="small" title="文章信息" style={{ marginBottom: 16 }}>
            <Form.Item
              name="slug"
              label="路径标识符"
              rules={[zodRule(articleInputSchema.shape.slug)]}
              extra="留空则根据标题自动生成（中文转拼音）"
            >
              <Input placeholder="如：my-first-post" />
            </Form.Item>
            <Form.Item name="tags" label="标签">
              <Select
                mode="tags"
                placeholder="选择或输入新标签"
                options={(tags ?? []).map((t) => ({ value: t.name, label: t.name }))}
                tokenSeparators={[',', '，']}
              />
            </Form.Item>
            <Form.Item
              name="excerpt"
              label="摘要"
              rules={[zodRule(articleInputSchema.shape.excerpt)]}
              extra="留空则从正文自动生成"
            >
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
            <Form.Item name="coverImage" label="封面图片">
              <CoverUpload />
            </Form.Item>
          </Card>
          <Card size="small" title="SEO">
            <Form.Item name="seoTitle" label="SEO 标题" rules={[zodRule(articleInputSchema.shape.seoTitle)]}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item
              name="seoDescription"
              label="SEO 描述"
              rules={[zodRule(articleInputSchema.shape.seoDescription)]}
            >
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
          </Card>
        </Col>
      </Row>
    </Form>
  );
}
