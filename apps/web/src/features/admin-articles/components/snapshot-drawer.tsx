import { useState } from 'react';
import { errorText } from '../../../shared/api/api-error.ts';
import { App, Button, Drawer, Form, Input, Modal, Space, Table, Tag, Tooltip } from 'antd';
import { DeleteOutlined, EyeOutlined, PlusOutlined, RollbackOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SNAPSHOT_DESCRIPTION_MAX, snapshotDescriptionPayload, snapshotTypeLabels, type ArticleSnapshot, type ArticleSummary, type SnapshotType } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { adminArticleKeys, articleSnapshotsQuery, createArticleSnapshot, deleteArticleSnapshot, restoreArticleSnapshot, snapshotKeys } from '../api.ts';
import { SnapshotPreview } from './snapshot-preview.tsx';

const typeColours: Record<SnapshotType, string> = { AUTO: 'blue', MANUAL: 'purple', DRAFT_SAVE: 'default', STATUS_CHANGE: 'orange' };

/** One article's versions: create, preview, restore, delete. */
export function SnapshotDrawer({ article, onClose }: { article: ArticleSummary | null; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [previewing, setPreviewing] = useState<ArticleSnapshot | null>(null);
  const [deleting, setDeleting] = useState<ArticleSnapshot | null>(null);
  const [restoring, setRestoring] = useState<ArticleSnapshot | null>(null);
  const [form] = Form.useForm<{ description?: string }>();
  const { data, isFetching, error } = useQuery({ ...articleSnapshotsQuery(api, article?.id ?? 0, page - 1), enabled: article !== null });
  const refresh = () => queryClient.invalidateQueries({ queryKey: snapshotKeys.all });

  const create = async () => {
    if (!article) return;
    let description: string | undefined;
    try {
      ({ description } = await form.validateFields());
    } catch {
      return;
    }
    setSaving(true);
    try {
      await createArticleSnapshot(api, article.id, snapshotDescriptionPayload(description));
      message.success('快照创建成功');
      setCreating(false);
      form.resetFields();
      setPage(1);
      await refresh();
    } catch (e) {
      message.error(errorText(e, '快照创建失败'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer open={article !== null} onClose={onClose} size={760} title={article ? `版本历史：${article.title}` : ''} extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>创建快照</Button>}>
      {error && <div style={{ marginBottom: 12, color: 'var(--ant-color-error)' }}>获取快照列表失败：{error.message}</div>}
      <Table<ArticleSnapshot>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.content ?? []}
        locale={{ emptyText: '还没有快照' }}
        pagination={{ current: page, pageSize: 10, total: data?.totalElements ?? 0, showSizeChanger: false, onChange: setPage }}
        columns={[
          { title: '版本', dataIndex: 'versionNumber', width: 70, render: (v: number) => `v${v}` },
          { title: '类型', dataIndex: 'snapshotType', width: 100, render: (v: SnapshotType) => <Tag color={typeColours[v]}>{snapshotTypeLabels[v]}</Tag> },
          { title: '描述', dataIndex: 'description', ellipsis: true, render: (v: string | null) => v || '—' },
          { title: '创建者', dataIndex: 'createdByName', width: 90, render: (v: string | null) => v ?? '—' },
          { title: '时间', dataIndex: 'createdAt', width: 150, render: (v: string) => formatDateTime(v) },
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_: unknown, s) => (
              <Space size={4}>
                <Tooltip title="预览">
                  <Button size="small" icon={<EyeOutlined />} aria-label="预览" onClick={() => setPreviewing(s)} />
                </Tooltip>
                <Tooltip title="恢复到此版本">
                  <Button size="small" icon={<RollbackOutlined />} aria-label="恢复到此版本" onClick={() => setRestoring(s)} />
                </Tooltip>
                <Tooltip title="删除">
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label="删除快照" onClick={() => setDeleting(s)} />
                </Tooltip>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={creating} title="创建快照" onCancel={() => setCreating(false)} onOk={() => void create()} okText="创建" cancelText="取消" confirmLoading={saving} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item name="description" label="描述（可选）" rules={[{ max: SNAPSHOT_DESCRIPTION_MAX, message: `描述不能超过${SNAPSHOT_DESCRIPTION_MAX}个字符` }]}>
            <Input.TextArea rows={3} maxLength={SNAPSHOT_DESCRIPTION_MAX} showCount placeholder="例如：大改结构之前" />
          </Form.Item>
        </Form>
      </Modal>
      <SnapshotPreview snapshot={previewing} onClose={() => setPreviewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="删除快照"
        content={deleting ? `确定删除版本 v${deleting.versionNumber} 吗？` : null}
        confirmText="删除"
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!article || !deleting) return;
          try {
            await deleteArticleSnapshot(api, article.id, deleting.id);
          } catch (e) {
            throw new Error(errorText(e, '快照删除失败'), { cause: e });
          }
          message.success('快照删除成功');
          setDeleting(null);
          await refresh();
        }}
      />
      <ConfirmDialog
        open={restoring !== null}
        title="恢复到此版本"
        danger={false}
        content={restoring ? `将文章恢复到版本 v${restoring.versionNumber} 的内容（标题、正文、标签、封面、SEO）。恢复前会自动为当前内容创建一个快照，可随时再恢复回来。` : null}
        confirmText="恢复"
        onCancel={() => setRestoring(null)}
        onConfirm={async () => {
          if (!article || !restoring) return;
          await restoreArticleSnapshot(api, article.id, restoring.id);
          message.success(`已恢复到版本 v${restoring.versionNumber}`);
          setRestoring(null);
          setPage(1);
          await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: adminArticleKeys.all })]);
        }}
      />
    </Drawer>
  );
}
