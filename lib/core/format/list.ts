const or = new Intl.ListFormat('en-US', { type: 'disjunction' })
const and = new Intl.ListFormat('en-US', { type: 'conjunction' })

/** "a, b, or c" */
export const listOr = (items: readonly string[]) => or.format(items)

/** "a, b, and c" */
export const listAnd = (items: readonly string[]) => and.format(items)
