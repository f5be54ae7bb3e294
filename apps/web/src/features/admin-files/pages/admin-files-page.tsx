import { useEffect, useState } from 'react';
import { Alert, Button, Card, Progress, Select, Typography, Upload } from 'antd';
import { InboxOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCEPTED_UPLOAD_TYPES,
  FILE_MESSAGES,
  imageVariantObjects,
  UPLOAD_LIMITS,
  type FileEntry,
} from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { ApiError, errorText } from '../../../shared/api/api-error.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { bucketsQuery, deleteFile, fetchFileUrl, fileKeys, fileListQuery } from '../api.ts';
import { CreateBucketModal } from '../components/create-bucket-modal.tsx';
import { FilesTable } from '../components/files-table.tsx';
import { NetworkCheckButton } from '../components/network-check-button.tsx';
import { useFileUpload } from '../use-file-upload.ts';
import '../admin-files.css';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

const PAGE_SIZES = [10, 20, 50, 100];
const ACCEPT = ACCEPTED_UPLOAD_TYPES.map((type) => `${type}/*`).join(',');

/** Spec 02 §8: 失败 when the server answered with a refusal, 异常 when no answer came. */
const loadErrorTitle = (error: Error, texts: { failed: string; error: string }) =>
  error instanceof ApiError && error.status !== undefined ? texts.failed : texts.error;

/** An uploaded image's narrower copies are stored, and deleted, with it: the list shows the image once. */
const withoutCopies = (files: FileEntry[]) => {
  const copies = new Set(files.flatMap((f) => imageVariantObjects(f.objectName)));
  return files.filter((f) => !copies.has(f.objectName));
};

const baseName = (objectName: string) => objectName.slice(objectName.lastIndexOf('/') + 1);

/** /admin/files (spec 02 §2): buckets, their files, upload by drag and drop, copy a link, delete. */
export function AdminFilesPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const [chosen, setChosen] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<FileEntry | null>(null);
  const [page, setPage] = useState({ current: 1, size: PAGE_SIZES[0]! });

  const buckets = useQuery(bucketsQuery(api));
  const bucket = chosen ?? buckets.data?.[0]?.name;
  const files = useQuery({ ...fileListQuery(api, bucket ?? ''), enabled: bucket !== undefined });
  const refreshList = () => {
    if (bucket) void queryClient.invalidateQueries({ queryKey: fileKeys.list(bucket) });
  };
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: fileKeys.buckets });
    refreshList();
  };
  const { progress, upload, busy } = useFileUpload(refreshList);

  // A new bucket, or a refresh after the last file of the page went: back to a page that exists.
  const shown = withoutCopies(files.data ?? []);
  const total = shown.length;
  useEffect(() => {
    const last = Math.max(1, Math.ceil(total / page.size));
    if (page.current > last) setPage((p) => ({ ...p, current: last }));
  }, [total, page]);

  const chooseBucket = (name: string) => {
    setChosen(name);
    setPage((p) => ({ ...p, current: 1 }));
  };

  /** The file's full address, from the server (spec 02 §7's url call). */
  const urlOf = (file: FileEntry) => fetchFileUrl(api, { bucketName: bucket ?? '', objectName: file.objectName });

  const open = async (file: FileEntry) => {
    // Opened at once, while the click still counts, and sent to the address when it is known.
    const tab = window.open('', '_blank');
    try {
      const url = await urlOf(file);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      }
    } catch {
      tab?.close();
      message.error(FILE_MESSAGES.noAccessUrl);
    }
  };

  const copy = async (file: FileEntry) => {
    let url: string;
    try {
      url = await urlOf(file);
    } catch {
      message.error(FILE_MESSAGES.noLink);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      message.success(FILE_MESSAGES.copied);
    } catch {
      message.error(FILE_MESSAGES.copyFailed);
    }
  };

  const remove = async (file: FileEntry) => {
    let url: string;
    try {
      url = await urlOf(file);
    } catch (e) {
      throw new Error(FILE_MESSAGES.noDeleteInfo, { cause: e });
    }
    try {
      await deleteFile(api, url);
    } catch (e) {
      const reason = errorText(e, '');
      throw new Error(reason ? `${FILE_MESSAGES.deleteFailed}：${reason}` : FILE_MESSAGES.deleteFailed, { cause: e });
    }
    message.success(FILE_MESSAGES.deleted);
    setDeleting(null);
    refreshList();
  };

  const bucketError = buckets.error;
  const listError = files.error;
  return (
    <Card className="afm-page" title="文件管理">
      <div className="afm-toolbar">
        <Select
          className="afm-bucket"
          aria-label="存储桶"
          placeholder="选择存储桶"
          value={bucket}
          loading={buckets.isFetching}
          options={(buckets.data ?? []).map((b) => ({ value: b.name, label: b.name }))}
          onChange={chooseBucket}
        />
        <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          新建存储桶
        </Button>
        <Button icon={<ReloadOutlined />} onClick={refresh} loading={files.isFetching}>
          刷新
        </Button>
        <NetworkCheckButton />
      </div>
      {bucketError && (
        <Alert
          type="error"
          showIcon
          title={loadErrorTitle(bucketError, {
            failed: FILE_MESSAGES.bucketsFailed,
            error: FILE_MESSAGES.bucketsError,
          })}
          description={bucketError.message}
          style={{ marginBottom: 16 }}
        />
      )}
      <Upload.Dragger
        className="afm-dropzone"
        accept={ACCEPT}
        multiple={false}
        showUploadList={false}
        disabled={busy}
        beforeUpload={() => {
          if (bucket) return true;
          message.warning(FILE_MESSAGES.chooseBucket);
          return Upload.LIST_IGNORE;
        }}
        customRequest={({ file }) => {
          if (bucket) void upload(bucket, file as File);
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或拖拽文件到此区域上传{bucket ? `到「${bucket}」` : ''}</p>
        <p className="ant-upload-hint">
          支持图片、文档和文本文件，建议单个文件小于 {UPLOAD_LIMITS.advisedMb}MB；图片会转为 WebP 并生成多种宽度
        </p>
      </Upload.Dragger>
      {progress && (
        <div className="afm-progress" role="status" aria-label="上传进度">
          <Typography.Text>
            {progress.status === 'uploading' ? '正在上传' : progress.status === 'done' ? '上传完成' : '上传失败'}：
            {progress.fileName}
            {progress.speed && progress.status === 'uploading' ? ` · ${progress.speed}` : ''}
          </Typography.Text>
          <Progress
            percent={progress.percent}
            status={progress.status === 'failed' ? 'exception' : progress.status === 'done' ? 'success' : 'active'}
          />
          {progress.hint && progress.status === 'uploading' && (
            <Typography.Text type="secondary">{progress.hint}</Typography.Text>
          )}
        </div>
      )}
      {listError && (
        <Alert
          type="error"
          showIcon
          title={loadErrorTitle(listError, { failed: FILE_MESSAGES.listFailed, error: FILE_MESSAGES.listError })}
          description={listError.message}
          style={{ marginBottom: 16 }}
        />
      )}
      <FilesTable
        files={shown}
        loading={files.isFetching}
        emptyText={
          listError
            ? FILE_MESSAGES.listFailed
            : !bucket
              ? '请先选择一个存储桶'
              : files.isFetching && !files.data
                ? '正在加载文件…'
                : '这个存储桶还没有文件，拖拽文件到上方区域上传'
        }
        pagination={{
          current: page.current,
          pageSize: page.size,
          total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showQuickJumper: true,
          showTotal: (count) => `共 ${count} 个文件`,
          onChange: (current, size) => setPage({ current: size === page.size ? current : 1, size }),
        }}
        handlers={{ onOpen: (f) => void open(f), onCopy: (f) => void copy(f), onDelete: setDeleting }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="删除文件"
        content={
          deleting
            ? `确定永久删除文件「${baseName(deleting.objectName)}」吗？删除后无法恢复，引用它的文章或商品将无法再显示它。`
            : null
        }
        confirmText="永久删除"
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onCancel={() => setDeleting(null)}
      />
      <CreateBucketModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          void queryClient.invalidateQueries({ queryKey: fileKeys.buckets });
          chooseBucket(created.name);
        }}
      />
    </Card>
  );
}
