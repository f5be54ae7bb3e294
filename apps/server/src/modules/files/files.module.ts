import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import { fileRoutes } from './files.routes.ts';
import { FilesService } from './files.service.ts';

/** The file manager: storage buckets (the site's own and those administrators create) and their files. */
export function filesModule(platform: Platform): AppModule<{ files: FilesService }> {
  const files = new FilesService({ db: platform.db, storage: platform.storage, log: platform.log });
  return {
    name: 'files',
    tables: ['storage_buckets'],
    services: { files },
    routes: [{ prefix: '/api/admin', access: 'admin', plugin: fileRoutes(files, platform.publicOrigin) }],
  };
}
