import { useEffect } from 'react';

/**
 * Calls `look` at most once a frame while the page scrolls, and once in the first frame after the
 * component mounted: a look that measures the page (scrollY, a heading's position) then reads the
 * layout the frame makes anyway, rather than laying the page out in the middle of hydration's
 * commit. `look` should keep its identity (useCallback): a new one starts over.
 */
export function useScrollFrames(look: () => void): void {
  useEffect(() => {
    let frame = 0;
    const run = () => {
      frame = 0;
      look();
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(run);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [look]);
}
