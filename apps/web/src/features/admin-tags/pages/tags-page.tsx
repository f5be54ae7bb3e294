import { useState } from 'react';
import { Alert, Button, Card, Input, Space, Tag as AntTag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT, TAG_SEARCH_DEBOUNCE_MS, tagInUseMessage, type Tag } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { TagLabel } from '../../../shared/ui/tag-label.tsx';
import { ACTIONS_KEY, AdminTable, SlugText } from '../../../shared/ui/admin-table.tsx';
import { deleteTag, tagsQuery } from '../api.ts';
import { TagFormModal } from '../components/tag-form-modal.tsx';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

/** /admin/tags — spec 01 "Admin tag management". */
export function TagsPage() {
  const api = useApi();
  const { message, modal } = useFeedback();
  const [keyword, setKeyword] = useState('');
  const debouncedKeyword = useDebouncedValue(keyword.trim(), TAG_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE_DEFAULT);
  const [editing, setEditing] = useState<Tag | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const { data, isFetching, error, refetch } = useQuery(
    tagsQuery(api, { page: page - 1, size, keyword: debouncedKeyword }),
  );

  const askDelete = (tag: Tag) => {
    // Spec 01 §4: a tag with articles is refused before any call.
    if (tag.articleCount > 0) {
      modal.warning({ title: '无法删除标签', content: tagInUseMessage(tag.articleCount), okText: '知道了' });
      return;
    }
    setDeleting(tag);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    await deleteTag(api, deleting.id);
    message.success('标签删除成功');
    setDeleting(null);
    // The last row of a page gone: show the page before it.
    if (data && data.content.length === 1 && page > 1) setPage(page - 1);
    else await refetch();
  };

  return (
    <Card
      title="标签管理"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新建标签
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="搜索标签名称或路径标识符"
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPage(1);
          }}
          style={{ width: 280 }}
        />
      </Space>
      {error && (
        <Alert type="error" showIcon title="加载失败" description={error.message} style={{ marginBottom: 16 }} />
      )}
      <AdminTable<Tag>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.content ?? []}
        locale={{ emptyText: debouncedKeyword ? '没有匹配的标签' : '还没有标签，点击「新建标签」创建第一个' }}
        pagination={{
          current: page,
          pageSize: size,
          total: data?.totalElements ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 个标签`,
          onChange: (p, s) => {
            setPage(s === size ? p : 1);
            setSize(s);
          },
        }}
        columns={[
          {
            title: '名称',
            dataIndex: 'name',
            width: 180,
            phone: true,
            render: (_: string, tag) => <TagLabel name={tag.name} color={tag.color} icon={tag.icon} />,
          },
          { title: '路径标识符', dataIndex: 'slug', width: 180, render: (v: string) => <SlugText>{v}</SlugText> },
          { title: '描述', dataIndex: 'description', ellipsis: true, render: (v: string | null) => v || '—' },
          { title: '文章数', dataIndex: 'articleCount', width: 90, align: 'right', phone: 'labelled' },
          {
            title: '精选',
            dataIndex: 'featured',
            width: 80,
            render: (v: boolean) => (v ? <AntTag color="gold">是</AntTag> : <AntTag>否</AntTag>),
          },
          {
            title: '操作',
            key: ACTIONS_KEY,
            width: 190,
            render: (_: unknown, tag) => (
              <Space>
                <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(tag)}>
                  编辑
                </Button>
                <Button size="small" danger icon={<DeleteOutlined />} onClick={() => askDelete(tag)}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <TagFormModal
        open={editing !== null}
        tag={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refetch(); // the list reloads at the current page
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="删除标签"
        content={deleting ? `确定删除标签「${deleting.name}」吗？此操作不可恢复。` : null}
        confirmText="删除"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
