import { Avatar, Button, Dropdown, Space, type MenuProps } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { User } from '@app/contract';
import { userMenuFor } from '../navigation.ts';
import { useLogout } from './use-logout.ts';

/**
 * The signed-in user's avatar and name, opening their menu. Loaded once a session is known
 * (user-menu.tsx): a guest's visit does not download antd's Dropdown and Menu.
 */
export default function SignedInMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const items: MenuProps['items'] = [
    ...userMenuFor(user).map((i) => ({ key: i.path, label: i.label })),
    { type: 'divider' },
    { key: 'logout', label: '退出登录', icon: <LogoutOutlined />, danger: true },
  ];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'logout') void logout();
          else void navigate(key);
        },
      }}
    >
      <Button type="text" aria-label="用户菜单" style={{ height: 40 }}>
        <Space>
          <Avatar size="small" src={user.avatarUrl ?? undefined} icon={<UserOutlined />} />
          <span className="user-menu-name">{user.displayName}</span>
        </Space>
      </Button>
    </Dropdown>
  );
}
