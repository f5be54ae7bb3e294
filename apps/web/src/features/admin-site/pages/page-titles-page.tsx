import { useState } from 'react';
import { Alert, Button, Card, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_TYPE_MESSAGES, type PageType } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { errorText } from '../../../shared/api/api-error.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { ACTIONS_KEY, AdminTable } from '../../../shared/ui/admin-table.tsx';
import { TableAction } from '../../../shared/ui/table-action.tsx';
import { adminSiteKeys, deletePageType, pageTypesQuery, resetPageTitles } from '../api.ts';
import { PageTypeFormModal } from '../components/page-type-form-modal.tsx';
import { TitlePreviewPanel } from '../components/title-preview-panel.tsx';
import '../admin-site.css';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

/**
 * /admin/settings/page-titles (spec 01 §2, issue 19): the page types in matching order with their
 * paths and title templates; add, edit (built-in ones too), delete custom ones, reset to the
 * defaults; a preview of the title any path would get.
 */
export function PageTitlesPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const { data: types = [], error, isFetching } = useQuery(pageTypesQuery(api));
  const [editing, setEditing] = useState<PageType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PageType | null>(null);
  const [resetting, setResetting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminSiteKeys.pageTypes });

  const remove = async (type: PageType) => {
    try {
      await deletePageType(api, type.id);
    } catch (e) {
      throw new Error(errorText(e, '删除失败'), { cause: e });
    }
    message.success(PAGE_TYPE_MESSAGES.deleted);
    setDeleting(null);
    await refresh();
  };

  const reset = async () => {
    try {
      queryClient.setQueryData(adminSiteKeys.pageTypes, await resetPageTitles(api));
    } catch (e) {
      throw new Error(errorText(e, '恢复失败'), { cause: e });
    }
    message.success(PAGE_TYPE_MESSAGES.titlesReset);
    setResetting(false);
  };

  return (
    <Space orientation="vertical" size={16} style={{ display: 'flex' }}>
      <Card title="标题预览">
        <Typography.Paragraph type="secondary">
          每次打开页面时，按优先级从高到低用路径模式匹配页面类型，再用该类型的模板生成浏览器标题。输入任意路径查看结果。
        </Typography.Paragraph>
        <TitlePreviewPanel types={types} initialPath="/articles/hello-world" />
      </Card>
      <Card title="页面类型与标题模板">
        <div className="admin-page-titles-toolbar">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            添加页面类型
          </Button>
          <Button icon={<UndoOutlined />} onClick={() => setResetting(true)}>
            恢复默认
          </Button>
        </div>
        {error && (
          <Alert
            type="error"
            showIcon
            title="页面类型加载失败"
            description={error.message}
            style={{ marginBottom: 16 }}
          />
        )}
        <AdminTable<PageType>
          rowKey="id"
          size="middle"
          loading={isFetching}
          dataSource={types}
          pagination={false}
          columns={[
            {
              title: '名称',
              key: 'name',
              phone: true,
              render: (_, t) => (
                <Space size={4} wrap>
                  {t.name}
                  <Tag color={t.builtin ? 'default' : 'blue'}>{t.builtin ? '内置' : '自定义'}</Tag>
                </Space>
              ),
            },
            {
              title: '代码',
              dataIndex: 'code',
              render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
            },
            {
              title: '路径模式',
              dataIndex: 'patterns',
              phone: true,
              render: (patterns: string[]) =>
                patterns.length ? (
                  <Space size={4} wrap>
                    {patterns.map((p) => (
                      <Tag key={p}>{p}</Tag>
                    ))}
                  </Space>
                ) : (
                  <Typography.Text type="secondary">（无路径，由页面指定）</Typography.Text>
                ),
            },
            { title: '优先级', dataIndex: 'priority', width: 80 },
            {
              title: '标题模板',
              dataIndex: 'template',
              phone: 'labelled',
              render: (template: string) => (
                <Typography.Text className="admin-page-titles-template">{template}</Typography.Text>
              ),
            },
            {
              title: '操作',
              key: ACTIONS_KEY,
              width: 100,
              render: (_, t) => (
                <Space size={0}>
                  <TableAction
                    title="编辑"
                    label={`编辑 ${t.name}`}
                    type="text"
                    icon={<EditOutlined />}
                    onClick={() => setEditing(t)}
                  />
                  {!t.builtin && (
                    <TableAction
                      title="删除"
                      label={`删除 ${t.name}`}
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => setDeleting(t)}
                    />
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <PageTypeFormModal
        open={editing !== null}
        type={editing === 'new' ? null : editing}
        types={types}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="删除页面类型"
        content={deleting && `确定删除“${deleting.name}”吗？它的路径将改由其他页面类型匹配。`}
        confirmText="删除"
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={resetting}
        title="恢复默认"
        content="所有标题模板和内置页面类型的名称、路径、优先级将恢复为默认值；自定义页面类型会保留，但其模板也恢复为默认。确定继续吗？"
        confirmText="恢复默认"
        onConfirm={reset}
        onCancel={() => setResetting(false)}
      />
    </Space>
  );
}
