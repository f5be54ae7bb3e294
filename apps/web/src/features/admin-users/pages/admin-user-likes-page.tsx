import { useState } from 'react';
import { Button, Card } from 'antd';
import { HeartOutlined } from '@ant-design/icons';
import type { AdminUser } from '@app/contract';
import { ACTIONS_KEY } from '../../../shared/ui/admin-table.tsx';
import { UserCell } from '../components/user-cell.tsx';
import { UserSearchTable } from '../components/user-search-table.tsx';
import { UserStatusTag } from '../components/user-tags.tsx';
import { UserInteractionsModal } from '../components/user-interactions-modal.tsx';
import '../admin-users.css';

/** /admin/user-like (spec 02 §2 "Admin user favourites"): find a user, open their likes and favourites. */
export function AdminUserLikesPage() {
  const [viewing, setViewing] = useState<AdminUser | null>(null);

  return (
    <Card title="用户收藏管理">
      <UserSearchTable
        columns={[
          { title: '用户', key: 'user', phone: true, render: (_: unknown, u) => <UserCell user={u} /> },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (_: unknown, u) => <UserStatusTag status={u.status} />,
          },
          { title: '点赞文章', dataIndex: 'likeCount', width: 100, phone: 'labelled' },
          { title: '收藏商品', dataIndex: 'favoriteCount', width: 100, phone: 'labelled' },
          {
            title: '操作',
            key: ACTIONS_KEY,
            width: 130,
            render: (_: unknown, u) => (
              <Button
                size="small"
                icon={<HeartOutlined />}
                onClick={() => setViewing(u)}
                aria-label={`查看互动：${u.username}`}
              >
                查看互动
              </Button>
            ),
          },
        ]}
      />
      <UserInteractionsModal user={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
