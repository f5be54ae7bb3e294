import path from 'node:path';
import { freePort } from './free-port.ts';

// The first import (the Playwright runner, loading playwright.config.ts) picks a free port and
// leaves it in E2E_PORT, which the test workers inherit: every process of a run agrees on it.
// E2E_PORT set beforehand wins.
process.env.E2E_PORT ||= String(await freePort());

/** Shared by playwright.config.ts and the tests: where the site under test runs and keeps its data. */
export const E2E_PORT = Number(process.env.E2E_PORT);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** One data directory per run (per port): a second run in the same checkout does not wipe the first one's. */
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, '..', '.data', String(E2E_PORT));
export const E2E_MAIL_DIR = path.join(E2E_DATA_DIR, 'mail');
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', 'screenshots');

/** The administrator created on the first start from ADMIN_* (display name is the server's default). */
export const E2E_ADMIN = {
  username: 'e2e_admin',
  email: 'e2e-admin@example.com',
  password: 'E2e-admin-pass-1',
  displayName: '站长',
} as const;
