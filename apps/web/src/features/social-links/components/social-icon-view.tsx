import type { CSSProperties } from 'react';
import { theme } from 'antd';
import book from 'icon-mask:BookOutlined';
import globe from 'icon-mask:GlobalOutlined';
import linkedin from 'icon-mask:LinkedinFilled';
import link from 'icon-mask:LinkOutlined';
import mail from 'icon-mask:MailOutlined';
import message from 'icon-mask:MessageOutlined';
import phone from 'icon-mask:PhoneOutlined';
import read from 'icon-mask:ReadOutlined';
import slack from 'icon-mask:SlackOutlined';
import type { GenericIcon, SocialIcon } from '@app/contract';
import { MaskIcon, type MaskIconFile } from '../../../shared/ui/mask-icon.tsx';
import { visibleColour } from '../visible-colour.ts';
import { clsx } from 'clsx';

/**
 * The site's own icons, for the platforms the brand set has no mark for: files drawn as masks, so
 * the footer of every page carries their addresses rather than their drawings.
 */
const GENERIC: Record<GenericIcon, MaskIconFile> = {
  website: globe,
  blog: read,
  email: mail,
  phone,
  custom: link,
  linkedin,
  slack,
  // 简书, "a simple book"; 思否 is a questions-and-answers community.
  jianshu: book,
  segmentfault: message,
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
  return (
    <span className={classes} style={box} aria-hidden="true">
      <MaskIcon icon={GENERIC[icon.name]} />
    </span>
  );
}
