import type { Rule } from 'antd/es/form';
import { commentSettingsSchema, type CommentModeration, type CommentSettings } from '@app/contract';

/** The settings as the form holds them: the word lists as text, one word a line. */
export interface SettingsFormValues {
  moderation: CommentModeration;
  reviewWords: string;
  spamWords: string;
  maxLinks: number | null;
  perMinute: number | null;
  perDay: number | null;
  spammerThreshold: number | null;
}

/** The words of a textarea: one a line, trimmed, blank lines and repeats left out. */
export const wordsOf = (text: string | undefined): string[] => [
  ...new Set(
    (text ?? '')
      .split('\n')
      .map((w) => w.trim())
      .filter((w) => w !== ''),
  ),
];

export const toFormValues = (s: CommentSettings): SettingsFormValues => ({
  ...s,
  reviewWords: s.reviewWords.join('\n'),
  spamWords: s.spamWords.join('\n'),
});

/** What PUT /admin/comments/settings gets, checked by the contract (the form's rules said the same first). */
export const toSettings = (v: SettingsFormValues) =>
  commentSettingsSchema.safeParse({
    ...v,
    reviewWords: wordsOf(v.reviewWords),
    spamWords: wordsOf(v.spamWords),
  });

type Field = keyof CommentSettings;
const shape = commentSettingsSchema.shape;

/** A word list's rule: the contract's check of the words, naming the word at fault. */
export const wordsRule = (field: Extract<Field, 'reviewWords' | 'spamWords'>): Rule => ({
  validator: async (_rule, value: string | undefined) => {
    const words = wordsOf(value);
    const result = shape[field].safeParse(words);
    if (result.success) return;
    const issue = result.error.issues[0];
    const at = typeof issue?.path[0] === 'number' ? words[issue.path[0]] : undefined;
    const word = at && at.length > 12 ? `${at.slice(0, 12)}…` : at;
    throw new Error(word ? `「${word}」：${issue?.message}` : (issue?.message ?? '输入无效'));
  },
});

/** A number's rule: the contract's range, and a Chinese word when the box is empty. */
export const numberRule = (
  field: Extract<Field, 'maxLinks' | 'perMinute' | 'perDay' | 'spammerThreshold'>,
  label: string,
): Rule => ({
  validator: async (_rule, value: number | null | undefined) => {
    if (value === null || value === undefined) throw new Error(`请输入${label}`);
    const result = shape[field].safeParse(value);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? '输入无效');
  },
});
