import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { clsx } from 'clsx';
import showWaveEffect from 'antd/es/_util/wave/WaveEffect';
import { useAntdScope } from './antd-scope.tsx';

/** antd's class names of a button type: its type, colour and variant. */
const TYPE_CLASSES = {
  text: 'ant-btn-text ant-btn-color-default ant-btn-variant-text',
  primary: 'ant-btn-primary ant-btn-color-primary ant-btn-variant-solid',
} as const;

/**
 * antd's Button drawn as plain markup, for the buttons every public page's top bar shows (search,
 * theme, menu, the search box's button): the element and class names antd draws, so antd's own
 * rules in the site's stylesheet give it the same look, hover and focus, without the dozen hooks
 * antd's Button runs each render (its theme tokens, semantic class names, loading timer, wave,
 * compact and size contexts): ~0.1 ms of each server render apiece. A primary button shows antd's
 * click wave (its effect, drawn as antd draws it); a text one has none, as in antd. Buttons that
 * show a loading state stay antd's.
 */
export function PlainButton({
  type = 'text',
  shape,
  size,
  compact,
  icon,
  className,
  children,
  onClick,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  type?: keyof typeof TYPE_CLASSES;
  shape?: 'circle' | 'round';
  size?: 'large';
  /** Its place in a compact row (`PlainCompact`): the last item, as the search box's button. */
  compact?: 'last';
  icon?: ReactNode;
}) {
  const { hashId, cssVarCls } = useAntdScope();
  const iconOnly = icon !== undefined && (children === undefined || children === null || children === false);
  const wave = type !== 'text';
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    if (wave && !button.disabled) {
      const info = { className: clsx('ant-wave', hashId), component: 'Button', event: event.nativeEvent, hashId };
      // antd's effect reads none of the theme's tokens (its colour is the button's own, read from the page).
      requestAnimationFrame(() => showWaveEffect(button, info as Parameters<typeof showWaveEffect>[1]));
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type="button"
      className={clsx(
        'ant-btn',
        hashId,
        cssVarCls,
        shape && `ant-btn-${shape}`,
        TYPE_CLASSES[type],
        size === 'large' && 'ant-btn-lg',
        iconOnly && 'ant-btn-icon-only',
        compact && 'ant-btn-compact-item ant-btn-compact-last-item',
        className,
      )}
      onClick={click}
    >
      {icon !== undefined && <span className="ant-btn-icon">{icon}</span>}
      {!iconOnly && children !== undefined && <span>{children}</span>}
    </button>
  );
}

/** antd's Space.Compact (block) drawn as plain markup: an input and its button joined on one line. */
export function PlainCompact({ children }: { children: ReactNode }) {
  const { hashId } = useAntdScope();
  return <div className={clsx('ant-space-compact', hashId, 'ant-space-compact-block')}>{children}</div>;
}
