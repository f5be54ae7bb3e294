/** Spec 02 §4: the speed shown while uploading changes at most once a second. */
const REFRESH_MS = 1000;

/** '512 KB/s', '1.8 MB/s'. */
export function formatSpeed(bytesPerSecond: number): string {
  const kb = bytesPerSecond / 1024;
  return kb < 1024 ? `${Math.round(kb)} KB/s` : `${(kb / 1024).toFixed(1)} MB/s`;
}

/**
 * Turns progress events (bytes sent so far, at a time) into the speed to show: the average since
 * the last reading, taken when a second or more has passed; in between it answers null (keep
 * what is shown).
 */
export function createSpeedMeter(startedAt: number) {
  let lastAt = startedAt;
  let lastLoaded = 0;
  return {
    read(loaded: number, now: number): string | null {
      if (now - lastAt < REFRESH_MS) return null;
      const speed = ((loaded - lastLoaded) * 1000) / (now - lastAt);
      lastAt = now;
      lastLoaded = loaded;
      return formatSpeed(speed);
    },
  };
}
