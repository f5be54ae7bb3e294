import { Alert, Skeleton, Space } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteAppearance } from '@app/contract';
import { appearanceQuery, siteKeys } from '../../site/index.ts';
import { useApi } from '../../../shared/api/api-context.tsx';
import { errorText } from '../../../shared/api/api-error.ts';
import { AreaBackgrounds } from '../components/area-backgrounds.tsx';
import { BackgroundLibrary } from '../components/background-library.tsx';
import { ThemeCard } from '../components/theme-card.tsx';
import '../admin-backgrounds.css';

/** /admin/settings/backgrounds (spec 01 §2, §4): the colour theme, the background images, each area's background. */
export function AdminBackgroundsPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery(appearanceQuery(api));
  // What a save answers is what every page now draws with: the admin's own colours change at once.
  const onSaved = (appearance: SiteAppearance) => queryClient.setQueryData(siteKeys.appearance, appearance);

  if (isPending) return <Skeleton active />;
  if (error) return <Alert type="error" showIcon title={errorText(error, '加载失败')} />;
  return (
    <Space orientation="vertical" size="large" className="abg-page">
      <ThemeCard appearance={data} onSaved={onSaved} />
      <BackgroundLibrary appearance={data} onSaved={onSaved} />
      {/* Re-mounted when the library changes, so the draft never names a removed image. */}
      <AreaBackgrounds key={data.backgrounds.images.map((i) => i.url).join('|')} appearance={data} onSaved={onSaved} />
    </Space>
  );
}
