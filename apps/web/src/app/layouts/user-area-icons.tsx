import type { ReactNode } from 'react';
import { CommentOutlined, DashboardOutlined, HeartOutlined, IdcardOutlined, SettingOutlined } from '@ant-design/icons';
import type { UserAreaIcon } from '../feature-manifest.ts';

/** The pictures of the /user section menu's entries, by the names the manifests give (feature-manifest.ts). */
export const userAreaIcons: Record<UserAreaIcon, ReactNode> = {
  dashboard: <DashboardOutlined />,
  profile: <IdcardOutlined />,
  favourites: <HeartOutlined />,
  comments: <CommentOutlined />,
  settings: <SettingOutlined />,
};
