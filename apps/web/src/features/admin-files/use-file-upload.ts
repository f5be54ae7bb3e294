import { useEffect, useRef, useState } from 'react';
import { FILE_MESSAGES } from '@app/contract';
import { useApi } from '../../shared/api/api-context.tsx';
import { ApiError } from '../../shared/api/api-error.ts';
import { uploadFile } from './api.ts';
import { createSpeedMeter } from './lib/speed-meter.ts';
import { longUploadHint } from './lib/upload-timing.ts';
import { useFeedback } from '../../shared/ui/feedback.tsx';

/** Spec 02 §4: the progress stays 1.5 s after the end; the list is read again 0.8 s after a success. */
const CLEAR_AFTER_MS = 1500;
const REFRESH_AFTER_MS = 800;

export interface UploadProgress {
  fileName: string;
  status: 'uploading' | 'done' | 'failed';
  percent: number;
  /** Null until a second has passed. */
  speed: string | null;
  /** The long-upload notice, for a large file. */
  hint: string | null;
}

/** Spec 02 §8 "Upload": what a failed upload says. */
export function uploadFailureText(fileName: string, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'TIMEOUT') return FILE_MESSAGES.uploadTimeout;
    // A refusal with HTTP 2xx (success: false): its message, else 上传失败.
    if (error.status !== undefined && error.status >= 200 && error.status < 300)
      return error.specific ? error.message : FILE_MESSAGES.businessFailed;
    return FILE_MESSAGES.uploadFailed(fileName, error.specific ? error.message : FILE_MESSAGES.unknownError);
  }
  return FILE_MESSAGES.uploadFailed(fileName, FILE_MESSAGES.unknownError);
}

/**
 * One upload at a time into a bucket: percentage and speed while it goes, the outcome in a
 * message (spec 02 §8), the list refreshed shortly after a success, the progress cleared after.
 */
export function useFileUpload(onUploaded: () => void) {
  const api = useApi();
  const { message } = useFeedback();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (ms: number, run: () => void) => timers.current.push(setTimeout(run, ms));

  const upload = async (bucketName: string, file: File) => {
    const hint = longUploadHint(file.size);
    if (hint) message.info(hint);
    const startedAt = Date.now();
    const meter = createSpeedMeter(startedAt);
    setProgress({ fileName: file.name, status: 'uploading', percent: 0, speed: null, hint });
    try {
      await uploadFile(api, bucketName, file, (loaded, total) => {
        const speed = meter.read(loaded, Date.now());
        const percent = total > 0 ? Math.min(99, Math.floor((loaded / total) * 100)) : 0;
        setProgress((p) => p && { ...p, percent, speed: speed ?? p.speed });
      });
      setProgress((p) => p && { ...p, status: 'done', percent: 100 });
      message.success(FILE_MESSAGES.uploaded(file.name, ((Date.now() - startedAt) / 1000).toFixed(1)));
      later(REFRESH_AFTER_MS, onUploaded);
    } catch (error) {
      setProgress((p) => p && { ...p, status: 'failed' });
      message.error(uploadFailureText(file.name, error));
    } finally {
      later(CLEAR_AFTER_MS, () => setProgress(null));
    }
  };

  return { progress, upload, busy: progress?.status === 'uploading' };
}
