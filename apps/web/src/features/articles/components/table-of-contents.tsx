import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useScrollFrames } from '../../../shared/hooks/use-scroll-frames.ts';
import { Panel } from '../../../shared/ui/panel.tsx';
import type { ArticleDetail } from '@app/contract';

/** Where a heading counts as reached: the sticky top bar (60 px) and some air, the headings' `scroll-margin-top`. */
const READING_LINE_PX = 72;
/** How far below that line a heading still counts (antd Anchor's `bounds`). */
const SLACK_PX = 5;
/** What tells that the reader, not a click's smooth scroll, moves the page now. */
const READER_INPUTS = ['wheel', 'touchstart', 'keydown'] as const;

const byId = (id: string) => document.getElementById(id);

/**
 * The article's h2–h4 headings as links in antd Anchor's look (global.css `.toc`); hidden when there
 * are fewer than two. The href is `#` + the heading's id as it stands in the HTML (Chinese kept).
 * A click scrolls smoothly until the heading sits below the top bar (its `scroll-margin-top`) and
 * puts the id in the address; while reading, the entry of the last heading that has reached the top
 * bar is marked (`aria-current`). Plain markup rather than antd's Anchor, which measured every
 * heading as it hydrated (on a phone too, where the list is not shown) and then drew itself again.
 */
export function TableOfContents({ headings }: { headings: ArticleDetail['headings'] }) {
  const [current, setCurrent] = useState('');
  /** The heading a click is scrolling to: until that scroll ends, its entry stays marked. */
  const scrollingTo = useRef<string | null>(null);

  const follow = useCallback(() => {
    if (headings.length < 2 || scrollingTo.current) return;
    let reached = '';
    for (const heading of headings) {
      const top = byId(heading.id)?.getBoundingClientRect().top;
      if (top !== undefined && top <= READING_LINE_PX + SLACK_PX) reached = heading.id;
    }
    setCurrent(reached);
  }, [headings]);
  useScrollFrames(follow);

  useEffect(() => {
    // The smooth scroll of a click has ended, or the reader took over: follow the page again.
    const release = () => {
      if (!scrollingTo.current) return;
      scrollingTo.current = null;
      follow();
    };
    window.addEventListener('scrollend', release);
    for (const input of READER_INPUTS) window.addEventListener(input, release, { passive: true });
    return () => {
      window.removeEventListener('scrollend', release);
      for (const input of READER_INPUTS) window.removeEventListener(input, release);
    };
  }, [follow]);

  if (headings.length < 2) return null;

  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = byId(id);
    // A new tab or window (a modifier, the middle button) is the browser's to open.
    if (!target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.history.pushState(null, '', `#${id}`);
    setCurrent(id);
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    scrollingTo.current = still ? null : id;
    target.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  };

  return (
    <Panel size="small" title="目录" className="article-toc">
      <nav className="toc" aria-label="目录">
        {headings.map((h) => (
          <a
            key={h.id}
            href={`#${h.id}`}
            className="toc-link"
            style={{ paddingInlineStart: 18 + (h.level - 2) * 12 }}
            aria-current={current === h.id ? 'location' : undefined}
            onClick={(event) => go(event, h.id)}
          >
            {h.text}
          </a>
        ))}
      </nav>
    </Panel>
  );
}
