import { beforeAll, describe, expect, it } from 'vitest';
import { commentLength, emailSchema, normaliseCommentText, normaliseSocialUrl, withScheme } from '@app/contract';
import { excerptOf, markdownText, MarkdownRenderer, readingMinutes } from './platform/markdown/markdown.ts';
import {
  indexTerms,
  looserTerms,
  parseQuery,
  queryTerms,
  segment,
  warmUpSegmenter,
} from './platform/search/segmenter.ts';
import { slugify } from './platform/text/slug.ts';
import { maskEmail, tidyLines, trimChars, withoutTrailingSlashes } from './platform/text/trim.ts';
import { commentParts } from './modules/comments/comment-text.ts';
import { WordMatcher } from './modules/comments/word-matcher.ts';
import { siteKey } from './modules/friend-links/site-key.ts';
import { highlight, snippet } from './modules/search/highlight.ts';

/**
 * No text a visitor or an author can send makes a text function slow. Each function reads 100 kB
 * of the inputs that make regular expressions backtrack or scan ahead from every position (runs
 * of blank lines, spaces, brackets, backticks, `*` and `_`, dashes, slashes, long words) and must
 * finish within a budget per kilobyte far above linear work and far below quadratic work (a run
 * of 4,000 blank lines once took 27 s in one of these functions, the whole server frozen).
 * The lint rules regexp/no-super-linear-* keep new patterns from bringing it back.
 */

const SIZE = 100 * 1024;
/**
 * Milliseconds per kilobyte: the text functions take under 4 on a quiet machine (markdown-it's
 * full render up to ~10, linear but heavier: 100 kB of `![` takes 0.7 s, 200 kB 1.5 s), a
 * quadratic one 50 and more at this size, and a cubic or exponential one minutes. The budgets
 * leave room for a busy machine.
 */
const BUDGET_MS_PER_KB = 20;
const RENDER_BUDGET_MS_PER_KB = 50;

const fill = (unit: string, tail = '') =>
  unit.repeat(Math.ceil((SIZE - tail.length) / unit.length)).slice(0, SIZE - tail.length) + tail;

const ADVERSARIAL: Record<string, string> = {
  'blank lines': fill('\n'),
  'blank lines with spaces': fill(' \n\t\n'),
  'spaces then a letter': fill(' ', 'x'),
  'nested brackets': fill('['),
  'image openers': fill('!['),
  'links without end': fill('[a]('),
  'closers without openers': fill(']('),
  'angle brackets': fill('<'),
  'tags without end': fill('<a '),
  backticks: fill('`'),
  'fence lines': fill('```\n~~~~\n'),
  'asterisks then a letter': fill('*', 'x'),
  underscores: fill('_'),
  'emphasis runs': fill('**_~~'),
  'dashes then a letter': fill('-', '!'),
  'slashes then a letter': fill('/', 'x'),
  'table rules': fill('| --- |:---:| '),
  'dots and at signs': fill('.@'),
  'a long word': fill('a'),
  'a long Chinese run': fill('好'),
  'addresses without end': fill('http://www.'),
  braces: fill('{'),
};

describe('text functions on hostile input', () => {
  let renderer: MarkdownRenderer;
  beforeAll(async () => {
    renderer = await MarkdownRenderer.create();
    warmUpSegmenter();
  });

  const matcher = new WordMatcher(['加微信', 'viagra', '代开发票']);
  const functions: Record<string, (text: string) => unknown> = {
    markdownText,
    'MarkdownRenderer.render': (text) => renderer.render(text),
    excerptOf: (text) => excerptOf(text),
    readingMinutes,
    normaliseCommentText,
    commentLength,
    commentParts,
    'WordMatcher.matches': (text) => matcher.matches(text),
    segment,
    indexTerms,
    queryTerms,
    parseQuery,
    looserTerms: (text) => looserTerms([text]),
    highlight: (text) => highlight(text, ['好', 'a', '[']),
    snippet: (text) => snippet(text, ['好', 'a', '[']),
    slugify: (text) => slugify(text),
    siteKey: (text) => siteKey(`https://example.com/${text}`),
    normaliseSocialUrl: (text) => normaliseSocialUrl('GITHUB', text),
    withScheme,
    emailSchema: (text) => emailSchema.safeParse(text),
    trimChars: (text) => trimChars(text, (ch) => ch === '-' || ch === ' '),
    withoutTrailingSlashes,
    tidyLines: (text) => tidyLines([text]),
    maskEmail,
  };

  for (const [name, run] of Object.entries(functions)) {
    const budget = name === 'MarkdownRenderer.render' ? RENDER_BUDGET_MS_PER_KB : BUDGET_MS_PER_KB;
    it(`${name} stays within ${budget} ms per kB on every input`, () => {
      const slow: string[] = [];
      for (const [input, text] of Object.entries(ADVERSARIAL)) {
        const started = performance.now();
        run(text);
        const msPerKb = (performance.now() - started) / (text.length / 1024);
        if (msPerKb > budget) slow.push(`${input}: ${msPerKb.toFixed(1)} ms/kB`);
      }
      expect(slow).toEqual([]);
    });
  }
});
