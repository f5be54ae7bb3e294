import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import { adminTagRoutes, publicTagRoutes } from './tags.routes.ts';
import { tagIconRoutes } from './tag-icons.routes.ts';
import { TagsService } from './tags.service.ts';

/** Tags shared by articles and products (each keeps its own links to them). */
export function tagsModule(platform: Platform): AppModule<{ tags: TagsService }> {
  const tags = new TagsService({ db: platform.db, search: platform.search });
  return {
    name: 'tags',
    tables: ['tags'],
    services: { tags },
    routes: [
      { prefix: '/api/public', access: 'anyone', plugin: publicTagRoutes(tags) },
      { prefix: '/api/admin', access: 'admin', plugin: adminTagRoutes(tags) },
      { prefix: '/tag-icons', access: 'anyone', plugin: tagIconRoutes },
    ],
  };
}
