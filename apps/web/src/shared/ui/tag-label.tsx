import { Tag } from 'antd';
import '@fortawesome/fontawesome-free/css/all.min.css';
import { useTheme } from '../theme/theme-context.tsx';
import { lighten } from '../lib/colour.ts';

/** A tag as readers and admins see it: its colour, and its Font Awesome icon when it has one. */
export function TagLabel({ name, color, icon }: { name: string; color: string; icon?: string | null }) {
  const dark = useTheme((s) => s.mode) === 'dark';
  // antd paints a hex colour as a light chip; on a dark page a translucent one reads better.
  const style = dark
    ? { marginInlineEnd: 0, background: `${color}2e`, borderColor: `${color}73`, color: lighten(color, 0.45) }
    : { marginInlineEnd: 0 };
  return (
    <Tag color={dark ? undefined : color} style={style}>
      {icon && <i className={icon} aria-hidden style={{ marginInlineEnd: 6 }} />}
      {name}
    </Tag>
  );
}
