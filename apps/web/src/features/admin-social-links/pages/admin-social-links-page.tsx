import { useState } from 'react';
import { Alert, Button, Card, Input } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { SOCIAL_LINK_MESSAGES, type SocialLink } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { errorText } from '../../../shared/api/api-error.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { usePagedList } from '../../../shared/hooks/use-paged-list.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { adminSocialLinksQuery, deleteSocialLink, socialLinkKeys } from '../api.ts';
import { SocialLinkFormModal } from '../components/social-link-form-modal.tsx';
import { SocialLinksTable } from '../components/social-links-table.tsx';
import '../admin-social-links.css';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

const SEARCH_DEBOUNCE_MS = 500;

/** /admin/social-links (spec 02 §2): the links of /social-links and the footer, in sort order; add, edit, delete. */
export function AdminSocialLinksPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const [editing, setEditing] = useState<SocialLink | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SocialLink | null>(null);

  const list = usePagedList(
    (asked) => adminSocialLinksQuery(api, { ...asked, ...(debounced ? { keyword: debounced } : {}) }),
    { unit: '个链接' },
  );
  const { data, isFetching, error } = list;
  const refresh = () => queryClient.invalidateQueries({ queryKey: socialLinkKeys.all });

  const remove = async (link: SocialLink) => {
    try {
      await deleteSocialLink(api, link.id);
    } catch (e) {
      // The confirmation stays open and shows it.
      throw new Error(errorText(e, SOCIAL_LINK_MESSAGES.deleteFailed), { cause: e });
    }
    message.success(SOCIAL_LINK_MESSAGES.deleted);
    setDeleting(null);
    await refresh();
  };

  return (
    <Card className="asl-page" title="社交媒体">
      <div className="asl-toolbar">
        <Input.Search
          allowClear
          aria-label="搜索链接"
          placeholder="搜索标题、URL或分组"
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            list.firstPage();
          }}
          className="asl-search"
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          添加链接
        </Button>
      </div>
      {error && (
        <Alert
          type="error"
          showIcon
          title={SOCIAL_LINK_MESSAGES.loadFailed}
          description={error.message}
          style={{ marginBottom: 16 }}
        />
      )}
      <SocialLinksTable
        links={data?.content ?? []}
        loading={isFetching}
        emptyText={list.emptyText(
          {
            failed: SOCIAL_LINK_MESSAGES.loadFailed,
            loading: '正在加载社交链接…',
            noMatch: '没有符合条件的链接',
            none: '还没有社交链接，点击「添加链接」添加第一个',
          },
          Boolean(debounced),
        )}
        pagination={list.pagination}
        handlers={{ onEdit: setEditing, onDelete: setDeleting }}
      />
      <SocialLinkFormModal
        open={editing !== null}
        link={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="删除链接"
        content={deleting ? `确定删除「${deleting.title}」（${deleting.platformName}）吗？此操作不可恢复。` : null}
        confirmText="删除"
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
