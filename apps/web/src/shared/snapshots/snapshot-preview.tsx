import { useEffect, useState } from 'react';
import { Descriptions, Divider, Modal, Space, Tag, type DescriptionsProps } from 'antd';
import { snapshotTypeLabels } from '@app/contract';
import { useApi } from '../api/api-context.tsx';
import { renderMarkdown } from '../api/content-api.ts';
import { formatDateTime } from '../lib/format.ts';
import type { SnapshotRow, SnapshotVersions } from './snapshot-kind.ts';
import { RenderedMarkdown } from '../ui/rendered-markdown.tsx';

/** Spec 02 §9: the preview modal is 1000 px wide. */
const SNAPSHOT_PREVIEW_WIDTH = 1000;

/** Markdown as readers see it (the server's sanitising renderer); '' until it arrives or when it fails. */
function useRenderedMarkdown(markdown: string | null): string {
  const api = useApi();
  const [html, setHtml] = useState('');
  useEffect(() => {
    setHtml('');
    if (markdown === null) return;
    let current = true;
    renderMarkdown(api, markdown).then(
      (r) => current && setHtml(r.html),
      () => current && setHtml(''),
    );
    return () => {
      current = false;
    };
  }, [api, markdown]);
  return html;
}

/** What every kind of version shows at the end of its details: the SEO fields and the tags (kept comma-separated). */
export const seoAndTagItems = (s: {
  seoTitle: string | null;
  seoDescription: string | null;
  tags: string;
}): NonNullable<DescriptionsProps['items']> => [
  { key: 'seoTitle', label: 'SEO 标题', children: s.seoTitle || '—' },
  { key: 'seoDescription', label: 'SEO 描述', children: s.seoDescription || '—' },
  {
    key: 'tags',
    label: '标签',
    span: 'filled',
    children: (
      <Space size={[4, 4]} wrap>
        {s.tags ? s.tags.split(',').map((t) => <Tag key={t}>{t}</Tag>) : '—'}
      </Space>
    ),
  },
];

/**
 * Spec 02 §2: the 1000 px preview of one version. It always shows version, type, creator, time
 * and description, then what the kind adds (`previewItems`), its head (`previewHead`) and its
 * Markdown rendered as readers see it.
 */
export function SnapshotPreview<S extends SnapshotRow>({
  versions,
  snapshot,
  onClose,
}: {
  versions: SnapshotVersions<S>;
  /** null: closed. */
  snapshot: S | null;
  onClose: () => void;
}) {
  const html = useRenderedMarkdown(snapshot ? versions.markdownOf(snapshot) : null);
  return (
    <Modal
      open={snapshot !== null}
      onCancel={onClose}
      footer={null}
      width={SNAPSHOT_PREVIEW_WIDTH}
      title={snapshot ? `版本 ${snapshot.versionNumber} 预览` : ''}
      destroyOnHidden
    >
      {snapshot && (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2 }}
            bordered
            items={[
              { key: 'version', label: '版本', children: `v${snapshot.versionNumber}` },
              { key: 'type', label: '类型', children: snapshotTypeLabels[snapshot.snapshotType] },
              { key: 'creator', label: '创建者', children: snapshot.createdByName ?? '—' },
              { key: 'time', label: '创建时间', children: formatDateTime(snapshot.createdAt) },
              { key: 'description', label: '描述', span: 'filled', children: versions.descriptionOf(snapshot) || '—' },
              ...versions.previewItems(snapshot),
            ]}
          />
          <Divider />
          {versions.previewHead(snapshot)}
          {/* Rendered by the server's sanitising renderer. */}
          <RenderedMarkdown html={html} />
        </>
      )}
    </Modal>
  );
}
