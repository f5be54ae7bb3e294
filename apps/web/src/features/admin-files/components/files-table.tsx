import { Button, Space, Tooltip, Typography, type TablePaginationConfig } from 'antd';
import { ACTIONS_KEY, AdminTable, type AdminColumn } from '../../../shared/ui/admin-table.tsx';
import { CopyOutlined, DeleteOutlined, FileOutlined } from '@ant-design/icons';
import { isImageFileName, uploadedImageSrcset, type FileEntry } from '@app/contract';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { formatFileSize } from '../../../shared/lib/file-size.ts';

export interface FileRowHandlers {
  onOpen: (file: FileEntry) => void;
  onCopy: (file: FileEntry) => void;
  onDelete: (file: FileEntry) => void;
}

const baseName = (objectName: string) => objectName.slice(objectName.lastIndexOf('/') + 1);
const folderOf = (objectName: string) => objectName.slice(0, objectName.lastIndexOf('/') + 1);

/** An image's own small copy where it has one (uploads here do), so the list loads thumbnails, not originals. */
function Thumbnail({ file }: { file: FileEntry }) {
  if (!isImageFileName(file.objectName))
    return (
      <span className="afm-thumb afm-thumb-icon" aria-hidden>
        <FileOutlined />
      </span>
    );
  return (
    <img
      className="afm-thumb"
      src={file.url}
      srcSet={uploadedImageSrcset(file.url) ?? undefined}
      sizes="48px"
      alt=""
      loading="lazy"
      width={48}
      height={48}
    />
  );
}

/** Spec 02 §2: file info (with a thumbnail for images), size, last modified, copy link and delete. */
export function FilesTable({
  files,
  loading,
  emptyText,
  pagination,
  handlers,
}: {
  files: FileEntry[];
  loading: boolean;
  emptyText: string;
  pagination: TablePaginationConfig;
  handlers: FileRowHandlers;
}) {
  const columns: AdminColumn<FileEntry>[] = [
    {
      title: '文件信息',
      key: 'file',
      phone: true,
      render: (_, file) => (
        <div className="afm-file">
          <Thumbnail file={file} />
          <div className="afm-file-text">
            <Tooltip title="在新标签页打开">
              <Typography.Link className="afm-file-name" onClick={() => handlers.onOpen(file)}>
                {baseName(file.objectName)}
              </Typography.Link>
            </Tooltip>
            {folderOf(file.objectName) && (
              <Typography.Text type="secondary" className="afm-file-folder">
                {folderOf(file.objectName)}
              </Typography.Text>
            )}
          </div>
        </div>
      ),
    },
    {
      title: '大小',
      dataIndex: 'size',
      width: 120,
      phone: 'labelled',
      render: (size: number) => formatFileSize(size),
    },
    {
      title: '最后修改',
      dataIndex: 'lastModified',
      width: 170,
      render: (at: string) => formatDateTime(at),
    },
    {
      title: '操作',
      key: ACTIONS_KEY,
      width: 190,
      render: (_, file) => (
        <Space size={4} wrap>
          <Button size="small" icon={<CopyOutlined />} onClick={() => handlers.onCopy(file)}>
            复制链接
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => handlers.onDelete(file)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <AdminTable<FileEntry>
      rowKey="objectName"
      size="middle"
      columns={columns}
      dataSource={files}
      loading={loading}
      pagination={pagination}
      locale={{ emptyText }}
    />
  );
}
