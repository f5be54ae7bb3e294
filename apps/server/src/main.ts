import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import type { WebAppSetting } from './platform/ssr/ssr.plugin.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');
const webDist = path.join(webRoot, 'dist');

/** Development serves the web sources through Vite; otherwise the build, when there is one. */
function webSetting(): WebAppSetting | null {
  if (process.env.NODE_ENV === 'development') return { mode: 'dev', root: webRoot };
  return fs.existsSync(path.join(webDist, 'server', 'entry-server.js')) ? { mode: 'built', distDir: webDist } : null;
}

async function main(): Promise<void> {
  const web = webSetting();
  const config = loadConfig(process.env, web);
  const app = await buildApp(config);
  if (!web) app.log.warn('未找到前端构建产物（apps/web/dist），只提供 API。请运行 npm run build。');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`收到 ${signal}，正在关闭…`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(
    `站点已启动：http://${shown}:${config.port}  （数据目录 ${config.dataDir}，数据库 ${app.services.database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}）`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`启动失败：${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
