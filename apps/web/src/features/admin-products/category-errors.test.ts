import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';
import { categoryDeleteErrorText, categoryLoadErrorText, categorySaveErrorText } from './category-errors.ts';

const refused = (code: string, message: string, status = 400) => new ApiError(message, { status, code });

describe('categorySaveErrorText (spec 01 §8: a failed category save)', () => {
  it.each([
    ['CATEGORY_PARENT_NOT_FOUND', '指定的父分类不存在，请重新选择或创建根分类'],
    ['CATEGORY_DEPTH_EXCEEDED', '分类层级不能超过4级，请选择其他父分类'],
    ['CATEGORY_NAME_DUPLICATE', '同级分类中已存在相同名称的分类，请修改分类名称'],
  ])('%s → the spec text %j, whatever the server said', (code, text) => {
    expect(categorySaveErrorText(refused(code, 'server wording'))).toBe(text);
  });

  it.each(['CATEGORY_CYCLE', 'CATEGORY_PARENT_INACTIVE', 'CATEGORY_SLUG_TAKEN', 'VALIDATION_FAILED'])(
    '%s (the user can fix it) → the server message',
    (code) => {
      expect(categorySaveErrorText(refused(code, '服务器说明的原因'))).toBe('服务器说明的原因');
    },
  );

  it('a fixable refusal without a message of its own → the code’s default text', () => {
    expect(
      categorySaveErrorText(new ApiError('请求失败', { status: 409, code: 'CATEGORY_SLUG_TAKEN', specific: false })),
    ).toBe('路径标识符已被其他分类使用');
  });

  it.each([
    ['a 500', refused('INTERNAL_ERROR', '系统错误，请稍后重试', 500)],
    ['a network failure', new ApiError('网络错误，请检查网络连接', { code: 'NETWORK_ERROR' })],
    ['a timeout', new ApiError('请求超时，请稍后重试', { code: 'TIMEOUT' })],
    ['an unknown code', refused('SOMETHING_NEW', '新的错误')],
    ['a category gone meanwhile', refused('CATEGORY_NOT_FOUND', '商品分类不存在', 404)],
    ['no code', new ApiError('请求失败', { status: 502 })],
    ['not an ApiError', new Error('boom')],
    ['not an error', 'boom'],
  ])('anything else (%s) → 系统错误，请稍后重试', (_label, error) => {
    expect(categorySaveErrorText(error)).toBe('系统错误，请稍后重试');
  });
});

describe('categoryDeleteErrorText', () => {
  it('the server’s refusal as it says it', () => {
    expect(categoryDeleteErrorText(refused('CATEGORY_NOT_EMPTY', '该分类包含子分类或商品，无法删除', 409))).toBe(
      '该分类包含子分类或商品，无法删除',
    );
  });
  it.each([
    ['a 500', refused('INTERNAL_ERROR', '系统错误，请稍后重试', 500)],
    ['a network failure', new ApiError('网络错误，请检查网络连接', { code: 'NETWORK_ERROR' })],
    ['no message', new ApiError('请求失败', { status: 400, specific: false })],
  ])('otherwise (%s) 删除失败，请稍后重试', (_label, error) => {
    expect(categoryDeleteErrorText(error)).toBe('删除失败，请稍后重试');
  });
});

describe('categoryLoadErrorText', () => {
  it.each(['NETWORK_ERROR', 'TIMEOUT'])('%s → 网络错误，获取分类数据失败', (code) => {
    expect(categoryLoadErrorText(new ApiError('x', { code }))).toBe('网络错误，获取分类数据失败');
  });
  it('anything else → 获取分类数据失败', () => {
    expect(categoryLoadErrorText(refused('INTERNAL_ERROR', '系统错误', 500))).toBe('获取分类数据失败');
    expect(categoryLoadErrorText(new Error('x'))).toBe('获取分类数据失败');
  });
});
