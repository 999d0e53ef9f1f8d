// Joined by hand rather than with Intl.ListFormat: the console's copy is English only, and
// a page's first Intl formatter starts ICU, which cost 35–80 ms of main thread on the
// instance and disk lists (their disabled actions each say which states allow them)
function joinEnglish(items: readonly string[], word: 'or' | 'and') {
  if (items.length <= 2) return items.join(` ${word} `)
  return `${items.slice(0, -1).join(', ')}, ${word} ${items[items.length - 1]}`
}

/** "a, b, or c" */
export const listOr = (items: readonly string[]) => joinEnglish(items, 'or')

/** "a, b, and c" */
export const listAnd = (items: readonly string[]) => joinEnglish(items, 'and')
