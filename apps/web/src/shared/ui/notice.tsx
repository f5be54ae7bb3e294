import type { CSSProperties, ReactNode } from 'react';
import { clsx } from 'clsx';
import errorIcon from 'icon-mask:CloseCircleFilled';
import warningIcon from 'icon-mask:ExclamationCircleFilled';
import { MaskIcon } from './mask-icon.tsx';

const ICONS = { error: errorIcon, warning: warningIcon };

/**
 * antd's Alert with its icon, as plain markup in its look (global.css `.notice`): the rare states
 * of public pages (comments that failed to load, a product taken off sale), which would otherwise
 * bring Alert and its icons to every visit of those pages. With a description the icon and title
 * are larger, as antd's; `action` sits at the end (a 重试 button).
 */
export function Notice({
  type,
  title,
  description,
  action,
  style,
}: {
  type: 'error' | 'warning';
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <div
      role="alert"
      className={clsx('notice', `notice-${type}`, { 'notice-with-description': description })}
      style={style}
    >
      <MaskIcon icon={ICONS[type]} className="notice-icon" />
      <div className="notice-section">
        <div className="notice-title">{title}</div>
        {description && <div className="notice-description">{description}</div>}
      </div>
      {action && <div className="notice-action">{action}</div>}
    </div>
  );
}
