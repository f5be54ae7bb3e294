import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { clsx } from 'clsx';
import { useAntdScope } from './antd-scope.tsx';

/**
 * antd's text Button drawn as plain markup, for the icon buttons every public page's top bar shows
 * (search, theme, menu): the element and class names antd draws, so antd's own rules in the site's
 * stylesheet give it the same look, hover and focus, without the dozen hooks antd's Button runs each
 * render (its theme tokens, semantic class names, loading timer, compact and size contexts): ~0.2 ms
 * of each server render for the four of them. Only text buttons: antd adds its click wave to bordered
 * ones and a spinner to loading ones, which those keep from antd's Button.
 */
export function PlainButton({
  shape,
  icon,
  className,
  children,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  shape?: 'circle' | 'round';
  icon?: ReactNode;
}) {
  const { hashId, cssVarCls } = useAntdScope();
  const iconOnly = icon !== undefined && (children === undefined || children === null || children === false);
  return (
    <button
      {...rest}
      type="button"
      className={clsx(
        'ant-btn',
        hashId,
        cssVarCls,
        shape && `ant-btn-${shape}`,
        'ant-btn-text ant-btn-color-default ant-btn-variant-text',
        iconOnly && 'ant-btn-icon-only',
        className,
      )}
    >
      {icon !== undefined && <span className="ant-btn-icon">{icon}</span>}
      {!iconOnly && children !== undefined && <span>{children}</span>}
    </button>
  );
}
