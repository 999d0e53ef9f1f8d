/**
 * Runs `work` over the items, at most `limit` at a time, starting them in
 * order. After the first failure, or once the signal aborts, no new item
 * starts; it waits for the running ones to settle (so nothing is still in
 * flight when it returns), then rejects with the first failure or the abort.
 */
export async function runPool<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0
  let failure: { error: unknown } | undefined
  const worker = async () => {
    while (!failure && !signal?.aborted && next < items.length) {
      const item = items[next++]
      try {
        await work(item)
      } catch (error) {
        failure ??= { error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
  if (failure) throw failure.error
  signal?.throwIfAborted()
}
