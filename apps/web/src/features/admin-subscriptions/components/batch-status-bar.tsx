import { useState } from 'react';
import { Button, Select } from 'antd';
import { subscriptionStatusLabels, type SubscriptionStatus } from '@app/contract';
import { SelectionBar } from '../../../shared/ui/selection-bar.tsx';
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
  return (
    <SelectionBar<SubscriptionStatus>
      count={count}
      noun="条订阅"
      ask={(to, n) => ({
        title: '批量修改状态',
        content: `确定要将选中的 ${n} 条订阅改为「${subscriptionStatusLabels[to]}」吗？`,
        confirmText: '确定修改',
      })}
      onRun={async (to) => {
        await onRun(to);
        setStatus(null);
      }}
      onClear={onClear}
    >
      {(request) => (
        <>
          <Select<SubscriptionStatus>
            size="small"
            aria-label="目标状态"
            placeholder="选择状态"
            value={status ?? undefined}
            options={subscriptionStatusOptions}
            onChange={setStatus}
            className="asub-batch-status"
          />
          <Button size="small" type="primary" disabled={!status} onClick={() => status && request(status)}>
            批量修改状态
          </Button>
        </>
      )}
    </SelectionBar>
  );
}
