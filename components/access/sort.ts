/** Users and groups are shown by display name, as people know them. */
export const byDisplayName = (a: { displayName: string }, b: { displayName: string }) =>
  a.displayName.localeCompare(b.displayName, 'en', { sensitivity: 'base' })
