import type { Tag, TagBrief } from '@app/contract';
import { toBool } from '../../platform/db/database.ts';
import type { TagRow } from '../../platform/db/schema.ts';

export const toTagDto = (row: TagRow, articleCount: number): Tag => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  color: row.color,
  icon: row.icon,
  featured: toBool(row.featured),
  articleCount,
});

export const toTagBrief = (row: TagRow): TagBrief => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  color: row.color,
  icon: row.icon,
});
