import type { BackgroundSettingsInput, ColourTheme, SaveThemeInput, SiteAppearance } from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

/** PUT /admin/site/theme: the site's colour theme (null: back to the default). */
export const saveTheme = (api: ApiClient, theme: ColourTheme | null) =>
  api.put<SiteAppearance>('/admin/site/theme', { theme } satisfies SaveThemeInput);

/** PUT /admin/site/backgrounds: the image library and each area's background. */
export const saveBackgrounds = (api: ApiClient, backgrounds: BackgroundSettingsInput) =>
  api.put<SiteAppearance>('/admin/site/backgrounds', backgrounds);
