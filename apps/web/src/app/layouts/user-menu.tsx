import { Avatar, Button, Dropdown, Skeleton, Space, type MenuProps } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router';
import { authPathWithReturn } from '../../shared/api/login-redirect.ts';
import { useSession } from '../../features/auth/index.ts';
import { userMenu } from '../navigation.ts';
import { useLogout } from './use-logout.ts';

/** The signed-in user's menu, or login and register buttons; a placeholder until the session is known. */
export function UserMenu() {
  const { initialized, isAuthenticated, user } = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  // Signing in or up from here comes back here.
  const { pathname, search } = useLocation();
  const here = pathname + search;
  if (!initialized) return <Skeleton.Button active size="small" style={{ width: 96 }} aria-label="正在加载用户信息" />;
  if (!isAuthenticated || !user) {
    return (
      <Space size={8}>
        <Link to={authPathWithReturn('/auth/login', here)}>
          <Button type="text">登录</Button>
        </Link>
        <Link to={authPathWithReturn('/auth/register', here)}>
          <Button type="primary">注册</Button>
        </Link>
      </Space>
    );
  }
  const items: MenuProps['items'] = [
    ...userMenu.filter((i) => !i.adminOnly || user.role === 'ADMIN').map((i) => ({ key: i.path, label: i.label })),
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
