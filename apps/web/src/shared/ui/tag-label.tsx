import '@fortawesome/fontawesome-free/css/all.min.css';
import { useTheme } from '../theme/theme-context.tsx';
import { lighten, withLightness } from '../lib/colour.ts';

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A tag as readers and admins see it: its colour, and its Font Awesome icon when it has one. Plain
 * markup styled like antd's filled Tag (global.css, .tag-label): lists and cards repeat it.
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
      {icon && <i className={icon} aria-hidden />}
      {name}
    </span>
  );
}
