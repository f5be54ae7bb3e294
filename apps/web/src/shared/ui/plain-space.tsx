import { Children, isValidElement, type CSSProperties, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { useAntdScope } from './feedback.tsx';

/**
 * antd's Space drawn as plain markup, for public pages' rows of tags and lists of cards: the element
 * and class names antd draws (its rules in the site's stylesheet lay it out), each child in its
 * `ant-space-item`, a numeric gap as antd writes it, without antd's theme hooks for each one. No
 * separator, no preset sizes: what the public pages use.
 */
export function PlainSpace({
  gap,
  vertical = false,
  align = 'center',
  wrap = false,
  className,
  style,
  children,
}: {
  /** Column and row gap in px, or [column, row]. */
  gap: number | [number, number];
  vertical?: boolean;
  /** How a row's items line up across it (antd's `align`; a row's default is centre). */
  align?: 'center' | 'baseline';
  wrap?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { hashId, cssVarCls } = useAntdScope();
  const [columnGap, rowGap] = Array.isArray(gap) ? gap : [gap, gap];
  const items = Children.toArray(children).filter((c) => c !== null && c !== undefined && typeof c !== 'boolean');
  if (items.length === 0) return null;
  return (
    <div
      className={clsx(
        'ant-space',
        hashId,
        vertical ? 'ant-space-vertical' : `ant-space-horizontal ant-space-align-${align}`,
        className,
        cssVarCls,
      )}
      style={{ ...(wrap ? { flexWrap: 'wrap' } : {}), columnGap, rowGap, ...style }}
    >
      {items.map((child, i) => (
        <div key={isValidElement(child) && child.key !== null ? child.key : i} className="ant-space-item">
          {child}
        </div>
      ))}
    </div>
  );
}
