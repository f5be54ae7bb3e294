import type { CSSProperties } from 'react';
import { clsx } from 'clsx';

/** What an `icon-mask:<antd icon name>` import gives (apps/web/icon-masks.ts). */
export interface MaskIconFile {
  /** The SVG file's address (a data: URL in development). */
  url: string;
  /** antd's name of the icon: `right`, `double-left`. */
  name: string;
}

/**
 * An antd icon drawn by its SVG file as a mask in the text's colour (global.css `.mask-icon`),
 * where antd's icon component would carry its path data in the page's JavaScript: for icons of the
 * public pages that never change (the pager's arrows, the footer's generic marks). It keeps antd's
 * classes (`anticon anticon-right`), so it sits in antd's icon box. Decorative: the text or label
 * beside it says what it means.
 */
export function MaskIcon({ icon, className }: { icon: MaskIconFile; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx('anticon', `anticon-${icon.name}`, 'mask-icon', className)}
      style={{ '--mask-icon': `url("${icon.url}")` } as CSSProperties}
    />
  );
}
