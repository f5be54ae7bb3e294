// Starts the real site for the end-to-end tests: a fresh data directory every run, then `npm start`.
// playwright.config.ts passes the run's port (PORT) and data directory (E2E_DATA_DIR, one per port).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir || !process.env.PORT) {
  console.error('e2e/start-server.mjs is started by Playwright (playwright.config.ts), with PORT and E2E_DATA_DIR.');
  process.exit(1);
}

fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  // The run is over (the tests read the outbox while it lasts): its data goes with it.
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
