import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import type { FilesService } from '../files/files.service.ts';
import type { SiteService } from '../site/site.service.ts';
import { uploadRoutes } from './uploads.routes.ts';
import { UploadsService } from './uploads.service.ts';

/** Uploads into the storage buckets: images re-encoded with their narrower copies, other files streamed as they are. */
export function uploadsModule(
  platform: Platform,
  deps: { files: FilesService; site: SiteService },
): AppModule<{ uploads: UploadsService }> {
  const uploads = new UploadsService({ storage: platform.storage, ...deps });
  return {
    name: 'uploads',
    tables: [],
    services: { uploads },
    routes: [{ prefix: '/api/admin', access: 'admin', plugin: uploadRoutes(uploads) }],
  };
}
