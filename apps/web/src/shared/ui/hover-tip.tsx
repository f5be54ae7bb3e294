import type { ReactNode } from 'react';

/**
 * A short tip under a control while the pointer is over it or the keyboard is on it, drawn by CSS
 * in antd Tooltip's look (global.css `.hover-tip`). The top bar's theme toggle had antd's Tooltip,
 * which put the Tooltip, its popup machinery (Trigger, Portal, ResizeObserver) and their styles
 * into every page's first visit for one line of text. The control keeps its own accessible name
 * (the tip is not read out twice).
 */
export function HoverTip({ tip, children }: { tip: string; children: ReactNode }) {
  return (
    <span className="hover-tip" data-tip={tip}>
      {children}
    </span>
  );
}
