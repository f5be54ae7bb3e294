import type { ReactNode } from 'react';
import type { MenuProps } from 'antd';
import {
  DashboardOutlined,
  FileTextOutlined,
  FolderOutlined,
  HeartOutlined,
  MailOutlined,
  SettingOutlined,
  ShoppingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { ADMIN_GROUPS, type AdminGroup } from '../feature-manifest.ts';
import type { NavEntry } from '../feature-list.ts';

type SidebarLink = NavEntry<'adminSidebar'>;

/**
 * How each group of spec 01 §2 shows: with a label it is a submenu of its entries; without, its
 * entries stand at the top level with the group's icon (the dashboard).
 */
const groupLooks: Record<AdminGroup, { icon: ReactNode; label?: string }> = {
  dashboard: { icon: <DashboardOutlined /> },
  content: { icon: <FileTextOutlined />, label: '内容管理' },
  products: { icon: <ShoppingOutlined />, label: '商品管理' },
  users: { icon: <TeamOutlined /> },
  favourites: { icon: <HeartOutlined /> },
  subscriptions: { icon: <MailOutlined /> },
  files: { icon: <FolderOutlined /> },
  settings: { icon: <SettingOutlined />, label: '设置' },
};

/** The sidebar's menu items: the groups in spec order, each entry keyed by its path; empty groups are left out. */
export function sidebarItems(links: SidebarLink[]): NonNullable<MenuProps['items']> {
  return ADMIN_GROUPS.flatMap((group) => {
    const entries = links.filter((l) => l.group === group);
    if (entries.length === 0) return [];
    const { icon, label } = groupLooks[group];
    if (label === undefined) return entries.map((l) => ({ key: l.path, icon, label: l.label }));
    return [{ key: group, icon, label, children: entries.map((l) => ({ key: l.path, label: l.label })) }];
  });
}

/** The submenus shown, all open at first. */
export const openGroups = (links: SidebarLink[]): string[] =>
  ADMIN_GROUPS.filter((g) => groupLooks[g].label !== undefined && links.some((l) => l.group === g));

/** The sidebar entry a screen belongs to: its own, or the list an editor sits under (`activeUnder`). */
export const sidebarKeyFor = (pathname: string, links: SidebarLink[]): string =>
  links.find((l) => l.activeUnder !== undefined && pathname.startsWith(l.activeUnder))?.path ?? pathname;
