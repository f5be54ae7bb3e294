import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Input } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { commentStatusLabels, PAGE_SIZE_DEFAULT, type AdminComment, type CommentStatus } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
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
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE_DEFAULT);
  const [selected, setSelected] = useState<number[]>([]);
  const [replying, setReplying] = useState<AdminComment | null>(null);
  const [deleting, setDeleting] = useState<AdminComment | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const { data: stats } = useQuery(commentStatsQuery(api));
  const { data, isFetching, error } = useQuery(
    adminCommentsQuery(api, {
      page: page - 1,
      size,
      ...(tab === 'ALL' ? {} : { status: tab }),
      ...(article ? { articleId: article.id } : {}),
      ...(debounced ? { keyword: debounced } : {}),
    }),
  );

  // A new filter or page starts at its first rows with nothing selected: a batch touches only rows in sight.
  const showing = (change: () => void, toPage = 1) => {
    change();
    setPage(toPage);
    setSelected([]);
  };
  // The last rows of the last page moderated away: show the page before.
  useEffect(() => {
    if (data && data.content.length === 0 && page > 1) setPage(Math.max(1, data.totalPages));
  }, [data, page]);

  const filtered = Boolean(article || debounced);
  // Under the first load's spinner the table says it is loading, not that there is nothing.
  const emptyText = error
    ? '加载失败'
    : !data && isFetching
      ? '正在加载评论…'
      : filtered
        ? '没有符合条件的评论'
        : '暂无评论';

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
        emptyText={emptyText}
        selected={tab === 'DELETED' ? null : selected}
        onSelect={setSelected}
        pagination={{
          current: page,
          pageSize: size,
          total: data?.totalElements ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50],
          showTotal: (total) => `共 ${total} 条评论`,
          onChange: (p, s) => showing(() => setSize(s), s === size ? p : 1),
        }}
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
