import { useEffect, useState } from 'react';
import { Alert, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  subscriptionTypeInfo,
  type AdminSubscription,
  type SubscriptionStatus,
  type SubscriptionType,
} from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { usePagedList } from '../../../shared/hooks/use-paged-list.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { adminSubscriptionsQuery } from '../api.ts';
import { listCall } from '../subscription-filter.ts';
import { useSubscriptionActions } from '../use-subscription-actions.ts';
import { BatchStatusBar } from './batch-status-bar.tsx';
import { SubscriptionFilters } from './subscription-filters.tsx';
import { SubscriptionFormModal } from './subscription-form-modal.tsx';
import { SubscriptionsTable } from './subscriptions-table.tsx';

const SEARCH_DEBOUNCE_MS = 500;

/** The list of every subscription: its filters, paging, batch status change, add, edit and delete. */
export function SubscriptionsPanel() {
  const api = useApi();
  const actions = useSubscriptionActions();
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  // An emptied box applies at once; a typed keyword once typing stops.
  const appliedKeyword = keyword.trim() ? debounced : '';
  const [status, setStatus] = useState<SubscriptionStatus | null>(null);
  const [type, setType] = useState<SubscriptionType | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<AdminSubscription | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminSubscription | null>(null);

  // A batch touches only rows in sight: a new page or filter clears the selection.
  const list = usePagedList(
    (asked) =>
      adminSubscriptionsQuery(api, listCall({ keyword: appliedKeyword, status, type }, asked.page, asked.size)),
    { unit: '条订阅', sizes: [10, 20, 50, 100], onPage: () => setSelected([]) },
  );
  const { data, isFetching, error } = list;
  /** A new filter starts at its first rows with nothing selected. */
  const showing = (change: () => void) => {
    change();
    list.firstPage();
    setSelected([]);
  };
  // The keyword comes first (spec 02 §7): once it applies, the other filters are cleared, so the
  // screen shows only the one that applies. The call does not change: the keyword already won.
  useEffect(() => {
    if (!debounced) return;
    setStatus(null);
    setType(null);
  }, [debounced]);

  return (
    <>
      <div className="asub-toolbar">
        <SubscriptionFilters
          keyword={keyword}
          status={status}
          type={type}
          onKeyword={(text) => showing(() => setKeyword(text))}
          onStatus={(s) =>
            showing(() => {
              setStatus(s);
              setKeyword('');
              setType(null);
            })
          }
          onType={(t) =>
            showing(() => {
              setType(t);
              setKeyword('');
              setStatus(null);
            })
          }
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          添加订阅
        </Button>
      </div>
      {error && (
        <Alert type="error" showIcon title="加载订阅失败" description={error.message} style={{ marginBottom: 16 }} />
      )}
      <BatchStatusBar
        count={selected.length}
        onClear={() => setSelected([])}
        onRun={async (to) => {
          await actions.batchStatus(selected, to);
          setSelected([]);
        }}
      />
      <SubscriptionsTable
        subscriptions={data?.content ?? []}
        loading={isFetching}
        emptyText={list.emptyText(
          {
            failed: '加载失败',
            loading: '正在加载订阅…',
            noMatch: '没有符合条件的订阅',
            none: '还没有订阅，点击「添加订阅」添加第一个',
          },
          Boolean(appliedKeyword || status || type),
        )}
        selected={selected}
        onSelect={setSelected}
        pagination={list.pagination}
        handlers={{ onEdit: setEditing, onDelete: setDeleting }}
      />
      <SubscriptionFormModal
        open={editing !== null}
        subscription={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void actions.refresh();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="删除订阅"
        content={
          deleting
            ? `确定删除 ${deleting.email} 的「${subscriptionTypeInfo[deleting.subscriptionType].label}」订阅吗？此操作不可恢复。`
            : null
        }
        confirmText="删除"
        onConfirm={async () => {
          if (!deleting) return;
          await actions.remove(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
