import { useState } from 'react';
import { Button, Select, Space, Typography } from 'antd';
import { subscriptionStatusLabels, type SubscriptionStatus } from '@app/contract';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { subscriptionStatusOptions } from './subscription-options.tsx';

/**
 * Shown while rows are selected: the count, the status to set, 批量修改状态 (confirmed first) and
 * 取消选择 (PUT /admin/subscriptions/batch-status).
 */
export function BatchStatusBar({
  count,
  onRun,
  onClear,
}: {
  count: number;
  /** Throws when refused: the dialog stays open and shows why. */
  onRun: (status: SubscriptionStatus) => Promise<void>;
  onClear: () => void;
}) {
  const [status, setStatus] = useState<SubscriptionStatus | null>(null);
  // The count is kept from the click: the selection clears as the change succeeds, while the dialog closes.
  const [asking, setAsking] = useState<{ status: SubscriptionStatus; count: number } | null>(null);
  if (count === 0 && asking === null) return null;
  return (
    <div className="asub-batch" role="toolbar" aria-label="批量操作">
      <Typography.Text>已选择 {count} 条订阅</Typography.Text>
      <Space size={8} wrap>
        <Select<SubscriptionStatus>
          size="small"
          aria-label="目标状态"
          placeholder="选择状态"
          value={status ?? undefined}
          options={subscriptionStatusOptions}
          onChange={setStatus}
          className="asub-batch-status"
        />
        <Button size="small" type="primary" disabled={!status} onClick={() => status && setAsking({ status, count })}>
          批量修改状态
        </Button>
        <Button size="small" type="link" onClick={onClear}>
          取消选择
        </Button>
      </Space>
      <ConfirmDialog
        open={asking !== null}
        title="批量修改状态"
        content={
          asking ? `确定要将选中的 ${asking.count} 条订阅改为「${subscriptionStatusLabels[asking.status]}」吗？` : null
        }
        confirmText="确定修改"
        danger={false}
        onConfirm={async () => {
          if (!asking) return;
          await onRun(asking.status);
          setAsking(null);
          setStatus(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
