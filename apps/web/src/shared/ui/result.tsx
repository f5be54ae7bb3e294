import type { ReactNode } from 'react';
import { clsx } from 'clsx';

/**
 * A page's outcome (404, 500, a chunk that failed to load): antd's Result drawn as plain markup in
 * its look (global.css `.result`). antd's component holds its three exception pictures (403, 404,
 * 500) in every page's first visit; the error pages bring their own picture (`image`, drawn in a
 * box of antd's picture size) or an icon.
 */
export function Result({
  status,
  icon,
  image,
  title,
  subTitle,
  extra,
}: {
  /** The icon's colour (antd's statuses of the same names). */
  status?: 'success' | 'info' | 'warning' | 'error';
  icon?: ReactNode;
  /** A picture in antd's exception-image box (250 × 295), instead of an icon. */
  image?: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div className={clsx('result', status && `result-${status}`)}>
      <div className={clsx('result-icon', image !== undefined && 'result-image')}>{image ?? icon}</div>
      <div className="result-title">{title}</div>
      {subTitle !== undefined && <div className="result-subtitle">{subTitle}</div>}
      {extra !== undefined && <div className="result-extra">{extra}</div>}
    </div>
  );
}
