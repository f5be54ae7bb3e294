import { queryOptions } from '@tanstack/react-query';
import type {
  CreateBucketInput,
  DeleteFileQuery,
  FileEntry,
  FileListQuery,
  FileUrl,
  FileUrlQuery,
  StorageBucket,
  UploadedFile,
} from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';
import { uploadTimeoutMs } from './lib/upload-timing.ts';

/** Spec 02 §9: the file list may take 45 s, a delete 60 s. */
const LIST_TIMEOUT_MS = 45_000;
const DELETE_TIMEOUT_MS = 60_000;

export const fileKeys = {
  buckets: ['admin', 'files', 'buckets'] as const,
  list: (bucketName: string) => ['admin', 'files', 'list', bucketName] as const,
};

export const bucketsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: fileKeys.buckets,
    queryFn: () => api.get<StorageBucket[]>('/admin/files/buckets'),
    retry: false,
  });

/** GET /admin/files/list: the whole bucket, newest first; the table pages it. */
export const fileListQuery = (api: ApiClient, bucketName: string) =>
  queryOptions({
    queryKey: fileKeys.list(bucketName),
    queryFn: () =>
      api.get<FileEntry[]>('/admin/files/list', {
        params: { bucketName } satisfies FileListQuery,
        timeout: LIST_TIMEOUT_MS,
      }),
    retry: false,
  });

export const createBucket = (api: ApiClient, body: CreateBucketInput) =>
  api.post<StorageBucket>('/admin/files/buckets', body);

/** GET /admin/files/url: the file's full address on this site. */
export const fetchFileUrl = async (api: ApiClient, params: FileUrlQuery) =>
  (await api.get<FileUrl>('/admin/files/url', { params })).url;

export const deleteFile = (api: ApiClient, fileUrl: string) =>
  api.delete<null>('/admin/files/delete', {
    params: { fileUrl } satisfies DeleteFileQuery,
    timeout: DELETE_TIMEOUT_MS,
  });

/** POST /admin/upload/image (multipart: type = bucket, then file), with a timeout by size and progress. */
export function uploadFile(
  api: ApiClient,
  bucketName: string,
  file: File,
  onProgress: (loaded: number, total: number) => void,
): Promise<UploadedFile> {
  const form = new FormData();
  form.append('type', bucketName);
  form.append('file', file);
  return api.post<UploadedFile>('/admin/upload/image', form, {
    timeout: uploadTimeoutMs(file.size),
    onUploadProgress: (loaded, total) => onProgress(loaded, total ?? file.size),
  });
}

/** The network check: how long the site takes to answer GET /api/health. */
export const pingServer = (api: ApiClient) => api.get<unknown>('/health', { timeout: 10_000 });
