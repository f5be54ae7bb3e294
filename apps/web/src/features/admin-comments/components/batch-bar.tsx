import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { commentBatchActionLabels, type CommentBatchAction } from '@app/contract';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';

interface BatchButton {
  action: CommentBatchAction;
  label: string;
  /** The confirmation's title. */
  title: string;
  danger?: boolean;
}
const buttons: BatchButton[] = [
  { action: 'APPROVE', label: '批量通过', title: '批量通过' },
  { action: 'REJECT', label: '批量拒绝', title: '批量拒绝' },
  { action: 'SPAM', label: '标为垃圾', title: '批量标为垃圾', danger: true },
  { action: 'DELETE', label: '删除', title: '批量删除', danger: true },
];

/** What the confirmation asks, naming how many comments it touches. */
const batchQuestion = (action: CommentBatchAction, count: number): string =>
  ({
    APPROVE: `确定要通过选中的 ${count} 条评论吗？`,
    REJECT: `确定要拒绝选中的 ${count} 条评论吗？`,
    SPAM: `确定要将选中的 ${count} 条评论标为垃圾吗？`,
    DELETE: `确定要删除选中的 ${count} 条评论吗？`,
  })[action];

/** Shown while rows are selected: the count, the four batch actions (each confirmed) and 取消选择. */
export function BatchBar({
  count,
  onRun,
  onClear,
}: {
  count: number;
  /** Throws when refused: the dialog stays open and shows why. */
  onRun: (action: CommentBatchAction) => Promise<void>;
  onClear: () => void;
}) {
  // The count is kept from the click: the selection clears as the action succeeds, while the dialog closes.
  const [asking, setAsking] = useState<{ button: BatchButton; count: number } | null>(null);
  if (count === 0 && asking === null) return null;
  return (
    <div className="admin-comment-batch" role="toolbar" aria-label="批量操作">
      <Typography.Text>已选择 {count} 条评论</Typography.Text>
      <Space size={8} wrap>
        {buttons.map((b) => (
          <Button key={b.action} size="small" danger={b.danger} onClick={() => setAsking({ button: b, count })}>
            {b.label}
          </Button>
        ))}
        <Button size="small" type="link" onClick={onClear}>
          取消选择
        </Button>
      </Space>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.button.title}
        content={asking ? batchQuestion(asking.button.action, asking.count) : null}
        confirmText={asking ? commentBatchActionLabels[asking.button.action] : undefined}
        danger={asking?.button.danger ?? false}
        onConfirm={async () => {
          if (!asking) return;
          await onRun(asking.button.action);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
