import { useLocation } from 'react-router';
import { appearanceQuery } from '../../features/site/index.ts';
import { useApi } from '../../shared/api/api-context.tsx';
import { overlayAlpha, PAGE_COLOURS } from '../../shared/theme/background-overlay.ts';
import { useTheme } from '../../shared/theme/theme-context.tsx';
import { backgroundAreaOf } from './background-area.ts';
import { useQueryData } from '../../shared/api/use-query-data.ts';

/**
 * The owner's background for this part of the site, behind the public pages, at its opacity and
 * blur; a layer of the page colour is added over it when body text would read below 4.5:1.
 */
export function SiteBackground() {
  const api = useApi();
  const data = useQueryData(appearanceQuery(api));
  const { pathname } = useLocation();
  const mode = useTheme((s) => s.mode);
  const chosen = data?.backgrounds.areas[backgroundAreaOf(pathname)];
  if (!chosen) return null;
  const image = data.backgrounds.images.find((i) => i.url === chosen.url);
  const overlay = overlayAlpha(image ? [image.average, ...image.palette] : [], chosen.opacity, mode);
  return (
    <div className="site-background" aria-hidden data-testid="site-background">
      <div
        className="site-background-image"
        style={{
          backgroundImage: `url("${chosen.url}")`,
          opacity: chosen.opacity,
          filter: chosen.blur > 0 ? `blur(${chosen.blur}px)` : undefined,
        }}
      />
      {overlay > 0 && (
        <div
          className="site-background-overlay"
          data-testid="site-background-overlay"
          style={{ background: PAGE_COLOURS[mode].base, opacity: overlay }}
        />
      )}
    </div>
  );
}
