import { describe, expect, it } from 'vitest';
import { mayOfferInstall, rememberInstallDismissed } from './install-offer.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('the install banner after a dismissal', () => {
  it('is offered until dismissed, then not again for a week', () => {
    const storage = window.localStorage;
    storage.clear();
    const now = Date.UTC(2026, 10, 24);
    expect(mayOfferInstall(storage, now)).toBe(true);
    rememberInstallDismissed(storage, now);
    expect(mayOfferInstall(storage, now + DAY)).toBe(false);
    expect(mayOfferInstall(storage, now + 7 * DAY - 1)).toBe(false);
    expect(mayOfferInstall(storage, now + 7 * DAY)).toBe(true);
  });
});
