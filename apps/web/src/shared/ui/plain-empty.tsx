import { clsx } from 'clsx';
import { theme } from 'antd';
import { FastColor } from '@ant-design/fast-color';
import { useTheme } from '../theme/theme-context.tsx';
import type { ThemeMode } from '../theme/theme-store.ts';
import { useAntdScope } from './feedback.tsx';

interface Shades {
  shadow: string;
  border: string;
  content: string;
}

/** The picture's shades of a theme, as antd's simple Empty works them out: its fills laid on the card's colour. */
const shadesOf = new Map<ThemeMode, Shades>();
function shades(mode: ThemeMode): Shades {
  let kept = shadesOf.get(mode);
  if (!kept) {
    const token = theme.getDesignToken({ algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm });
    const solid = (fill: string) => new FastColor(fill).onBackground(token.colorBgContainer).toHexString();
    kept = {
      shadow: solid(token.colorFillTertiary),
      border: solid(token.colorFill),
      content: solid(token.colorFillQuaternary),
    };
    shadesOf.set(mode, kept);
  }
  return kept;
}

/**
 * antd's Empty with its simple picture, drawn as plain markup (the element, class names and picture
 * antd draws, styled by antd's rules in the site's stylesheet): an article without comments shows it
 * on every render, and antd's reads the theme's tokens twice to colour the picture. Its shades are
 * worked out once per light or dark theme; they do not depend on the site's primary colour.
 */
export function PlainEmpty({ description }: { description: string }) {
  const { hashId, cssVarCls } = useAntdScope();
  const { shadow, border, content } = shades(useTheme((s) => s.mode));
  return (
    <div className={clsx(hashId, cssVarCls, 'ant-empty ant-empty-normal')}>
      <div className="ant-empty-image">
        <svg width="64" height="41" viewBox="0 0 64 41" xmlns="http://www.w3.org/2000/svg">
          <title>暂无数据</title>
          <g transform="translate(0 1)" fill="none" fillRule="evenodd">
            <ellipse fill={shadow} cx="32" cy="33" rx="32" ry="7" />
            <g fillRule="nonzero" stroke={border}>
              <path d="M55 12.8 44.9 1.3Q44 0 42.9 0H21.1q-1.2 0-2 1.3L9 12.8V22h46z" />
              <path
                d="M41.6 16c0-1.7 1-3 2.2-3H55v18.1c0 2.2-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 3s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.4 2.2-3"
                fill={content}
              />
            </g>
          </g>
        </svg>
      </div>
      <div className="ant-empty-description">{description}</div>
    </div>
  );
}
