/** Stores at most this many times per call, so a storm of changes cannot hold one request in the loop. */
const MAX_STORES = 10;

/**
 * Keeps a count stored on another row (an article's likes or comments, a product's favourites) in
 * step with the rows it counts, and returns it. Counting and storing are two statements, so a call
 * that counted before a parallel change could store its older number after the newer one: each
 * call counts again after storing, and stores again until the two agree. The last number stored is
 * then checked by a count taken after it, and so after every change whose own call stored before
 * it — it is the right one, on both databases and across processes.
 */
export async function storeCount(count: () => Promise<number>, store: (n: number) => Promise<void>): Promise<number> {
  let n = await count();
  for (let stores = 0; stores < MAX_STORES; stores += 1) {
    await store(n);
    const after = await count();
    if (after === n) break;
    n = after;
  }
  return n;
}
