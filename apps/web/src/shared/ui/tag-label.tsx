import type { CSSProperties, ReactNode } from 'react';
import { clsx } from 'clsx';
import { useTheme } from '../theme/theme-context.tsx';
import { lighten, withLightness } from '../lib/colour.ts';

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The address of a tag's Font Awesome icon (its class names, `fab fa-react`) as a picture of its
 * own, served by the server from the Font Awesome package (GET /tag-icons/…).
 */
export const tagIconUrl = (icon: string) => `/tag-icons/${encodeURIComponent(icon.trim().replace(/\s+/g, ' '))}.svg`;

/**
 * A tag as readers and admins see it: its colour, and its Font Awesome icon when it has one. Plain
 * markup styled like antd's filled Tag (global.css, .tag-label): lists and cards repeat it. The icon
 * is its SVG as a mask in the text's colour (global.css, .tag-icon): a page downloads the icons it
 * shows, not Font Awesome's stylesheet and fonts (~250 kB).
 */
export function TagLabel({ name, color, icon }: { name: string; color: string; icon?: string | null }) {
  const dark = useTheme((s) => s.mode) === 'dark';
  // A tag's colour is #rrggbb (the contract's rule for saving one); anything else is shown plain.
  // The light chip is antd's for a custom colour (its hue at 95 % lightness); on a dark page a
  // translucent one reads better.
  const style = !HEX.test(color)
    ? undefined
    : dark
      ? { background: `${color}2e`, borderColor: `${color}73`, color: lighten(color, 0.45) }
      : { background: withLightness(color, 0.95), color };
  return (
    <span className="tag-label" style={style}>
      {icon && (
        <span
          className="tag-icon"
          style={{ '--tag-icon': `url("${tagIconUrl(icon)}")` } as CSSProperties}
          aria-hidden
        />
      )}
      {name}
    </span>
  );
}

/**
 * antd's outlined Tag in one of its preset colours, or its default filled Tag (`default`), as plain
 * markup (global.css `.tag-preset-*`, antd's palette variables): a page of comments or friends
 * need not load antd's Tag and its colour tables.
 */
export function PresetTag({
  colour,
  className,
  title,
  children,
}: {
  colour: 'blue' | 'gold' | 'default';
  className?: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <span className={clsx('tag-label', `tag-preset-${colour}`, className)} title={title}>
      {children}
    </span>
  );
}
