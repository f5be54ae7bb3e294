/** Spec 02 §9: the install banner shows 10 s; after it was dismissed, not again for a week. */
export const INSTALL_BANNER_SECONDS = 10;
const QUIET_AFTER_DISMISSAL_MS = 7 * 24 * 60 * 60 * 1000;
const DISMISSED_AT = 'install-banner-dismissed-at';

export function mayOfferInstall(storage: Storage = window.localStorage, now = Date.now()): boolean {
  const dismissedAt = Number(storage.getItem(DISMISSED_AT) ?? 0);
  return !(now - dismissedAt < QUIET_AFTER_DISMISSAL_MS);
}

export function rememberInstallDismissed(storage: Storage = window.localStorage, now = Date.now()): void {
  storage.setItem(DISMISSED_AT, String(now));
}

/** Chrome's `beforeinstallprompt` event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}
