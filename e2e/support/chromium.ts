/**
 * How every browser of the project starts Debian's Chromium (the e2e tests, the screenshots, the
 * site benchmark): headless, as root, and without the background connections this machine's closed
 * network refuses.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
