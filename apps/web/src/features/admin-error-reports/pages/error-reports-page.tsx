import { useState } from 'react';
import { Alert, Button, Card, Space, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErrorReport } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { clearErrorReports, errorReportKeys, errorReportsQuery } from '../api.ts';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

/** Settings → 错误报告: what went wrong in readers' browsers, newest first. */
export function ErrorReportsPage() {
  const api = useApi();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [confirming, setConfirming] = useState(false);
  const { data, isFetching, error, refetch } = useQuery(errorReportsQuery(api, page - 1, size));

  const clear = async () => {
    const { deleted } = await clearErrorReports(api);
    message.success(`已清空 ${deleted} 条错误报告`);
    setConfirming(false);
    setPage(1);
    await queryClient.invalidateQueries({ queryKey: errorReportKeys.all });
  };

  return (
    <Card
      title="错误报告"
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching}>
            刷新
          </Button>
          <Button danger icon={<DeleteOutlined />} disabled={!data?.totalElements} onClick={() => setConfirming(true)}>
            清空
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        读者浏览器中发生的页面错误会自动上报到这里（只保留最近 1000 条），便于发现和修复问题。
      </Typography.Paragraph>
      {error && (
        <Alert type="error" showIcon title="加载失败" description={error.message} style={{ marginBottom: 16 }} />
      )}
      <Table<ErrorReport>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.content ?? []}
        scroll={{ x: 800 }}
        locale={{ emptyText: '暂无错误报告' }}
        pagination={{
          current: page,
          pageSize: size,
          total: data?.totalElements ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (p, s) => {
            setPage(s === size ? p : 1);
            setSize(s);
          },
        }}
        expandable={{
          expandedRowRender: (r) => (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {r.userAgent && <Typography.Text type="secondary">浏览器：{r.userAgent}</Typography.Text>}
              {r.stack && <pre className="error-report-stack">{r.stack}</pre>}
              {r.componentStack && <pre className="error-report-stack">{r.componentStack}</pre>}
            </Space>
          ),
          rowExpandable: (r) => Boolean(r.stack || r.componentStack || r.userAgent),
        }}
        columns={[
          { title: '时间', dataIndex: 'createdAt', width: 160, render: (v: string) => formatDateTime(v) },
          { title: '错误信息', dataIndex: 'message', ellipsis: true },
          { title: '页面', dataIndex: 'url', ellipsis: true, width: 240, render: (v: string | null) => v ?? '—' },
          { title: '用户', dataIndex: 'username', width: 120, render: (v: string | null) => (v ? v : <Tag>游客</Tag>) },
          { title: 'IP', dataIndex: 'ip', width: 130 },
        ]}
      />
      <ConfirmDialog
        open={confirming}
        title="清空错误报告"
        content="确定要删除全部错误报告吗？此操作不可恢复。"
        confirmText="清空"
        onConfirm={clear}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
