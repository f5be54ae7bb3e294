import type * as PinyinPro from 'pinyin-pro';
import { loadedOnFirstUse } from '../lazy-package.ts';
import { trimChars } from './trim.ts';

/** pinyin-pro with its dictionary takes some 8–14 MB once loaded, and only writes make slugs. */
const pinyinPro = loadedOnFirstUse<typeof PinyinPro>('pinyin-pro');

/**
 * A `[a-z0-9-]` slug from a name: Chinese through pinyin (博客 → bo-ke), Latin kept, everything
 * else a hyphen. Empty when nothing usable is left (emoji only, say).
 */
export function slugify(name: string, maxLength = 100): string {
  const latin = pinyinPro()
    .pinyin(name, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true })
    .join('-')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const isDash = (ch: string) => ch === '-';
  const slug = trimChars(latin.toLowerCase().replace(/[^a-z0-9]+/g, '-'), isDash);
  return trimChars(slug.slice(0, maxLength), isDash);
}

/**
 * The slug itself when free, else `slug-2`, `slug-3`, …; `fallbackPrefix-N` (a number) when the
 * name gives no slug at all.
 */
export async function uniqueSlug(
  base: string,
  fallbackPrefix: string,
  isTaken: (slug: string) => Promise<boolean>,
  maxLength = 100,
): Promise<string> {
  const root = base || fallbackPrefix;
  if (base && !(await isTaken(root))) return root;
  for (let n = base ? 2 : 1; n < 10_000; n++) {
    const suffix = `-${n}`;
    const candidate = `${root.slice(0, maxLength - suffix.length)}${suffix}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  return `${fallbackPrefix}-${Date.now()}`;
}
