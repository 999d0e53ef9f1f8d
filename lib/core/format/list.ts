// made on first use: the page's first Intl formatter starts ICU (tens of ms), and most
// pages that import these say no list
let or: Intl.ListFormat | undefined
let and: Intl.ListFormat | undefined

/** "a, b, or c" */
export const listOr = (items: readonly string[]) =>
  (or ??= new Intl.ListFormat('en-US', { type: 'disjunction' })).format(items)

/** "a, b, and c" */
export const listAnd = (items: readonly string[]) =>
  (and ??= new Intl.ListFormat('en-US', { type: 'conjunction' })).format(items)
