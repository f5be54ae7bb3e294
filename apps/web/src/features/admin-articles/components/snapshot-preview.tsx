import { useEffect, useState } from 'react';
import { Descriptions, Divider, Modal, Space, Tag, Typography } from 'antd';
import { snapshotTypeLabels, type ArticleSnapshot } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { renderMarkdown } from '../api.ts';

/** Spec 02 §2: a 1000 px preview of one version, content rendered as readers would see it. */
export function SnapshotPreview({ snapshot, onClose }: { snapshot: ArticleSnapshot | null; onClose: () => void }) {
  const api = useApi();
  const [html, setHtml] = useState<string>('');
  useEffect(() => {
    setHtml('');
    if (snapshot) void renderMarkdown(api, snapshot.content).then((r) => setHtml(r.html), () => setHtml(''));
  }, [api, snapshot]);
  return (
    <Modal open={snapshot !== null} onCancel={onClose} footer={null} width={1000} title={snapshot ? `版本 ${snapshot.versionNumber} 预览` : ''} destroyOnHidden>
      {snapshot && (
        <>
          <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
            <Descriptions.Item label="版本">v{snapshot.versionNumber}</Descriptions.Item>
            <Descriptions.Item label="类型">{snapshotTypeLabels[snapshot.snapshotType]}</Descriptions.Item>
            <Descriptions.Item label="创建者">{snapshot.createdByName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="创建时间">{formatDateTime(snapshot.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="描述" span={2}>
              {snapshot.description || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="SEO 标题">{snapshot.seoTitle || '—'}</Descriptions.Item>
            <Descriptions.Item label="SEO 描述">{snapshot.seoDescription || '—'}</Descriptions.Item>
            <Descriptions.Item label="标签" span={2}>
              <Space size={[4, 4]} wrap>
                {snapshot.tags ? snapshot.tags.split(',').map((t) => <Tag key={t}>{t}</Tag>) : '—'}
              </Space>
            </Descriptions.Item>
          </Descriptions>
          <Divider />
          {snapshot.coverImage && <img src={snapshot.coverImage} alt="封面" style={{ maxWidth: '100%', maxHeight: 260, borderRadius: 8, display: 'block', marginBottom: 16 }} />}
          <Typography.Title level={2}>{snapshot.title}</Typography.Title>
          <Typography.Paragraph type="secondary">{snapshot.excerpt}</Typography.Paragraph>
          {/* Rendered by the server's sanitising renderer. */}
          <div className="article-content" dangerouslySetInnerHTML={{ __html: html }} />
        </>
      )}
    </Modal>
  );
}
