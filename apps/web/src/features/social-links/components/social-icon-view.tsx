import type { ComponentType, CSSProperties } from 'react';
import { theme } from 'antd';
import {
  BookOutlined,
  GlobalOutlined,
  LinkedinFilled,
  LinkOutlined,
  MailOutlined,
  MessageOutlined,
  PhoneOutlined,
  ReadOutlined,
  SlackOutlined,
} from '@ant-design/icons';
import type { GenericIcon, SocialIcon } from '@app/contract';
import { visibleColour } from '../visible-colour.ts';
import { clsx } from 'clsx';

/** The site's own icons, for the platforms the brand set has no mark for. */
const GENERIC: Record<GenericIcon, ComponentType<{ style?: CSSProperties }>> = {
  website: GlobalOutlined,
  blog: ReadOutlined,
  email: MailOutlined,
  phone: PhoneOutlined,
  custom: LinkOutlined,
  linkedin: LinkedinFilled,
  slack: SlackOutlined,
  // 简书, "a simple book"; 思否 is a questions-and-answers community.
  jianshu: BookOutlined,
  segmentfault: MessageOutlined,
};

export interface SocialIconViewProps {
  icon: SocialIcon;
  /** The link's colour (#rrggbb); near the background's, the text colour is used instead. */
  color: string;
  /** Width and height in pixels. */
  size?: number;
  className?: string;
}

/**
 * A platform's mark: the brand's SVG path (sent by the server, so only the marks in use reach the
 * page) filled with its colour, a generic icon, or the owner's own image. Decorative: the link
 * around it carries the name.
 */
export function SocialIconView({ icon, color, size = 24, className }: SocialIconViewProps) {
  const { token } = theme.useToken();
  const fill = visibleColour(color, token.colorBgContainer, token.colorText);
  const classes = clsx('social-icon', `social-icon-${icon.kind}`, className);
  const box: CSSProperties = { width: size, height: size, fontSize: size, color: fill };
  if (icon.kind === 'brand')
    return (
      <span className={classes} style={box} aria-hidden="true">
        <svg viewBox="0 0 24 24" width={size} height={size} fill={fill} focusable="false">
          <path d={icon.path} />
        </svg>
      </span>
    );
  if (icon.kind === 'image')
    return (
      <span className={classes} style={box} aria-hidden="true">
        <img src={icon.url} alt="" width={size} height={size} loading="lazy" decoding="async" />
      </span>
    );
  const Generic = GENERIC[icon.name];
  return (
    <span className={classes} style={box} aria-hidden="true">
      <Generic />
    </span>
  );
}
