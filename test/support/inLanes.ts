// Work that mostly waits (a person answering in a terminal or a browser) done in a few lanes side
// by side: each lane takes the next item when its last one is done, so items in one lane never
// overlap. The first failure rejects (the others' lanes stop taking new items).

/** Runs `each` over `items`, at most `lanes` at a time, in the items' order per lane. */
export async function inLanes<T>(
  items: readonly T[],
  lanes: number,
  each: (item: T, lane: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async (index: number): Promise<void> => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await each(item, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, (_, i) => lane(i)));
}
