import type { CSSProperties, ReactNode } from 'react';
import { clsx } from 'clsx';

/**
 * A titled box of a public page (精选标签, 目录, the author line): antd's Card drawn as plain markup
 * (global.css `.panel`, in antd's own colours and sizes). The Card component would bring antd's Tabs
 * with it (a card may hold tabs) into the first visit of the pages that show one.
 */
export function Panel({
  title,
  size = 'default',
  className,
  style,
  children,
}: {
  title?: ReactNode;
  size?: 'default' | 'small';
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div className={clsx('surface-card', 'panel', { 'panel-small': size === 'small' }, className)} style={style}>
      {title !== undefined && (
        <div className="panel-head">
          <div className="panel-title">{title}</div>
        </div>
      )}
      <div className="panel-body">{children}</div>
    </div>
  );
}
