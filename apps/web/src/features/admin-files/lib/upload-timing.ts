import { FILE_MESSAGES } from '@app/contract';

const MB = 1024 * 1024;

/** Spec 02 §9: how long an upload may take before it counts as timed out, by the file's size. */
export function uploadTimeoutMs(bytes: number): number {
  if (bytes > 50 * MB) return 600_000;
  if (bytes > 10 * MB) return 300_000;
  if (bytes > MB) return 120_000;
  return 60_000;
}

/** Spec 02 §8: the estimate behind the long-upload hint, 10 seconds a MB. */
const SECONDS_PER_MB = 10;

/**
 * The notice shown while a large file goes up: none for an estimate of 30 s or less, the seconds
 * up to a minute, the minutes (rounded up) beyond.
 */
export function longUploadHint(bytes: number): string | null {
  const seconds = Math.ceil((bytes / MB) * SECONDS_PER_MB);
  if (seconds <= 30) return null;
  if (seconds <= 60) return FILE_MESSAGES.waitSeconds(seconds);
  return FILE_MESSAGES.waitMinutes(Math.ceil(seconds / 60));
}
