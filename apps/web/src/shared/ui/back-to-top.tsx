import { useCallback, useState } from 'react';
import toTop from 'icon-mask:VerticalAlignTopOutlined';
import { useScrollFrames } from '../hooks/use-scroll-frames.ts';
import { MaskIcon } from './mask-icon.tsx';

/** How far down the page the button appears. */
const SHOWN_BELOW_PX = 300;

/**
 * The round 回到顶部 button at the bottom right, once the reader is 300 px down (spec 01 §2): antd's
 * FloatButton.BackTop drawn as plain markup (global.css `.back-to-top`), which every public page
 * would otherwise download with antd's FloatButton and Badge.
 */
export function BackToTop() {
  const [shown, setShown] = useState(false);
  useScrollFrames(useCallback(() => setShown(window.scrollY > SHOWN_BELOW_PX), []));
  if (!shown) return null;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label="回到顶部"
      onClick={() => window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })}
    >
      <MaskIcon icon={toTop} />
    </button>
  );
}
