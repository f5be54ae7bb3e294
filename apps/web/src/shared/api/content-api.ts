import type { RenderPreviewInput, RenderPreviewResult, UploadedImage } from '@app/contract';
import { FILE_REQUEST_TIMEOUT_MS, type ApiClient } from './api-client.ts';

/** Calls every back-office Markdown editor needs: the public renderer, and image upload. */
export const renderMarkdown = (api: ApiClient, content: string) =>
  api.post<RenderPreviewResult>('/admin/articles/render', { content } satisfies RenderPreviewInput);

/** POST /admin/upload/image (multipart: type = bucket, file), 30 s timeout, with progress. */
export function uploadImage(
  api: ApiClient,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<UploadedImage> {
  const form = new FormData();
  form.append('type', 'images');
  form.append('file', file);
  return api.post<UploadedImage>('/admin/upload/image', form, {
    timeout: FILE_REQUEST_TIMEOUT_MS,
    onUploadProgress: (loaded, total) => onProgress?.(total ? Math.round((loaded / total) * 100) : 0),
  });
}
