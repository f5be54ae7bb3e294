import { clsx } from 'clsx';
import { useTheme } from '../theme/theme-context.tsx';
import type { ThemeMode } from '../theme/theme-store.ts';
import { useAntdScope } from './feedback.tsx';

/**
 * The picture's shades in each theme, as antd's simple Empty works them out: its fills (colorFill,
 * colorFillTertiary, colorFillQuaternary) laid on the card's colour (colorBgContainer). They come
 * from antd's neutral colours, which the site's theme leaves as they are (it sets the primary
 * colour); working them out in the browser took antd's whole theme algorithm, a few ms of a
 * hydration. `antd-look.test.tsx` draws antd's Empty in both themes and compares.
 */
const SHADES: Record<ThemeMode, { shadow: string; border: string; content: string }> = {
  light: { shadow: '#f5f5f5', border: '#d9d9d9', content: '#fafafa' },
  dark: { shadow: '#272727', border: '#3e3e3e', content: '#1d1d1d' },
};

/**
 * antd's Empty with its simple picture, drawn as plain markup (the element, class names and picture
 * antd draws, styled by antd's rules in the site's stylesheet): an article without comments shows it
 * on every render, and antd's reads the theme's tokens twice to colour the picture.
 */
export function PlainEmpty({ description }: { description: string }) {
  const { hashId, cssVarCls } = useAntdScope();
  const { shadow, border, content } = SHADES[useTheme((s) => s.mode)];
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
