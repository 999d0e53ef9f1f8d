const SHOWN = 3

/**
 * "default", "default and web", "a, b, c and 2 more": the VPCs still in a
 * project, named the way a sentence would. `more` says the page left some out.
 */
export function vpcNames(names: string[], more = false): string {
  const shown = names.slice(0, SHOWN)
  const rest = names.length - shown.length
  const tail = more ? 'more' : rest > 0 ? `${rest} more` : undefined
  const parts = tail ? [...shown, tail] : shown
  if (parts.length <= 1) return parts.join('')
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`
}
