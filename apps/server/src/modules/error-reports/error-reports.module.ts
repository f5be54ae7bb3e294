import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import type { UsersService } from '../users/users.service.ts';
import { adminErrorReportRoutes, errorReportRoutes } from './error-reports.routes.ts';
import { ErrorReportsService } from './error-reports.service.ts';

/** Errors the browser reports, kept for the administrator. */
export function errorReportsModule(
  platform: Platform,
  deps: { users: UsersService },
): AppModule<{ errorReports: ErrorReportsService }> {
  const errorReports = new ErrorReportsService({ db: platform.db, limiter: platform.limiter, users: deps.users });
  return {
    name: 'error-reports',
    tables: ['error_reports'],
    services: { errorReports },
    routes: [
      { prefix: '/api/errors', access: 'anyone', plugin: errorReportRoutes(errorReports) },
      { prefix: '/api/admin', access: 'admin', plugin: adminErrorReportRoutes(errorReports) },
    ],
  };
}
