import { cloneElement, isValidElement, type CSSProperties, type ReactNode } from 'react';
import { Badge, type MenuProps } from 'antd';
import { useQueries, useQuery } from '@tanstack/react-query';
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
import { useApi } from '../../shared/api/api-context.tsx';
import { ADMIN_GROUPS, type AdminGroup, type SidebarBadge } from '../feature-manifest.ts';
import type { NavEntry } from '../feature-list.ts';
import { clsx } from 'clsx';

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

/**
 * The sidebar's menu items: the groups in spec order, each entry keyed by its path; empty groups
 * are left out. With `counts`, an entry with a badge source shows its count beside its label, and
 * its group's icon a dot (all that is seen of it when the sidebar is collapsed).
 */
export function sidebarItems(links: SidebarLink[], counts = false): NonNullable<MenuProps['items']> {
  const label = (l: SidebarLink): ReactNode =>
    counts && l.badge ? <LabelWithCount label={l.label} source={l.badge} /> : l.label;
  const icon = (own: ReactNode, entries: SidebarLink[]): ReactNode => {
    const sources = entries.flatMap((l) => l.badge ?? []);
    return counts && sources.length > 0 ? <IconWithDot icon={own} sources={sources} /> : own;
  };
  return ADMIN_GROUPS.flatMap((group) => {
    const entries = links.filter((l) => l.group === group);
    if (entries.length === 0) return [];
    const looks = groupLooks[group];
    if (looks.label === undefined)
      return entries.map((l) => ({ key: l.path, icon: icon(looks.icon, [l]), label: label(l) }));
    return [
      {
        key: group,
        icon: icon(looks.icon, entries),
        label: looks.label,
        children: entries.map((l) => ({ key: l.path, label: label(l) })),
      },
    ];
  });
}

/** An entry's label and its count (hidden at 0), the count read through the entry's badge source. */
function LabelWithCount({ label, source }: { label: string; source: SidebarBadge }) {
  const { data = 0 } = useQuery(source(useApi()));
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span>{label}</span>
      <Badge count={data} size="small" overflowCount={99} />
    </span>
  );
}

/** A group's icon with a dot while one of its entries has a count; the queries are the entries' own (one request each). */
function IconWithDot({
  icon,
  sources,
  className,
}: {
  icon: ReactNode;
  sources: SidebarBadge[];
  /** The menu's own icon class, which antd gives the element in the icon's place. */
  className?: string;
}) {
  const api = useApi();
  const results = useQueries({ queries: sources.map((s) => s(api)) });
  const dot = results.some((r) => (r.data ?? 0) > 0);
  // The outer span takes the menu's icon classes (its size, and its 40 px line height in the
  // collapsed menu); the badge and the glyph are kept one line high so the dot sits on the glyph.
  const glyph = isValidElement<{ style?: CSSProperties }>(icon)
    ? cloneElement(icon, { style: { lineHeight: 1 } })
    : icon;
  return (
    <span className={clsx('anticon', className)}>
      <Badge dot={dot} styles={{ root: { lineHeight: 1, alignSelf: 'center', color: 'inherit' } }}>
        {glyph}
      </Badge>
    </span>
  );
}

/** The submenus shown, all open at first. */
export const openGroups = (links: SidebarLink[]): string[] =>
  ADMIN_GROUPS.filter((g) => groupLooks[g].label !== undefined && links.some((l) => l.group === g));

/** The sidebar entry a screen belongs to: its own, or the list an editor sits under (`activeUnder`). */
export const sidebarKeyFor = (pathname: string, links: SidebarLink[]): string =>
  links.find((l) => l.activeUnder !== undefined && pathname.startsWith(l.activeUnder))?.path ?? pathname;
