import { Alert, Button, Modal, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { NotificationDetail, NotificationJob } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { notificationDetailQuery } from '../api.ts';

type Failure = NotificationDetail['failures'][number];

/** The addresses a job could not reach after every try, with the last reason (GET …/notifications/{id}). */
export function JobFailuresModal({ job, onClose }: { job: NotificationJob | null; onClose: () => void }) {
  const api = useApi();
  const { data, error, isFetching } = useQuery({
    ...notificationDetailQuery(api, job?.id ?? 0),
    enabled: job !== null,
  });
  return (
    <Modal
      open={job !== null}
      title="发送失败的收件人"
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭</Button>}
      width={760}
      destroyOnHidden
    >
      {job && (
        <Typography.Paragraph type="secondary" ellipsis={{ tooltip: job.subject }}>
          {job.subject}
        </Typography.Paragraph>
      )}
      {error && <Alert type="error" showIcon title="加载失败记录失败" description={error.message} />}
      <Table<Failure>
        rowKey="email"
        size="small"
        loading={isFetching}
        dataSource={data?.failures ?? []}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: isFetching ? '正在加载…' : '没有发送失败的收件人' }}
        columns={[
          { title: '邮箱', dataIndex: 'email', width: 200, ellipsis: true },
          { title: '尝试次数', dataIndex: 'attempts', width: 84, align: 'right' },
          {
            title: '错误原因',
            dataIndex: 'error',
            render: (text: string | null) => (
              <Typography.Text type="danger" className="asub-failure-reason">
                {text ?? '未知错误'}
              </Typography.Text>
            ),
          },
          { title: '时间', dataIndex: 'updatedAt', width: 140, render: (v: string) => formatDateTime(v) },
        ]}
      />
    </Modal>
  );
}
