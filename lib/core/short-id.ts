/** How much of an id a table shows: enough to tell rows apart by eye. */
const SHORT_ID_LENGTH = 8

/** An id cut for a narrow column: '0f8fad5b…'; one no longer than that stays whole. */
export function shortId(id: string, length = SHORT_ID_LENGTH): string {
  // cutting one character to add one ('…') would say less, not take less room
  return id.length > length + 1 ? `${id.slice(0, length)}…` : id
}
