import { Button } from 'antd';
import { commentBatchActionLabels, type CommentBatchAction } from '@app/contract';
import { SelectionBar, type SelectionQuestion } from '../../../shared/ui/selection-bar.tsx';

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
const batchQuestion = (action: CommentBatchAction, count: number): SelectionQuestion => {
  const button = buttons.find((b) => b.action === action)!;
  return {
    title: button.title,
    content: {
      APPROVE: `确定要通过选中的 ${count} 条评论吗？`,
      REJECT: `确定要拒绝选中的 ${count} 条评论吗？`,
      SPAM: `确定要将选中的 ${count} 条评论标为垃圾吗？`,
      DELETE: `确定要删除选中的 ${count} 条评论吗？`,
    }[action],
    confirmText: commentBatchActionLabels[action],
    danger: button.danger ?? false,
  };
};

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
  return (
    <SelectionBar count={count} noun="条评论" ask={batchQuestion} onRun={onRun} onClear={onClear}>
      {(request) =>
        buttons.map((b) => (
          <Button key={b.action} size="small" danger={b.danger} onClick={() => request(b.action)}>
            {b.label}
          </Button>
        ))
      }
    </SelectionBar>
  );
}
