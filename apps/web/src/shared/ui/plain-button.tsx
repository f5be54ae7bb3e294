import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { clsx } from 'clsx';
import { isVisible } from '@rc-component/util';
import { LoadingOutlined } from '@ant-design/icons';
import showWaveEffect from 'antd/es/_util/wave/WaveEffect';
import { useAntdScope } from './feedback.tsx';
import { Link } from './link.tsx';

/** antd's class names of a button type: its type, colour and variant. */
const TYPE_CLASSES = {
  text: 'ant-btn-text ant-btn-color-default ant-btn-variant-text',
  primary: 'ant-btn-primary ant-btn-color-primary ant-btn-variant-solid',
  default: 'ant-btn-default ant-btn-color-default ant-btn-variant-outlined',
} as const;

/**
 * antd's Button drawn as plain markup, for the buttons public pages draw on the server (the top
 * bar's search, theme and menu, the search box's button, like and favourite; PlainLinkButton below
 * for a link in a button's look): the element and class names antd draws, so antd's
 * own rules in the site's stylesheet give it the same look, hover and focus, without the dozen hooks
 * antd's Button runs each render (its theme tokens, semantic class names, loading timer, wave,
 * compact and size contexts): ~0.1 ms of each server render apiece. A bordered button shows antd's
 * click wave (its effect, drawn as antd draws it), a text one none, as in antd; while `loading`, the
 * app's spinner (providers.tsx) takes the icon's place and a click does nothing. Its label is one
 * piece of text, as antd draws a label.
 */
export function PlainButton({
  type = 'text',
  shape,
  size,
  compact,
  loading = false,
  icon,
  className,
  children,
  onClick,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  type?: ButtonType;
  shape?: 'circle' | 'round';
  size?: ButtonSize;
  /** Its place in a compact row (`PlainCompact`): the last item, as the search box's button. */
  compact?: 'last';
  loading?: boolean;
  icon?: ReactNode;
  children?: string;
}) {
  const scope = useAntdScope();
  const iconOnly = !children && (icon !== undefined || loading);
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    if (!event.currentTarget.disabled) waveOf(type, scope.hashId, event);
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type="button"
      className={clsx(
        buttonClasses(scope, type, size, shape),
        iconOnly && 'ant-btn-icon-only',
        loading && 'ant-btn-loading',
        compact && 'ant-btn-compact-item ant-btn-compact-last-item',
        className,
      )}
      onClick={click}
    >
      {(icon !== undefined || loading) && <span className="ant-btn-icon">{loading ? <LoadingOutlined /> : icon}</span>}
      {children && <span>{children}</span>}
    </button>
  );
}

/**
 * antd's Button with `href` drawn as plain markup: a link to a page of the site in a button's look
 * (the top bar's login and register, the home page's 浏览文章, the error pages' 返回首页 …), followed
 * by the router. One element and one stop of the Tab key, where a link around a button was two, and
 * a button inside a link is not valid HTML.
 */
export function PlainLinkButton({
  to,
  type = 'text',
  size,
  children,
}: {
  to: string;
  type?: ButtonType;
  size?: ButtonSize;
  children: string;
}) {
  const scope = useAntdScope();
  return (
    <Link
      to={to}
      className={buttonClasses(scope, type, size)}
      tabIndex={0}
      aria-disabled="false"
      onClick={(event) => waveOf(type, scope.hashId, event)}
    >
      <span>{children}</span>
    </Link>
  );
}

type ButtonType = keyof typeof TYPE_CLASSES;
type ButtonSize = 'middle' | 'large';

/** The class names antd gives a button of this type, size and shape, in its order. */
const buttonClasses = (
  scope: { hashId: string; cssVarCls: string },
  type: ButtonType,
  size: ButtonSize | undefined,
  shape?: 'circle' | 'round',
) =>
  clsx(
    'ant-btn',
    scope.hashId,
    scope.cssVarCls,
    shape && `ant-btn-${shape}`,
    TYPE_CLASSES[type],
    size === 'large' && 'ant-btn-lg',
  );

/** antd's click wave on a bordered button that is drawn (it has a box); a text one shows none, as in antd. */
function waveOf(type: ButtonType, hashId: string, event: MouseEvent<HTMLElement>) {
  const element = event.currentTarget;
  if (type === 'text' || !isVisible(event.target as Element)) return;
  const info = { className: clsx('ant-wave', hashId), component: 'Button', event: event.nativeEvent, hashId };
  // antd's effect reads none of the theme's tokens (its colour is the button's own, read from the page).
  requestAnimationFrame(() => showWaveEffect(element, info as Parameters<typeof showWaveEffect>[1]));
}

/** antd's Space.Compact (block) drawn as plain markup: an input and its button joined on one line. */
export function PlainCompact({ children }: { children: ReactNode }) {
  const { hashId } = useAntdScope();
  return <div className={clsx('ant-space-compact', hashId, 'ant-space-compact-block')}>{children}</div>;
}
