import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import { uploadRoutes } from './uploads.routes.ts';
import { UploadsService } from './uploads.service.ts';

/** Image uploads from the editors, re-encoded and stored in a bucket. */
export function uploadsModule(platform: Platform): AppModule<{ uploads: UploadsService }> {
  const uploads = new UploadsService({ storage: platform.storage });
  return {
    name: 'uploads',
    tables: [],
    services: { uploads },
    routes: [{ prefix: '/api/admin', access: 'admin', plugin: uploadRoutes(uploads) }],
  };
}
