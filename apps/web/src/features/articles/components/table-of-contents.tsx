import { Anchor } from 'antd';
import { Panel } from '../../../shared/ui/panel.tsx';
import type { ArticleDetail } from '@app/contract';

/**
 * The article's h2–h4 headings as an anchor list; hidden when there are fewer than two. The href is
 * `#` + the heading's id as it stands in the HTML (Chinese kept): antd looks the target up with
 * `getElementById` of what follows the `#`, so a percent-encoded href found nothing, and neither
 * scrolled nor highlighted. antd scrolls smoothly to `targetOffset` below the sticky top bar (60 px),
 * marks the section being read while scrolling, and puts the id in the address.
 */
export function TableOfContents({ headings }: { headings: ArticleDetail['headings'] }) {
  if (headings.length < 2) return null;
  return (
    <Panel size="small" title="目录" className="article-toc">
      <Anchor
        affix={false}
        targetOffset={72}
        items={headings.map((h) => ({
          key: h.id,
          href: `#${h.id}`,
          title: <span style={{ paddingInlineStart: (h.level - 2) * 12 }}>{h.text}</span>,
        }))}
      />
    </Panel>
  );
}
