import { Avatar, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { PlainLinkButton } from '../../../shared/ui/plain-button.tsx';
import { roleLabels, userStatusLabels } from '@app/contract';
import { useSession } from '../../auth/index.ts';
import { formatDate } from '../../../shared/lib/format.ts';

export function ProfilePage() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  return (
    <Card
      title="个人资料"
      extra={
        <PlainLinkButton type="default" to="/user/settings">
          编辑资料
        </PlainLinkButton>
      }
    >
      <Space size={20} align="center" style={{ marginBottom: 24 }} wrap>
        <Avatar size={80} src={user.avatarUrl ?? undefined} icon={<UserOutlined />} />
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {user.displayName}
          </Typography.Title>
          <Typography.Text type="secondary">@{user.username}</Typography.Text>
        </div>
      </Space>
      <Descriptions column={{ xs: 1, sm: 1, md: 2 }} bordered size="middle">
        <Descriptions.Item label="用户名">{user.username}</Descriptions.Item>
        <Descriptions.Item label="显示名称">{user.displayName}</Descriptions.Item>
        <Descriptions.Item label="邮箱">{user.email}</Descriptions.Item>
        <Descriptions.Item label="角色">
          <Tag color={user.role === 'ADMIN' ? 'purple' : 'blue'}>{roleLabels[user.role]}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="状态">{userStatusLabels[user.status]}</Descriptions.Item>
        <Descriptions.Item label="注册时间">{formatDate(user.createdAt)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
