import type { Tag } from '@app/contract';
import { toBool } from '../../platform/db/database.ts';
import type { TagWithCount } from './tags.repository.ts';

export const toTagDto = (row: TagWithCount): Tag => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  color: row.color,
  icon: row.icon,
  featured: toBool(row.featured),
  articleCount: row.article_count,
});
