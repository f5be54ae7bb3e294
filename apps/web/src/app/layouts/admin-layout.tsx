import { useState } from 'react';
import { Avatar, Button, Dropdown, Layout, Menu, Space, theme, type MenuProps } from 'antd';
import {
  ExportOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Link } from '../../shared/ui/link.tsx';
import { ForbiddenPage, RequireAdmin, useSession } from '../../features/auth/index.ts';
import { MainLayout } from './main-layout.tsx';
import { useLogout } from './use-logout.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import { adminSidebarLinks } from '../admin-feature-list.ts';
import { openGroups, sidebarItems, sidebarKeyFor } from './admin-sidebar.tsx';

export const ADMIN_SIDER_WIDTH = 256;
export const ADMIN_SIDER_COLLAPSED_WIDTH = 80;

// With the entries' counts (the comments awaiting review).
const sidebar = sidebarItems(adminSidebarLinks, true);
const sidebarGroups = openGroups(adminSidebarLinks);

function AdminShell() {
  const [collapsed, setCollapsed] = useState(false);
  const { token } = theme.useToken();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const logout = useLogout();
  const headerMenu: MenuProps['items'] = [
    { key: 'settings', icon: <SettingOutlined />, label: '个人设置' },
    { key: 'site', icon: <ExportOutlined />, label: '查看网站' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
  ];
  return (
    <Layout className="admin-shell" hasSider>
      <Layout.Sider
        width={ADMIN_SIDER_WIDTH}
        collapsedWidth={ADMIN_SIDER_COLLAPSED_WIDTH}
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        trigger={null}
        breakpoint="lg"
        theme={token.colorBgBase === '#000' ? 'dark' : 'light'}
        style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}
      >
        <Link to="/admin/dashboard" className="admin-brand">
          <span className="brand-mark" aria-hidden>
            轻
          </span>
          {!collapsed && <span>管理后台</span>}
        </Link>
        <Menu
          mode="inline"
          selectedKeys={[sidebarKeyFor(location.pathname, adminSidebarLinks)]}
          defaultOpenKeys={sidebarGroups}
          items={sidebar}
          onClick={({ key }) => void navigate(key)}
          style={{ borderInlineEnd: 'none', background: 'transparent' }}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          className="admin-header"
          style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
        >
          <Button
            type="text"
            aria-label={collapsed ? '展开侧边栏' : '收起侧边栏'}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed(!collapsed)}
          />
          <Space>
            <ThemeToggle />
            <Dropdown
              trigger={['click']}
              menu={{
                items: headerMenu,
                onClick: ({ key }) => {
                  if (key === 'settings') void navigate('/user/settings');
                  else if (key === 'site') window.open('/', '_blank', 'noopener');
                  else if (key === 'logout') void logout();
                },
              }}
            >
              <Button type="text" aria-label="用户菜单" style={{ height: 40 }}>
                <Space>
                  <Avatar size="small" src={user?.avatarUrl ?? undefined} icon={<UserOutlined />} />
                  <span className="user-menu-name">{user?.displayName}</span>
                </Space>
              </Button>
            </Dropdown>
          </Space>
        </Layout.Header>
        <Layout.Content className="admin-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** The administrator area: login for guests, 403 for other roles. Client-only. */
export function AdminLayout() {
  return (
    <RequireAdmin
      forbidden={
        <MainLayout>
          <ForbiddenPage />
        </MainLayout>
      }
    >
      <AdminShell />
    </RequireAdmin>
  );
}
