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

  async deleteSetting(key: string): Promise<void> {
    await this.db.deleteFrom('site_settings').where('key', '=', key).execute();
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
}
