import { useState } from 'react';
import { Alert, Button, Card, Input } from 'antd';
import { FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import { FRIEND_LINK_MESSAGES, friendLinkStatusLabels, type FriendLink, type FriendLinkStatus } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { usePagedList } from '../../../shared/hooks/use-paged-list.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { adminFriendLinksQuery } from '../api.ts';
import { FriendLinkFormModal } from '../components/friend-link-form-modal.tsx';
import { FriendLinksTable } from '../components/friend-links-table.tsx';
import { RulesModal } from '../components/rules-modal.tsx';
import { useFriendLinkActions } from '../use-friend-link-actions.ts';
import '../admin-friend-links.css';

const SEARCH_DEBOUNCE_MS = 500;

type StatusTab = FriendLinkStatus | 'ALL';
const TABS: StatusTab[] = ['ALL', 'PENDING', 'APPROVED', 'REJECTED', 'DISABLED'];
const tabLabel = (tab: StatusTab) => (tab === 'ALL' ? '全部' : friendLinkStatusLabels[tab]);

/** /admin/friend-links (spec 02 §2): every friend and application, newest first; review, edit, add; the rules. */
export function AdminFriendLinksPage() {
  const api = useApi();
  const actions = useFriendLinkActions();
  const [tab, setTab] = useState<StatusTab>('ALL');
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const [editing, setEditing] = useState<FriendLink | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FriendLink | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);

  const list = usePagedList(
    (asked) =>
      adminFriendLinksQuery(api, {
        ...asked,
        ...(tab === 'ALL' ? {} : { status: tab }),
        ...(debounced ? { keyword: debounced } : {}),
      }),
    { unit: '条友链' },
  );
  const { data, isFetching, error } = list;

  return (
    <Card
      className="afl-page"
      title="友链管理"
      activeTabKey={tab}
      onTabChange={(key) => {
        setTab(key as StatusTab);
        list.firstPage();
      }}
      tabList={TABS.map((t) => ({ key: t, label: tabLabel(t) }))}
    >
      <div className="afl-toolbar">
        <Input.Search
          allowClear
          aria-label="搜索友链"
          placeholder="搜索站点名称、URL或站长"
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            list.firstPage();
          }}
          className="afl-search"
        />
        <div className="afl-toolbar-actions">
          <Button icon={<FileTextOutlined />} onClick={() => setRulesOpen(true)}>
            申请规则
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            添加友链
          </Button>
        </div>
      </div>
      {error && (
        <Alert
          type="error"
          showIcon
          title={FRIEND_LINK_MESSAGES.loadFailed}
          description={error.message}
          style={{ marginBottom: 16 }}
        />
      )}
      <FriendLinksTable
        links={data?.content ?? []}
        loading={isFetching}
        emptyText={list.emptyText(
          {
            failed: FRIEND_LINK_MESSAGES.loadFailed,
            loading: '正在加载友链…',
            noMatch: '没有符合条件的友链',
            none: '还没有友链，点击「添加友链」添加第一个',
          },
          tab !== 'ALL' || Boolean(debounced),
        )}
        pagination={list.pagination}
        handlers={{
          onApprove: (l) => void actions.approve(l),
          onReject: (l) => void actions.reject(l),
          onEdit: setEditing,
          onDelete: setDeleting,
        }}
      />
      <FriendLinkFormModal
        open={editing !== null}
        link={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void actions.refresh();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="删除友链"
        content={deleting ? `确定删除友链「${deleting.siteName}」吗？此操作不可恢复。` : null}
        confirmText="删除"
        onConfirm={async () => {
          if (!deleting) return;
          await actions.remove(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
      <RulesModal open={rulesOpen} onClose={() => setRulesOpen(false)} />
    </Card>
  );
}
