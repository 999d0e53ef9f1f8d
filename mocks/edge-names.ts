/**
 * Names at the contract's 63 characters, reversibly (the edge-data mode, `MOCK_EDGE=1`,
 * `mocks/seed/edge-data.ts`): every name the mock answers with is padded to 63 characters, and
 * the padding is taken off every name the mock is given (path, query, body), so the store
 * keeps its short names and every link the console builds from an answer still leads
 * somewhere. A padded name is the name, a `-`, then the start of `FILLER`; the filler has
 * no `-`, so only the last `-` of a 63-character name can start it.
 */

const NAME_MAX = 63

/** Letters only: the padded name stays a valid name and can end with it. */
const FILLER = 'edgeofthecontract'.repeat(4)

/** A valid name, not a UUID: the contract's `Name` pattern. */
const NAME =
  /^(?![0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)^[a-z]([a-zA-Z0-9-]*[a-zA-Z0-9]+)?$/

/** `name` at 63 characters; a name too long to pad (62 or more) stays as it is. */
export function padName(name: string): string {
  if (!NAME.test(name) || name.length > NAME_MAX - 2) return name
  return `${name}-${FILLER.slice(0, NAME_MAX - name.length - 1)}`
}

/** The name `padName` made `value` from, or `value` itself if it is no padded name. */
export function unpadName(value: string): string {
  if (value.length !== NAME_MAX) return value
  const cut = value.lastIndexOf('-')
  if (cut < 1) return value
  const name = value.slice(0, cut)
  return padName(name) === value ? name : value
}

/** Every string in a JSON value unpadded: a request body that names things by their padded names. */
export function unpadNamesIn(value: unknown): unknown {
  if (typeof value === 'string') return unpadName(value)
  if (Array.isArray(value)) return value.map(unpadNamesIn)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unpadNamesIn(v)]))
  }
  return value
}
