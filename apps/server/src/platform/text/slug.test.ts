import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from './slug.ts';

/** An isTaken callback over a fixed set, remembering every slug it was asked about. */
function takenSet(...taken: string[]) {
  const asked: string[] = [];
  const set = new Set(taken);
  return {
    asked,
    isTaken: async (slug: string) => {
      asked.push(slug);
      return set.has(slug);
    },
  };
}

describe('slugify', () => {
  it('spells Chinese in toneless pinyin, one hyphen between syllables', () => {
    expect(slugify('前端开发')).toBe('qian-duan-kai-fa');
    expect(slugify('博客')).toBe('bo-ke');
  });

  it('writes ü as v', () => {
    expect(slugify('绿色')).toBe('lv-se');
  });

  it('keeps Latin letters and digits, lowercased, next to pinyin', () => {
    expect(slugify('React 教程')).toBe('react-jiao-cheng');
    expect(slugify('Vue3 与 TypeScript')).toBe('vue3-yu-typescript');
    expect(slugify('TypeScript')).toBe('typescript');
    expect(slugify('ES2024')).toBe('es2024');
  });

  it('drops accents from Latin letters', () => {
    expect(slugify('Café Crème')).toBe('cafe-creme');
  });

  it('collapses runs of punctuation and spaces into one hyphen and trims hyphens at both ends', () => {
    expect(slugify('Hello,  World!!')).toBe('hello-world');
    expect(slugify('  --a--b--  ')).toBe('a-b');
    expect(slugify('C++ / C#')).toBe('c-c');
    expect(slugify('《前端》——开发！')).toBe('qian-duan-kai-fa');
  });

  it('only ever yields lowercase letters, digits and single inner hyphens', () => {
    for (const name of [
      '前端开发',
      'React 教程',
      'Hello,  World!!',
      '100% 纯 Node.js',
      'a_b_c',
      '  x  ',
      'Ünïcödé 测试',
    ]) {
      const slug = slugify(name);
      expect(slug, name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('cuts at the maximum length and never ends with a hyphen', () => {
    // 'qian-duan-kai-fa' cut at 10 is 'qian-duan-', whose hyphen goes.
    expect(slugify('前端开发', 10)).toBe('qian-duan');
    expect(slugify('前端开发', 9)).toBe('qian-duan');
    expect(slugify('前端开发', 11)).toBe('qian-duan-k');
    expect(slugify('abc def', 4)).toBe('abc');
  });

  it('keeps to the default maximum of 100 characters for a long name', () => {
    const slug = slugify('爽'.repeat(50));
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(slug.length).toBeGreaterThan(90);
    expect(slug.startsWith('shuang-shuang-')).toBe(true);
    expect(slug).not.toMatch(/-$/);
  });

  it('gives an empty slug when nothing usable is left', () => {
    expect(slugify('😀🎉')).toBe('');
    expect(slugify('!!! ???')).toBe('');
    expect(slugify('   ')).toBe('');
    expect(slugify('')).toBe('');
  });
});

describe('uniqueSlug', () => {
  it('returns the base itself when it is free', async () => {
    const taken = takenSet('other');
    expect(await uniqueSlug('qian-duan', 'tag', taken.isTaken)).toBe('qian-duan');
    expect(taken.asked).toEqual(['qian-duan']);
  });

  it('adds -2 when the base is taken', async () => {
    const taken = takenSet('qian-duan');
    expect(await uniqueSlug('qian-duan', 'tag', taken.isTaken)).toBe('qian-duan-2');
    expect(taken.asked).toEqual(['qian-duan', 'qian-duan-2']);
  });

  it('counts on to -3, -4 while those are taken too', async () => {
    expect(await uniqueSlug('react', 'tag', takenSet('react', 'react-2').isTaken)).toBe('react-3');
    expect(await uniqueSlug('react', 'tag', takenSet('react', 'react-2', 'react-3').isTaken)).toBe('react-4');
  });

  it('does not skip a free number below a taken one', async () => {
    expect(await uniqueSlug('react', 'tag', takenSet('react', 'react-3').isTaken)).toBe('react-2');
  });

  it('uses prefix-1 for an empty base, never the bare prefix', async () => {
    const free = takenSet();
    expect(await uniqueSlug('', 'tag', free.isTaken)).toBe('tag-1');
    expect(free.asked).toEqual(['tag-1']);
    expect(await uniqueSlug('', 'tag', takenSet('tag-1').isTaken)).toBe('tag-2');
    expect(await uniqueSlug('', 'category', takenSet('tag-1').isTaken)).toBe('category-1');
  });

  it('keeps a suffixed slug within the maximum length by shortening the base', async () => {
    const base = 'a'.repeat(100);
    const slug = await uniqueSlug(base, 'tag', takenSet(base).isTaken);
    expect(slug).toBe(`${'a'.repeat(98)}-2`);
    expect(slug).toHaveLength(100);
    expect(await uniqueSlug('abcdef', 'tag', takenSet('abcdef').isTaken, 6)).toBe('abcd-2');
  });
});
