/**
 * A pure function of a few strings and numbers whose answers are kept by their arguments: colour
 * maths that every server render repeats for the same handful of colours (the theme's, the tags').
 * The kept answers are dropped all at once when `max` are held, so odd inputs cannot grow it.
 */
export function remembered<A extends readonly (string | number)[], R>(
  compute: (...args: A) => R,
  max = 256,
): (...args: A) => R {
  const kept = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    if (kept.has(key)) return kept.get(key) as R;
    if (kept.size >= max) kept.clear();
    const answer = compute(...args);
    kept.set(key, answer);
    return answer;
  };
}
