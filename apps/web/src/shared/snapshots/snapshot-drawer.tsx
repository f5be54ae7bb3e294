import { useState } from 'react';
import { Button, Drawer, Form, Input, Modal, Space, Table, Tag, Tooltip } from 'antd';
import { DeleteOutlined, EyeOutlined, PlusOutlined, RollbackOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SNAPSHOT_DESCRIPTION_MAX,
  snapshotDescriptionPayload,
  snapshotTypeLabels,
  type SnapshotType,
} from '@app/contract';
import { useApi } from '../api/api-context.tsx';
import { errorText } from '../api/api-error.ts';
import { formatDateTime } from '../lib/format.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { SNAPSHOT_PAGE_SIZE, type SnapshotRow, type SnapshotSubject, type SnapshotVersions } from './snapshot-kind.ts';
import { SnapshotPreview } from './snapshot-preview.tsx';
import { TableAction } from '../ui/table-action.tsx';
import { useFeedback } from '../ui/feedback.tsx';

const snapshotTypeColours: Record<SnapshotType, string> = {
  AUTO: 'blue',
  MANUAL: 'purple',
  DRAFT_SAVE: 'default',
  STATUS_CHANGE: 'orange',
};

/**
 * One item's versions (spec 02 §2, the article and the product snapshot screens alike): the list,
 * newest first; create with an optional description; preview; restore (after a confirmation; the
 * server keeps the current state as a version first); delete.
 */
export function SnapshotDrawer<S extends SnapshotRow>({
  versions,
  subject,
  onClose,
}: {
  versions: SnapshotVersions<S>;
  /** null: closed. */
  subject: SnapshotSubject | null;
  onClose: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { snapshotKey: queryKey, descriptionOf, restoreText } = versions;
  const calls = versions.calls(api);
  const { message } = useFeedback();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [previewing, setPreviewing] = useState<S | null>(null);
  const [deleting, setDeleting] = useState<S | null>(null);
  const [restoring, setRestoring] = useState<S | null>(null);
  const [form] = Form.useForm<{ description?: string }>();
  const subjectId = subject?.id ?? 0;
  const { data, isFetching, error } = useQuery({
    queryKey: [...queryKey, subjectId, page - 1],
    queryFn: () => calls.list(subjectId, page - 1),
    placeholderData: keepPreviousData,
    enabled: subject !== null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const create = async () => {
    if (!subject) return;
    let description: string | undefined;
    try {
      ({ description } = await form.validateFields());
    } catch {
      return;
    }
    setSaving(true);
    try {
      await calls.create(subject.id, snapshotDescriptionPayload(description));
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
    <Drawer
      open={subject !== null}
      onClose={onClose}
      size={760}
      title={subject ? `版本历史：${subject.title}` : ''}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          创建快照
        </Button>
      }
    >
      {error && (
        <div style={{ marginBottom: 12, color: 'var(--ant-color-error)' }}>获取快照列表失败：{error.message}</div>
      )}
      <Table<S>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.content ?? []}
        locale={{ emptyText: '还没有快照' }}
        pagination={{
          current: page,
          pageSize: SNAPSHOT_PAGE_SIZE,
          total: data?.totalElements ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: '版本', dataIndex: 'versionNumber', width: 70, render: (v: number) => `v${v}` },
          {
            title: '类型',
            dataIndex: 'snapshotType',
            width: 100,
            render: (v: SnapshotType) => <Tag color={snapshotTypeColours[v]}>{snapshotTypeLabels[v]}</Tag>,
          },
          { title: '描述', key: 'description', ellipsis: true, render: (_: unknown, s) => descriptionOf(s) || '—' },
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
                <TableAction title="恢复到此版本" icon={<RollbackOutlined />} onClick={() => setRestoring(s)} />
                <TableAction
                  title="删除"
                  label="删除快照"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => setDeleting(s)}
                />
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={creating}
        title="创建快照"
        onCancel={() => setCreating(false)}
        onOk={() => void create()}
        okText="创建"
        cancelText="取消"
        confirmLoading={saving}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="description"
            label="描述（可选）"
            rules={[{ max: SNAPSHOT_DESCRIPTION_MAX, message: `描述不能超过${SNAPSHOT_DESCRIPTION_MAX}个字符` }]}
          >
            <Input.TextArea rows={3} maxLength={SNAPSHOT_DESCRIPTION_MAX} showCount placeholder="例如：大改结构之前" />
          </Form.Item>
        </Form>
      </Modal>
      <SnapshotPreview versions={versions} snapshot={previewing} onClose={() => setPreviewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="删除快照"
        content={deleting ? `确定删除版本 v${deleting.versionNumber} 吗？` : null}
        confirmText="删除"
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!subject || !deleting) return;
          try {
            await calls.remove(subject.id, deleting.id);
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
        content={restoring ? restoreText(restoring) : null}
        confirmText="恢复"
        onCancel={() => setRestoring(null)}
        onConfirm={async () => {
          if (!subject || !restoring) return;
          await calls.restore(subject.id, restoring.id);
          message.success(`已恢复到版本 v${restoring.versionNumber}`);
          setRestoring(null);
          setPage(1);
          await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: versions.itemKey })]);
        }}
      />
    </Drawer>
  );
}
