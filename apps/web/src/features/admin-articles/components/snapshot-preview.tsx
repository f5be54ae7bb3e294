import { Typography } from 'antd';
import type { ArticleSnapshot } from '@app/contract';
import { seoAndTagItems, SnapshotPreviewModal, useRenderedMarkdown } from '../../../shared/ui/snapshot-preview.tsx';

/** Spec 02 §2: a version of an article — cover, title, excerpt, content (rendered as readers see it), tags and SEO. */
export function SnapshotPreview({ snapshot, onClose }: { snapshot: ArticleSnapshot | null; onClose: () => void }) {
  const html = useRenderedMarkdown(snapshot?.content ?? null);
  return (
    <SnapshotPreviewModal
      snapshot={snapshot}
      description={snapshot?.description ?? null}
      onClose={onClose}
      items={snapshot ? seoAndTagItems(snapshot) : []}
    >
      {snapshot && (
        <>
          {snapshot.coverImage && (
            <img
              src={snapshot.coverImage}
              alt="封面"
              style={{ maxWidth: '100%', maxHeight: 260, borderRadius: 8, display: 'block', marginBottom: 16 }}
            />
          )}
          <Typography.Title level={2}>{snapshot.title}</Typography.Title>
          <Typography.Paragraph type="secondary">{snapshot.excerpt}</Typography.Paragraph>
          {/* Rendered by the server's sanitising renderer. */}
          <div className="article-content" dangerouslySetInnerHTML={{ __html: html }} />
        </>
      )}
    </SnapshotPreviewModal>
  );
}
