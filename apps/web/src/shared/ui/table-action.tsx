import type { ReactNode } from 'react';
import { Button, Tooltip, type ButtonProps } from 'antd';

/**
 * An icon button in a table's action column: the tooltip says what it does, and screen readers
 * (and tests) get the same words, or `label` where the row needs a more precise name.
 */
export function TableAction({
  title,
  label,
  icon,
  ...button
}: { title: string; label?: string; icon: ReactNode } & Omit<ButtonProps, 'size' | 'icon' | 'title'>) {
  return (
    <Tooltip title={title}>
      <Button size="small" icon={icon} aria-label={label ?? title} {...button} />
    </Tooltip>
  );
}
