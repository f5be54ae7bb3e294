import path from 'node:path';

/** Shared by playwright.config.ts and the tests: where the site under test runs and keeps its data. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18123);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, '..', '.data');
export const E2E_MAIL_DIR = path.join(E2E_DATA_DIR, 'mail');
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', 'screenshots');

/** The administrator created on the first start from ADMIN_* (display name is the server's default). */
export const E2E_ADMIN = {
  username: 'e2e_admin',
  email: 'e2e-admin@example.com',
  password: 'E2e-admin-pass-1',
  displayName: '站长',
} as const;
