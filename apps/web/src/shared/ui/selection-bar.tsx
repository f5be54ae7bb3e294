import { useState, type ReactNode } from 'react';
import { Button, Space, Typography } from 'antd';
import { ConfirmDialog } from './confirm-dialog.tsx';
import './selection-bar.css';

/** The confirmation an action asks before it touches the selected rows. */
export interface SelectionQuestion {
  title: string;
  content: string;
  confirmText?: string;
  danger?: boolean;
}

/**
 * Shown above a back-office table while rows are selected: how many (`已选择 N 条评论`), the
 * actions the caller gives, each confirmed first, and 取消选择. The count in the question is the
 * one at the click: the selection clears as the action succeeds, while the dialog closes.
 */
export function SelectionBar<A>({
  count,
  noun,
  ask,
  onRun,
  onClear,
  children,
}: {
  count: number;
  /** What the rows are, with their measure word: '条评论'. */
  noun: string;
  ask: (action: A, count: number) => SelectionQuestion;
  /** Throws when refused: the dialog stays open and shows why. */
  onRun: (action: A) => Promise<void>;
  onClear: () => void;
  /** The action controls; `request(action)` asks for confirmation, then runs it. */
  children: (request: (action: A) => void) => ReactNode;
}) {
  const [asking, setAsking] = useState<{ action: A; question: SelectionQuestion } | null>(null);
  if (count === 0 && asking === null) return null;
  return (
    <div className="selection-bar" role="toolbar" aria-label="批量操作">
      <Typography.Text>
        已选择 {count} {noun}
      </Typography.Text>
      <Space size={8} wrap>
        {children((action) => setAsking({ action, question: ask(action, count) }))}
        <Button size="small" type="link" onClick={onClear}>
          取消选择
        </Button>
      </Space>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.question.title}
        content={asking?.question.content ?? null}
        confirmText={asking?.question.confirmText}
        danger={asking?.question.danger ?? false}
        onConfirm={async () => {
          if (!asking) return;
          await onRun(asking.action);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
