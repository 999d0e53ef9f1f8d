export type BulkResult<T> = { item: T; error?: string }

/**
 * Runs one action on each item at once and reports per item. An item `refuse` has a reason
 * against is not sent (the reason is its error); a rejected request reports its message.
 */
export async function bulkRun<T>(
  items: readonly T[],
  run: (item: T) => Promise<unknown>,
  refuse: (item: T) => string | undefined = () => undefined,
): Promise<BulkResult<T>[]> {
  return Promise.all(
    items.map(async (item): Promise<BulkResult<T>> => {
      const reason = refuse(item)
      if (reason) return { item, error: reason }
      try {
        await run(item)
        return { item }
      } catch (e) {
        return { item, error: e instanceof Error || isMessage(e) ? e.message : String(e) }
      }
    }),
  )
}

const isMessage = (e: unknown): e is { message: string } =>
  !!e && typeof e === 'object' && typeof (e as { message?: unknown }).message === 'string'
