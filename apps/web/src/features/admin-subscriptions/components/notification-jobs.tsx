import { useState } from 'react';
import { Alert, Button, Progress, Table, Tag, Typography } from 'antd';
import { CheckCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { notificationStatusLabels, type NotificationJob } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { usePagedList } from '../../../shared/hooks/use-paged-list.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { notificationJobsQuery } from '../api.ts';
import { JobFailuresModal } from './job-failures-modal.tsx';
import { SubscriptionTypeLabel } from '../../../shared/ui/subscription-labels.tsx';

/** The administrator's own message; every other kind is the event of that subscription type. */
const CUSTOM_KIND_LABEL = '自定义通知';

const none = <Typography.Text type="secondary">—</Typography.Text>;

/** Sent out of the total; the bar counts every address dealt with (sent, failed or skipped). */
function JobProgress({ job }: { job: NotificationJob }) {
  const done = job.sent + job.failed + job.skipped;
  const percent = job.total === 0 ? 100 : Math.floor((done / job.total) * 100);
  return (
    <div className="asub-job-progress">
      <Progress
        percent={percent}
        size="small"
        status={job.status === 'SENDING' ? 'active' : 'normal'}
        format={() => `${job.sent}/${job.total}`}
        aria-label={`已发送 ${job.sent}/${job.total}`}
      />
      {job.skipped > 0 && (
        <Typography.Text type="secondary" className="asub-job-skipped">
          跳过 {job.skipped}（已暂停或退订）
        </Typography.Text>
      )}
    </div>
  );
}

/**
 * 发送记录: every notification sent, newest first, with its progress. While one is still sending
 * the list is read every 2 s (api.ts); a job's failed count opens the addresses it could not reach.
 */
export function NotificationJobs() {
  const api = useApi();
  const [failuresOf, setFailuresOf] = useState<NotificationJob | null>(null);
  const list = usePagedList((asked) => notificationJobsQuery(api, asked), { unit: '条记录', sizes: [10, 20, 50] });
  const { data, error, isFetching, isPlaceholderData } = list;

  return (
    <>
      {error && (
        <Alert
          type="error"
          showIcon
          title="加载发送记录失败"
          description={error.message}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<NotificationJob>
        rowKey="id"
        // Not on every 2 s read while a job sends: only the first load and a change of page.
        loading={(isFetching && !data) || isPlaceholderData}
        dataSource={data?.content ?? []}
        tableLayout="fixed"
        scroll={{ x: 1000 }}
        locale={{
          emptyText: list.emptyText({ failed: '加载失败', loading: '正在加载发送记录…', none: '还没有发送记录' }),
        }}
        pagination={list.pagination}
        columns={[
          {
            title: '标题',
            dataIndex: 'subject',
            render: (subject: string) => (
              <span className="asub-ellipsis" title={subject}>
                {subject}
              </span>
            ),
          },
          {
            title: '类型',
            dataIndex: 'kind',
            width: 110,
            render: (_: unknown, job) =>
              job.kind === 'CUSTOM' ? (
                <Tag color="blue">{CUSTOM_KIND_LABEL}</Tag>
              ) : (
                <SubscriptionTypeLabel type={job.kind} />
              ),
          },
          {
            title: '接收对象',
            dataIndex: 'audience',
            width: 170,
            render: (_: unknown, job) => (
              <div className="asub-audience">
                {job.audience.map((type) => (
                  <SubscriptionTypeLabel key={type} type={type} />
                ))}
              </div>
            ),
          },
          { title: '进度', key: 'progress', width: 160, render: (_: unknown, job) => <JobProgress job={job} /> },
          {
            title: '失败',
            dataIndex: 'failed',
            width: 64,
            align: 'right',
            render: (_: unknown, job) =>
              job.failed > 0 ? (
                <Button
                  type="link"
                  danger
                  size="small"
                  className="asub-failed"
                  aria-label={`查看 ${job.failed} 个发送失败的收件人`}
                  onClick={() => setFailuresOf(job)}
                >
                  {job.failed}
                </Button>
              ) : (
                <span>0</span>
              ),
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 96,
            render: (_: unknown, job) =>
              job.status === 'SENDING' ? (
                <Tag color="processing" icon={<SyncOutlined spin />}>
                  {notificationStatusLabels.SENDING}
                </Tag>
              ) : (
                <Tag color="success" icon={<CheckCircleOutlined />}>
                  {notificationStatusLabels.DONE}
                </Tag>
              ),
          },
          {
            // Both times in one column, so the table fits a laptop's width.
            title: '创建 / 完成时间',
            key: 'times',
            width: 168,
            render: (_: unknown, job) => (
              <div className="asub-job-times asub-nowrap">
                <span>{formatDateTime(job.createdAt)}</span>
                {job.finishedAt ? (
                  <Typography.Text type="secondary">{formatDateTime(job.finishedAt)}</Typography.Text>
                ) : (
                  none
                )}
              </div>
            ),
          },
        ]}
      />
      <JobFailuresModal job={failuresOf} onClose={() => setFailuresOf(null)} />
    </>
  );
}
