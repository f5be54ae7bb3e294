// `npm start`: builds the web app when its build is missing or older than its sources, then
// runs the server in production mode on the embedded defaults (or the configured environment).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureWebBuild, root } from './web-build.mjs';

// `npm start` runs on the Node 24 the project brings (the `node` devDependency); the server needs it
// (node:sqlite and more), so an older Node that reached this file directly stops here, saying why.
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(`需要 Node 24（当前 ${process.version}）：请用 npm start 启动，它使用项目自带的 Node 24。`);
  process.exit(1);
}

ensureWebBuild();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
