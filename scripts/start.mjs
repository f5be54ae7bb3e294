// `npm start`: builds what is stale of the web app and the server (one line says so), then runs the
// compiled server in production mode on the embedded defaults (or the configured environment).
import { spawn } from 'node:child_process';
import { ensureBuilds, root, serverEntry, serverEnv, serverNodeFlags } from './builds.mjs';

// `npm start` runs on the Node 24 the project brings (the `node` devDependency); the server needs it
// (node:sqlite and more), so an older Node that reached this file directly stops here, saying why.
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(`需要 Node 24（当前 ${process.version}）：请用 npm start 启动，它使用项目自带的 Node 24。`);
  process.exit(1);
}

await ensureBuilds();

const server = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env, ...serverEnv() },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
