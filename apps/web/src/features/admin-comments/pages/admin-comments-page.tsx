import { useState } from 'react';
import { Alert, Badge, Button, Card, Input } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { commentStatusLabels, type AdminComment, type CommentStatus } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { usePagedList } from '../../../shared/hooks/use-paged-list.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { adminCommentsQuery, commentStatsQuery } from '../api.ts';
import { ArticleFilter, type ArticleChoice } from '../components/article-filter.tsx';
import { BatchBar } from '../components/batch-bar.tsx';
import { CommentsTable } from '../components/comments-table.tsx';
import { ReplyModal } from '../components/reply-modal.tsx';
import { SettingsDrawer } from '../components/settings-drawer.tsx';
import { useModeration } from '../use-moderation.ts';
import '../admin-comments.css';

const SEARCH_DEBOUNCE_MS = 500;

/** The status tabs; 全部 is every comment but deleted ones, those awaiting review first. */
type StatusTab = CommentStatus | 'ALL';
const TABS: StatusTab[] = ['PENDING', 'APPROVED', 'REJECTED', 'SPAM', 'DELETED', 'ALL'];
const tabLabel = (tab: StatusTab) => (tab === 'ALL' ? '全部' : commentStatusLabels[tab]);

/** /admin/comments: every comment, awaiting review first; moderate one by one or in batches; the settings. */
export function AdminCommentsPage() {
  const api = useApi();
  const moderation = useModeration();
  const [tab, setTab] = useState<StatusTab>('PENDING');
  const [article, setArticle] = useState<ArticleChoice | null>(null);
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<number[]>([]);
  const [replying, setReplying] = useState<AdminComment | null>(null);
  const [deleting, setDeleting] = useState<AdminComment | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const { data: stats } = useQuery(commentStatsQuery(api));
  // A batch touches only rows in sight: a new page or filter clears the selection.
  const list = usePagedList(
    (asked) =>
      adminCommentsQuery(api, {
        ...asked,
        ...(tab === 'ALL' ? {} : { status: tab }),
        ...(article ? { articleId: article.id } : {}),
        ...(debounced ? { keyword: debounced } : {}),
      }),
    { unit: '条评论', sizes: [10, 20, 50], onPage: () => setSelected([]) },
  );
  const { data, isFetching, error } = list;
  /** A new filter starts at its first rows with nothing selected. */
  const showing = (change: () => void) => {
    change();
    list.firstPage();
    setSelected([]);
  };

  return (
    <Card
      className="admin-comments-page"
      title="评论管理"
      extra={
        <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)}>
          评论设置
        </Button>
      }
      activeTabKey={tab}
      onTabChange={(key) => showing(() => setTab(key as StatusTab))}
      tabList={TABS.map((t) => ({
        key: t,
        label:
          t === 'PENDING' && stats && stats.pending > 0 ? (
            <span>
              {tabLabel(t)}
              <Badge count={stats.pending} size="small" overflowCount={999} style={{ marginInlineStart: 6 }} />
            </span>
          ) : (
            tabLabel(t)
          ),
      }))}
    >
      <div className="admin-comment-filters">
        <ArticleFilter value={article} onChange={(choice) => showing(() => setArticle(choice))} />
        <Input.Search
          allowClear
          aria-label="搜索评论内容"
          placeholder="搜索评论内容"
          value={keyword}
          onChange={(e) => showing(() => setKeyword(e.target.value))}
          className="admin-comment-search"
        />
      </div>
      {error && (
        <Alert type="error" showIcon title="获取评论失败" description={error.message} style={{ marginBottom: 16 }} />
      )}
      <BatchBar
        count={selected.length}
        onClear={() => setSelected([])}
        onRun={async (action) => {
          await moderation.batch(selected, action);
          setSelected([]);
        }}
      />
      <CommentsTable
        comments={data?.content ?? []}
        loading={isFetching}
        emptyText={list.emptyText(
          { failed: '加载失败', loading: '正在加载评论…', noMatch: '没有符合条件的评论', none: '暂无评论' },
          Boolean(article || debounced),
        )}
        selected={tab === 'DELETED' ? null : selected}
        onSelect={setSelected}
        pagination={list.pagination}
        handlers={{
          onStatus: (c, status) => void moderation.setStatus(c, status),
          onReply: setReplying,
          onDelete: setDeleting,
          onFilterArticle: (choice) => showing(() => setArticle(choice)),
        }}
      />
      <ReplyModal comment={replying} onSend={moderation.reply} onClose={() => setReplying(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="删除评论"
        content={deleting ? `确定要删除 ${deleting.author.displayName} 的这条评论吗？删除后它将不再公开显示。` : null}
        confirmText="删除"
        onConfirm={async () => {
          if (!deleting) return;
          await moderation.remove(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Card>
  );
}
