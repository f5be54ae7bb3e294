import { merge as mergeAnew } from '@rc-component/util';

// Everything ConfigProvider takes from @rc-component/util but `merge` is the package's own.
export * from '@rc-component/util';

const EMPTY = {};
const kept = new WeakMap<object, WeakMap<object, unknown>>();

/**
 * rc-util's deep `merge`, built into antd's ConfigProvider instead of it by `antd-trims.ts`: the
 * provider merges antd's form messages with the locale's on every render
 * (`merge(default, locale, config.form, form)`), a deep copy of ~40 messages that was ~1.4 % of
 * each server render's CPU. The messages are the same objects every time (the two locales' modules)
 * and the site sets none of its own, so the result is kept by the identity of its sources; an empty
 * source merges nothing and is passed over. Nothing changes what it returns: rc-field-form reads it.
 */
export function merge<T extends object>(...sources: T[]): T {
  const given = sources.filter((source) => Object.keys(source).length > 0);
  if (given.length > 2) return mergeAnew(...sources);
  const [first = EMPTY, second = EMPTY] = given;
  let bySecond = kept.get(first);
  if (!bySecond) kept.set(first, (bySecond = new WeakMap()));
  let result = bySecond.get(second) as T | undefined;
  if (!result) bySecond.set(second, (result = mergeAnew(...sources)));
  return result;
}
