import { describe, expect, it } from 'vitest';
import {
  createSnapshotSchema,
  SNAPSHOT_DESCRIPTION_MAX,
  snapshotDescriptionPayload,
  snapshotDescriptionSchema,
} from './snapshots.ts';

describe('snapshotDescriptionPayload (the form side: what to send for a typed description)', () => {
  it('sends the description trimmed', () => {
    expect(snapshotDescriptionPayload('  大改结构之前 ')).toEqual({ description: '大改结构之前' });
    expect(snapshotDescriptionPayload('v1')).toEqual({ description: 'v1' });
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['only a newline and a tab', '\n\t'],
    ['undefined', undefined],
    ['null', null],
  ])('leaves the description absent when it is %s', (_label, typed) => {
    const payload = snapshotDescriptionPayload(typed);
    expect(payload).toEqual({});
    expect('description' in payload).toBe(false);
    // As JSON: an empty object, no "description": "" nor null.
    expect(JSON.stringify(payload)).toBe('{}');
  });

  it('keeps inner spaces and line breaks', () => {
    expect(snapshotDescriptionPayload(' 第一段\n第二段  结尾 ')).toEqual({ description: '第一段\n第二段  结尾' });
  });
});

describe('snapshotDescriptionSchema (the server side: optional, trimmed, at most 200 characters)', () => {
  it('trims', () => {
    expect(snapshotDescriptionSchema.parse('  发布前  ')).toBe('发布前');
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['empty', ''],
    ['only spaces', '    '],
  ])('turns %s into absent', (_label, value) => {
    expect(snapshotDescriptionSchema.parse(value)).toBeUndefined();
  });

  it('accepts exactly 200 characters (Chinese characters count one each)', () => {
    const max = '版'.repeat(SNAPSHOT_DESCRIPTION_MAX);
    expect(SNAPSHOT_DESCRIPTION_MAX).toBe(200);
    expect(snapshotDescriptionSchema.parse(max)).toBe(max);
  });

  it('counts after trimming: 200 characters between spaces are accepted', () => {
    const max = 'a'.repeat(200);
    expect(snapshotDescriptionSchema.parse(`  ${max}  `)).toBe(max);
  });

  it('refuses 201 characters with the Chinese message', () => {
    const result = snapshotDescriptionSchema.safeParse('版'.repeat(201));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('描述不能超过200个字符');
  });

  it('refuses what is not a string', () => {
    expect(snapshotDescriptionSchema.safeParse(42).success).toBe(false);
  });

  it('the create body: {} and {description: ""} both mean no description; a long one is refused', () => {
    expect(createSnapshotSchema.parse({})).toEqual({ description: undefined });
    expect(createSnapshotSchema.parse({ description: '' })).toEqual({ description: undefined });
    expect(createSnapshotSchema.parse({ description: ' 改版 ' })).toEqual({ description: '改版' });
    expect(createSnapshotSchema.safeParse({ description: 'x'.repeat(201) }).success).toBe(false);
  });

  it('the two sides agree: what the form sends, the server keeps unchanged', () => {
    for (const typed of ['', '  ', ' 草稿 ', 'a'.repeat(200), ` ${'b'.repeat(200)} `]) {
      const sent = snapshotDescriptionPayload(typed);
      expect(createSnapshotSchema.parse(sent)).toEqual({ description: sent.description });
    }
  });
});
