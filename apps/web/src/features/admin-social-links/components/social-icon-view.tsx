import type { ComponentType, CSSProperties } from 'react';
import {
  BookOutlined,
  CodeOutlined,
  GlobalOutlined,
  LinkedinFilled,
  LinkOutlined,
  MailOutlined,
  PhoneOutlined,
  ReadOutlined,
  SlackOutlined,
} from '@ant-design/icons';
import type { GenericIcon, SocialIcon } from '@app/contract';

const generic: Record<GenericIcon, ComponentType<{ style?: CSSProperties }>> = {
  website: GlobalOutlined,
  blog: ReadOutlined,
  email: MailOutlined,
  phone: PhoneOutlined,
  custom: LinkOutlined,
  linkedin: LinkedinFilled,
  slack: SlackOutlined,
  jianshu: BookOutlined,
  segmentfault: CodeOutlined,
};

/**
 * A social link's mark in its colour: a brand's SVG path, a generic icon, or the owner's image.
 * A local stand-in for the public social-links feature's `SocialIconView` while that is built.
 */
export function SocialIconView({ icon, color, size = 20 }: { icon: SocialIcon; color: string; size?: number }) {
  if (icon.kind === 'image')
    return <img src={icon.url} alt="" width={size} height={size} style={{ objectFit: 'contain' }} />;
  if (icon.kind === 'brand')
    return (
      <svg viewBox="0 0 24 24" width={size} height={size} fill={color} aria-hidden="true">
        <path d={icon.path} />
      </svg>
    );
  const Icon = generic[icon.name];
  return <Icon style={{ color, fontSize: size }} />;
}
