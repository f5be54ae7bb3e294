// `npm test`: type-check, lint, server tests (SQLite, and PostgreSQL when reachable), web unit
// tests and the end-to-end tests in Debian's Chromium. It prints which layers ran; with CI=true
// a layer that cannot run is a failure, not a skip.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ci = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const defaultPg = 'postgres://postgres@127.0.0.1:5432/test';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-report-'));
const ran = [];
const missing = [];
let passed = 0;
let failed = 0;
let stepFailed = false;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${label} 失败`);
    stepFailed = true;
  }
  return result.status === 0;
}

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const npx = (args) => ['npx', ['--no-install', ...args]];

run('类型检查 (tsc)', ...npx(['tsc', '-p', 'tsconfig.json']));
// The cache speeds up local runs; CI starts from a clean clone, so it never has one.
run('代码检查 (eslint)', ...npx(['eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']));
run('格式检查 (prettier)', ...npx(['prettier', '--check', '--log-level', 'warn', '.']));
run('未使用的文件、导出与依赖 (knip)', ...npx(['knip']));

const pgUrl = process.env.TEST_DATABASE_URL ?? ((await reachable(defaultPg)) ? defaultPg : undefined);
if (!pgUrl) missing.push('PostgreSQL (设置 TEST_DATABASE_URL)');
// Redis links several instances (apps/server/src/several-instances.test.ts, with PostgreSQL).
const defaultRedis = 'redis://127.0.0.1:6379';
const redisUrl = process.env.TEST_REDIS_URL ?? ((await reachable(defaultRedis)) ? defaultRedis : undefined);
if (!redisUrl) missing.push('Redis (设置 TEST_REDIS_URL)');
const vitestReport = path.join(tmp, 'vitest.json');
run(
  `服务端测试 (SQLite${pgUrl ? ' + PostgreSQL' : ''}) 与前端单元测试`,
  ...npx(['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]),
  { ...(pgUrl ? { TEST_DATABASE_URL: pgUrl } : {}), ...(redisUrl ? { TEST_REDIS_URL: redisUrl } : {}) },
);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  ran.push(`server (SQLite${pgUrl ? ' + PostgreSQL' : ''}${redisUrl ? ' + Redis' : ''})`, 'web units');
}

if (fs.existsSync(chromium)) {
  if (run('构建前端', 'npm', ['run', 'build', '-w', 'apps/web'])) {
    const e2eReport = path.join(tmp, 'e2e.json');
    run('端到端测试 (Chromium)', ...npx(['playwright', 'test', '--reporter=list,json']), {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      CHROMIUM_PATH: chromium,
    });
    const e2e = readJson(e2eReport);
    if (e2e) {
      passed += e2e.stats.expected;
      failed += e2e.stats.unexpected + e2e.stats.flaky;
      ran.push('e2e (Chromium)');
    }
  }
} else {
  missing.push(`Chromium (${chromium}; apt-get install -y chromium fonts-noto-cjk)`);
}

console.log(`\n已运行：${ran.join('，') || '无'}`);
if (missing.length) console.log(`未运行：${missing.join('，')}`);
const missingIsFailure = ci && missing.length > 0;
if (missingIsFailure) console.error('CI=true：缺少的测试层视为失败。');
console.log(`${passed} passed, ${failed} failed`);
process.exit(stepFailed || failed > 0 || missingIsFailure ? 1 : 0);
