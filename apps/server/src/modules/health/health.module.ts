import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import { healthRoutes } from './health.routes.ts';

/** GET /api/health for load balancers and uptime checks. */
export function healthModule(platform: Platform): AppModule {
  return {
    name: 'health',
    tables: [],
    services: {},
    routes: [{ prefix: '/api', access: 'anyone', plugin: healthRoutes(platform.db) }],
  };
}
