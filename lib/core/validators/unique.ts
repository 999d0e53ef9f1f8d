/**
 * A key that is equal for structurally equal values, whatever the order of
 * object keys: list items such as firewall targets are plain objects.
 */
export function itemKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(itemKey).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${itemKey(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? String(value)
}

export function uniqueItems(
  items: readonly unknown[],
  key: (item: unknown) => string = itemKey,
): string | undefined {
  const seen = new Set(items.map(key))
  return seen.size === items.length ? undefined : 'Items must be unique'
}
