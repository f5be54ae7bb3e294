import type { Db } from '../../platform/db/database.ts';
import type { PageTypeRow } from '../../platform/db/schema.ts';

export class SiteRepository {
  constructor(private readonly db: Db) {}

  async getSetting(key: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
    return row?.value;
  }

  async getSettings(keys: string[]): Promise<Map<string, string>> {
    const rows = await this.db.selectFrom('site_settings').select(['key', 'value']).where('key', 'in', keys).execute();
    return new Map(rows.map((r) => [r.key, r.value]));
  }

  /** Inserts the value unless the key exists; returns the value that is stored afterwards. */
  async insertSettingIfMissing(key: string, value: string): Promise<string> {
    await this.db
      .insertInto('site_settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    return (await this.getSetting(key)) ?? value;
  }

  /** Writes the value whatever was stored before. */
  async setSetting(key: string, value: string): Promise<void> {
    await this.db
      .insertInto('site_settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }

  async deleteSetting(key: string): Promise<void> {
    await this.db.deleteFrom('site_settings').where('key', '=', key).execute();
  }

  /** Writes the values in one transaction, each key inserted or replaced. */
  async saveSettings(values: Map<string, string>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const [key, value] of values) {
        await trx
          .insertInto('site_settings')
          .values({ key, value })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
          .execute();
      }
    });
  }

  listPageTypes(): Promise<PageTypeRow[]> {
    return this.db.selectFrom('page_types').selectAll().orderBy('priority', 'desc').orderBy('id', 'asc').execute();
  }

  async insertPageTypeIfMissing(row: {
    code: string;
    name: string;
    path_patterns: string;
    priority: number;
    builtin: boolean;
    created_at: string;
  }): Promise<void> {
    await this.db
      .insertInto('page_types')
      .values(row)
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }

  async listTitleTemplates(): Promise<Map<string, string>> {
    const rows = await this.db.selectFrom('page_titles').select(['page_type', 'template']).execute();
    return new Map(rows.map((r) => [r.page_type, r.template]));
  }

  async insertTitleIfMissing(pageType: string, template: string, now: string): Promise<void> {
    await this.db
      .insertInto('page_titles')
      .values({ page_type: pageType, template, updated_at: now })
      .onConflict((oc) => oc.column('page_type').doNothing())
      .execute();
  }

  findPageType(id: number): Promise<PageTypeRow | undefined> {
    return this.db.selectFrom('page_types').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async codeTaken(code: string): Promise<boolean> {
    return (
      (await this.db.selectFrom('page_types').select('id').where('code', '=', code).executeTakeFirst()) !== undefined
    );
  }

  /** A custom page type with its title template, in one transaction. */
  async insertPageType(
    row: { code: string; name: string; path_patterns: string; priority: number; created_at: string },
    template: string,
  ): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('page_types')
        .values({ ...row, builtin: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('page_titles')
        .values({ page_type: row.code, template, updated_at: row.created_at })
        .onConflict((oc) => oc.column('page_type').doUpdateSet({ template, updated_at: row.created_at }))
        .execute();
      return id;
    });
  }

  async updatePageType(
    id: number,
    code: string,
    values: { name: string; path_patterns: string; priority: number },
    template: string,
    now: string,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('page_types').set(values).where('id', '=', id).execute();
      await trx
        .insertInto('page_titles')
        .values({ page_type: code, template, updated_at: now })
        .onConflict((oc) => oc.column('page_type').doUpdateSet({ template, updated_at: now }))
        .execute();
    });
  }

  async deletePageType(id: number, code: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('page_titles').where('page_type', '=', code).execute();
      await trx.deleteFrom('page_types').where('id', '=', id).execute();
    });
  }

  /** Sets the templates of the given page types, in one transaction. */
  async saveTitles(templates: Map<string, string>, now: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const [pageType, template] of templates) {
        await trx
          .insertInto('page_titles')
          .values({ page_type: pageType, template, updated_at: now })
          .onConflict((oc) => oc.column('page_type').doUpdateSet({ template, updated_at: now }))
          .execute();
      }
    });
  }

  /** Built-in types back to their defaults and every template to its default, in one transaction. */
  async reset(
    builtins: { code: string; name: string; path_patterns: string; priority: number }[],
    templates: Map<string, string>,
    now: string,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const { code, ...values } of builtins) {
        await trx.updateTable('page_types').set(values).where('code', '=', code).where('builtin', '=', true).execute();
      }
      for (const [pageType, template] of templates) {
        await trx
          .updateTable('page_titles')
          .set({ template, updated_at: now })
          .where('page_type', '=', pageType)
          .execute();
      }
    });
  }
}
