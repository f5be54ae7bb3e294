/**
 * "What public pages show has changed": told after every write that may change them, heard by
 * everything a process keeps of them (rendered pages, the site info memo, the look). One process
 * tells itself; several instances of one site tell each other through Redis (redis-link.ts), so a
 * write on one is seen on every other at once instead of when their copies expire.
 */
export interface SiteChanges {
  /** After a write here: this process's listeners at once, and every other instance's. */
  announce(): void;
  /** Called for every change, written here or on another instance. */
  onChange(listener: () => void): void;
}

/** One process: its listeners are all there is to tell. */
export class LocalSiteChanges implements SiteChanges {
  private readonly listeners: Array<() => void> = [];

  announce(): void {
    this.heard();
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Runs every listener (a change written here, or heard from another instance). */
  protected heard(): void {
    for (const listener of this.listeners) listener();
  }
}
