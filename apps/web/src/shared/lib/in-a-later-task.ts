/**
 * Runs `work` in a task of its own, after the current one; returns what cancels it. For what a
 * page's first effects start that may wait a moment (reading this browser's storage, registering
 * the service worker): React runs every effect of a commit in one task, and hydration's commit,
 * with the re-renders those effects caused, was one task of ~250 ms on a CPU slowed four times,
 * which Lighthouse counts as blocking.
 */
export function inALaterTask(work: () => void): () => void {
  const timer = window.setTimeout(work, 0);
  return () => window.clearTimeout(timer);
}
