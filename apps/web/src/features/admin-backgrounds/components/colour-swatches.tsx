import type { ColourTheme } from '@app/contract';

/** The three colours of a theme as small labelled squares (and, for an image's theme, how dark the image is). */
export function ColourSwatches({ theme, fromImage = true }: { theme: ColourTheme; fromImage?: boolean }) {
  const colours: [string, string][] = [
    ['主色', theme.primary],
    ['辅色', theme.secondary],
    ['强调色', theme.accent],
  ];
  return (
    <span className="abg-swatches">
      {colours.map(([label, colour]) => (
        <span key={label} className="abg-swatch" title={`${label} ${colour}`}>
          <span className="abg-swatch-colour" style={{ background: colour }} />
          <span className="abg-swatch-label">
            {label} {colour}
          </span>
        </span>
      ))}
      {fromImage && <span className="abg-swatch-label">{theme.isDark ? '深色图片' : '浅色图片'}</span>}
    </span>
  );
}
