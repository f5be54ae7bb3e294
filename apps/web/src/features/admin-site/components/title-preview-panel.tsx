import { useState } from 'react';
import { Input, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SITE_INFO } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { siteInfoQuery } from '../../site/index.ts';
import { previewTitle, type PreviewType } from '../title-preview.ts';

/**
 * 标题预览: a sample path (with a query if wanted) and a page title, and the browser title that page
 * would get from `types` — the saved ones on the page, the edited one in the form — and which
 * type took the path.
 */
export function TitlePreviewPanel({ types, initialPath }: { types: readonly PreviewType[]; initialPath: string }) {
  const api = useApi();
  const { data: site = DEFAULT_SITE_INFO } = useQuery(siteInfoQuery(api));
  const [path, setPath] = useState(initialPath);
  const [title, setTitle] = useState('示例标题');
  const preview = previewTitle({ path: path || '/', types, site, title });
  return (
    <div className="admin-page-titles-preview" aria-label="标题预览" role="group">
      <label>
        <Typography.Text type="secondary">示例路径</Typography.Text>
        <Input
          aria-label="示例路径"
          value={path}
          onChange={(e) => setPath(e.target.value)}
          placeholder="/search?q=相机"
        />
      </label>
      <label>
        <Typography.Text type="secondary">示例页面标题（{'{title}'}）</Typography.Text>
        <Input aria-label="示例页面标题" value={title} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <div>
        <Typography.Text type="secondary">浏览器标题</Typography.Text>
        <Space orientation="vertical" size={2} style={{ display: 'flex' }}>
          <Typography.Text strong className="admin-page-titles-result" data-testid="title-preview">
            {preview.title}
          </Typography.Text>
          <span>
            <Tag>{preview.name}</Tag>
            <Typography.Text type="secondary" code>
              {preview.code}
            </Typography.Text>
          </span>
        </Space>
      </div>
    </div>
  );
}
