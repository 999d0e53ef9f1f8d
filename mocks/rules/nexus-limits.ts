import { invalidValue } from '../transport/errors'

/**
 * Limits Nexus keeps where the contract is silent. A description lives in a column of 512
 * characters (Unicode characters, as the database counts them): a longer one fails there,
 * with a 500 from the database; the mock answers the 400 a client can act on, naming the
 * field, before anything changes. Every `description` of a body counts, nested ones too
 * (an instance's new disks and interfaces).
 */
const DESCRIPTION_MAX_CHARS = 512

function tooLong(value: unknown, at: string): string | undefined {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = tooLong(item, `${at}[${i}]`)
      if (found) return found
    }
    return undefined
  }
  if (value === null || typeof value !== 'object') return undefined
  for (const [key, item] of Object.entries(value)) {
    const path = at ? `${at}.${key}` : key
    if (key === 'description' && typeof item === 'string') {
      if ([...item].length > DESCRIPTION_MAX_CHARS) return path
    } else {
      const found = tooLong(item, path)
      if (found) return found
    }
  }
  return undefined
}

/** The 400 for a body over one of these limits, or undefined when it keeps them. */
export function limitError(body: unknown): Response | undefined {
  const field = tooLong(body, '')
  return field
    ? invalidValue(field, `must be at most ${DESCRIPTION_MAX_CHARS} characters`)
    : undefined
}
