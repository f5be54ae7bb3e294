import { Anchor, Card } from 'antd';
import type { ArticleDetail } from '@app/contract';

/** The article's h2–h4 headings as an anchor list; hidden when there are fewer than two. */
export function TableOfContents({ headings }: { headings: ArticleDetail['headings'] }) {
  if (headings.length < 2) return null;
  return (
    <Card size="small" title="目录" className="article-toc">
      <Anchor
        affix={false}
        targetOffset={72}
        items={headings.map((h) => ({
          key: h.id,
          href: `#${encodeURIComponent(h.id)}`,
          title: <span style={{ paddingInlineStart: (h.level - 2) * 12 }}>{h.text}</span>,
        }))}
      />
    </Card>
  );
}
