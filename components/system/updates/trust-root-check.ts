/**
 * Whether a file is a TUF root role, checked before it is sent: JSON, with
 * signed root metadata (`signed._type` is "root") and its signatures.
 * Returns the message to show, or undefined when it looks right.
 */
export function checkTrustRoot(text: string): string | undefined {
  if (text.trim() === '') return 'Choose the root role file (root.json)'
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch {
    return 'This file is not JSON'
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    return 'A root role is a JSON object'
  }
  const { signed, signatures } = doc as { signed?: { _type?: unknown }; signatures?: unknown }
  if (typeof signed !== 'object' || signed === null || signed._type !== 'root') {
    return 'Not a TUF root role: "signed" must have "_type": "root"'
  }
  if (!Array.isArray(signatures)) return 'Not a TUF root role: it has no "signatures"'
  return undefined
}

/** The key ids a root role trusts for signing the root, for a person to compare. */
export function rootKeyIds(rootRole: Record<string, unknown>): string[] {
  const signed = rootRole.signed as { roles?: { root?: { keyids?: unknown } } } | undefined
  const ids = signed?.roles?.root?.keyids
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
}

/** When the root role itself expires, if it says. */
export function rootExpires(rootRole: Record<string, unknown>): Date | undefined {
  const expires = (rootRole.signed as { expires?: unknown } | undefined)?.expires
  if (typeof expires !== 'string') return undefined
  const d = new Date(expires)
  return Number.isNaN(d.getTime()) ? undefined : d
}
