import type { CSSProperties } from 'react';
import { clsx } from 'clsx';
import check from 'icon-mask:CheckOutlined';
import { MaskIcon } from './mask-icon.tsx';

/**
 * A short wizard's steps in antd's small Steps look (global.css `.plain-steps`), for a public page:
 * antd's Steps brings its tooltip and popup engine (~35 kB compressed) to show two titles.
 */
export function PlainSteps({ current, titles, style }: { current: number; titles: string[]; style?: CSSProperties }) {
  return (
    <ol className="plain-steps" style={style}>
      {titles.map((title, i) => (
        <li
          key={title}
          className={clsx('plain-step', i < current && 'plain-step-done', i === current && 'plain-step-current')}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="plain-step-icon">{i < current ? <MaskIcon icon={check} /> : i + 1}</span>
          <span className="plain-step-title">{title}</span>
        </li>
      ))}
    </ol>
  );
}
