import { Button, Card, Col, DatePicker, Form, Input, Radio, Row, Select, Space, Switch, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { articleInputSchema, type AdminArticle, type ArticleInput } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { zodRule } from '../../../shared/lib/zod-rule.ts';
import { useEditorRecord } from '../../../shared/editor/editor-load-state.tsx';
import { SaveErrorAlert } from '../../../shared/editor/save-error-alert.tsx';
import { useEditorForm, type EditorKind } from '../../../shared/editor/use-editor-form.ts';
import { CoverUpload } from '../../../shared/ui/cover-upload.tsx';
import { MarkdownEditor } from '../../../shared/ui/markdown-editor.tsx';
import {
  adminArticleKeys,
  adminArticleQuery,
  allTagsQuery,
  createArticle,
  renderMarkdown,
  snapshotKeys,
  updateArticle,
  uploadImage,
} from '../api.ts';
import { articleFormFrom, emptyArticleForm, toArticleInput, type ArticleFormValues } from '../article-form.ts';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

const articleEditor: EditorKind<AdminArticle, ArticleFormValues, ArticleInput> = {
  empty: emptyArticleForm,
  fromRecord: articleFormFrom,
  toInput: toArticleInput,
  create: createArticle,
  update: updateArticle,
  detailKey: adminArticleKeys.one,
  refreshAfterSave: [adminArticleKeys.all, snapshotKeys.all],
  editPath: (id) => `/admin/editor/${id}`,
  texts: {
    created: '文章创建成功',
    updated: '文章已保存',
    invalid: '请先修正表单中的错误',
    createFailed: '创建文章失败',
    updateFailed: '更新文章失败',
  },
};

/** /admin/editor/new and /admin/editor/:id. */
export function ArticleEditorPage() {
  const { routeId, record, fallback } = useEditorRecord(adminArticleQuery, {
    notFoundTitle: '文章不存在',
    failedTitle: '获取文章详情失败',
    listPath: '/admin/articles',
    listLabel: '返回文章列表',
  });
  return fallback ?? <ArticleEditor routeId={routeId} article={record} />;
}

function ArticleEditor({ routeId, article }: { routeId: number | null; article: AdminArticle | null }) {
  const api = useApi();
  const { message } = useFeedback();
  const editor = useEditorForm(articleEditor, routeId, article);
  const { current } = editor;
  const { data: tags } = useQuery(allTagsQuery(api));
  const status = Form.useWatch('status', editor.formProps.form);

  return (
    <Form<ArticleFormValues> {...editor.formProps} layout="vertical" requiredMark={false}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {current ? '编辑文章' : '写文章'}
        </Typography.Title>
        <Space>
          {editor.dirty && <Typography.Text type="warning">有未保存的修改</Typography.Text>}
          {current?.status === 'PUBLISHED' && (
            <Button href={`/articles/${current.slug}`} target="_blank">
              查看
            </Button>
          )}
          <Button type="primary" icon={<SaveOutlined />} loading={editor.saving} onClick={() => void editor.save()}>
            {status === 'PUBLISHED' ? (current?.status === 'PUBLISHED' ? '更新' : '发布') : '保存草稿'}
          </Button>
        </Space>
      </Space>
      <SaveErrorAlert error={editor.saveError} onClose={editor.clearSaveError} />
      <Row gutter={24}>
        <Col xs={24} xl={17}>
          <Form.Item name="title" rules={[zodRule(articleInputSchema.shape.title)]}>
            <Input size="large" placeholder="文章标题" maxLength={200} />
          </Form.Item>
          <div className="article-editor">
            <Form.Item name="content" noStyle>
              <MarkdownEditor
                render={(markdown) => renderMarkdown(api, markdown)}
                upload={(file) => uploadImage(api, file)}
                onUploadError={(m) => message.error(m)}
              />
            </Form.Item>
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
