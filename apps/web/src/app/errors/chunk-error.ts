/** Errors that mean a lazily loaded file is gone (usually a new deployment). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    text,
  );
}

const RELOAD_MARK = 'chunk-reload-at';
const RELOAD_GUARD_MS = 10_000;

/** Reloads once; a second failure within 10 s stays on the error page instead of looping. */
export function reloadOnceForChunkError(
  storage: Storage = window.sessionStorage,
  reload = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(RELOAD_MARK) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_MARK, String(Date.now()));
  reload();
  return true;
}
