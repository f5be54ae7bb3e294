const KB = 1024;
const MB = KB * 1024;

/**
 * Spec 02 §9: a size in KB under about 1 MB, otherwise in MB with 2 decimals ('532.5 KB',
 * '1.25 MB'). "About": a size that would read 1024 KB or more in KB is shown in MB.
 */
export function formatFileSize(bytes: number): string {
  const kb = bytes / KB;
  // Under 1 KB two decimals, so that a small text file does not read '0 KB'.
  if (Math.round(kb * 10) / 10 < KB) return `${Number(kb.toFixed(kb < 1 ? 2 : 1))} KB`;
  return `${(bytes / MB).toFixed(2)} MB`;
}
