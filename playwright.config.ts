import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './e2e/support/env.ts';
import { CHROMIUM_FLAGS } from './e2e/support/chromium.ts';

/**
 * End-to-end tests: the real site (`npm start`: built web app, production server) on a free port
 * (E2E_PORT to choose one, see e2e/support/env.ts) with a fresh data directory (e2e/.data/<port>,
 * made and removed by e2e/start-server.mjs), in Debian's Chromium — never a downloaded browser.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // Ceilings, not waits: every step waits for a state. They are sized for a 2-core machine kept
  // busy by other work, where the longest tests take about 30 s (twice their time on an idle one).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    trace: 'off',
    // Each test's fresh context would install the service worker and precache every asset: only
    // the tests of the installable app (appearance.spec.ts) let it run.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          // Debian's Chromium (scripts/test.mjs passes CHROMIUM_PATH).
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    // The first start may build the web app (~30–60 s).
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      // Links in notification mails (read from the outbox by the tests) lead back to this server.
      PUBLIC_URL: E2E_BASE_URL,
      DATA_DIR: E2E_DATA_DIR,
      E2E_DATA_DIR,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      NODE_ENV: 'production',
      // Production keeps Swagger UI to itself; the e2e run opens it to check it works under the CSP.
      API_DOCS: 'public',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  },
});
