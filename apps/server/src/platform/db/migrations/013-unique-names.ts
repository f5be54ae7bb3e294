import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The names the services keep unique, case ignored, become unique indexes: a tag's name, and a
 * product category's name among its siblings (a root category's parent counts as 0, since NULLs
 * never collide in a unique index). The services' checks read before they write, so two requests
 * at the same moment both passed them (two tags of one name); the index decides now. Slugs
 * already have their unique indexes, and the contract allows only lower-case ones.
 *
 * Names that already collide are renamed first, the same way on every site: in each group the
 * oldest row (lowest id) keeps its name and the later ones get `-2`, `-3`, … (cut to fit the
 * column), the first number whose name is free.
 */
export function uniqueNamesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await renameDuplicates(db, { table: 'tags', width: 50, scope: sql`0` });
      await db.schema
        .createIndex('tags_name_folded')
        .on('tags')
        .unique()
        .columns([sql`(lower(name))`])
        .execute();

      await renameDuplicates(db, { table: 'product_categories', width: 100, scope: sql`coalesce(parent_id, 0)` });
      await db.schema
        .createIndex('product_categories_sibling_name_folded')
        .on('product_categories')
        .unique()
        .columns([sql`(coalesce(parent_id, 0))`, sql`(lower(name))`])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('product_categories_sibling_name_folded').execute();
      await db.schema.dropIndex('tags_name_folded').execute();
    },
  };
}

/**
 * Renames the later rows of each group whose `name` is the same once case-folded within one
 * scope. The folding is the database's own `lower`, the one the index uses.
 */
async function renameDuplicates(
  db: Kysely<unknown>,
  target: { table: 'tags' | 'product_categories'; width: number; scope: ReturnType<typeof sql> },
): Promise<void> {
  const table = sql.table(target.table);
  const { rows } = await sql<{ id: number; name: string; scope: number; folded: string }>`
    select id, name, ${target.scope} as scope, lower(name) as folded from ${table} order by id`.execute(db);
  const taken = new Set(rows.map((r) => `${r.scope}:${r.folded}`));
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${row.scope}:${row.folded}`;
    if (!seen.has(key)) {
      seen.add(key);
      continue;
    }
    for (let n = 2; ; n++) {
      const suffix = `-${n}`;
      const name = [...row.name].slice(0, target.width - suffix.length).join('') + suffix;
      const { rows: folded } = await sql<{ folded: string }>`select lower(cast(${name} as text)) as folded`.execute(db);
      const candidate = `${row.scope}:${folded[0]!.folded}`;
      if (taken.has(candidate)) continue;
      taken.add(candidate);
      await sql`update ${table} set name = ${name} where id = ${row.id}`.execute(db);
      break;
    }
  }
}
