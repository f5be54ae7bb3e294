import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * A tag's Font Awesome icon (its class names, as the admin typed them: `fab fa-react`,
 * `fa-solid fa-mug-hot`) as that icon's own SVG file from the Font Awesome package. Pages show it
 * as a CSS mask (the web's TagLabel): a reader downloads the ~1 kB picture of each icon shown,
 * not Font Awesome's stylesheet and fonts (~250 kB).
 */

type Style = 'solid' | 'regular' | 'brands';

const STYLE_CLASSES: Record<string, Style> = {
  fa: 'solid',
  fas: 'solid',
  'fa-solid': 'solid',
  far: 'regular',
  'fa-regular': 'regular',
  fab: 'brands',
  'fa-brands': 'brands',
};
const NAME = /^fa-([a-z0-9]+(?:-[a-z0-9]+)*)$/;
/** At most this many icons are kept in memory; a site has a few dozen tags. */
const KEPT = 500;

/** The Font Awesome package: its files are read from disk, not imported (knip.json lists it as used for that reason). */
export const fontAwesomeDir = path.dirname(
  createRequire(import.meta.url).resolve('@fortawesome/fontawesome-free/package.json'),
);

/** Older and other names of an icon → its name (house for home), read once when first needed. */
let aliases: Map<string, string> | null = null;
function canonicalName(name: string): string | undefined {
  if (!aliases) {
    aliases = new Map();
    const families = JSON.parse(
      fs.readFileSync(path.join(fontAwesomeDir, 'metadata/icon-families.json'), 'utf8'),
    ) as Record<string, { aliases?: { names?: string[] } }>;
    for (const [icon, meta] of Object.entries(families))
      for (const alias of meta.aliases?.names ?? []) aliases.set(alias, icon);
  }
  return aliases.get(name);
}

function svgFile(style: Style, name: string): string | null {
  try {
    return fs.readFileSync(path.join(fontAwesomeDir, 'svgs', style, `${name}.svg`), 'utf8');
  } catch {
    return null; // no such icon in that style
  }
}

const kept = new Map<string, string | null>();

/**
 * The SVG of the icon that `classes` names, or null: the first `fa-<name>` that is an icon of the
 * named style (solid unless `fab`/`far` or their long forms say otherwise), under its own name or
 * an alias. Modifier classes (`fa-spin`, `fa-2x` …) are skipped as not being icons.
 */
export function tagIconSvg(classes: string): string | null {
  const key = classes.trim().replace(/\s+/g, ' ');
  if (kept.has(key)) return kept.get(key) ?? null;
  const tokens = key.split(' ');
  const style = tokens.map((t) => STYLE_CLASSES[t]).find(Boolean) ?? 'solid';
  let svg: string | null = null;
  for (const token of tokens) {
    const name = NAME.exec(token)?.[1];
    if (!name || STYLE_CLASSES[token]) continue;
    const alias = canonicalName(name);
    svg = svgFile(style, name) ?? (alias ? svgFile(style, alias) : null);
    if (svg) break;
  }
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, svg);
  return svg;
}
