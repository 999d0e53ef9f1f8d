/**
 * What a form had typed, kept through a sign-in that a 401 forced: saved to
 * sessionStorage (this tab only) keyed by the route, minus anything secret,
 * and taken back once when the same form opens again.
 */

/** Field names that never leave the form: passwords, private keys, secrets, tokens. */
const SECRET_NAME = /password|secret|private|token|^key$/i
/** A token's lifetime (a silo's `device_token_max_ttl_seconds`) is a setting, not a token. */
const TOKEN_SETTING = /token_?max_?ttl/i

const STORAGE_PREFIX = 'oxide-console-draft:'

export function isSecretField(name: string, declared: readonly string[] = []): boolean {
  return (SECRET_NAME.test(name) && !TOKEN_SETTING.test(name)) || declared.includes(name)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/**
 * The values as JSON can keep them, without secret fields at any depth;
 * files and other objects that don't survive JSON are left out too.
 */
export function withoutSecrets(value: unknown, declared: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutSecrets(v, declared))
  if (isPlainObject(value)) {
    const kept: Record<string, unknown> = {}
    for (const [name, v] of Object.entries(value)) {
      if (isSecretField(name, declared)) continue
      const clean = withoutSecrets(v, declared)
      if (clean !== undefined) kept[name] = clean
    }
    return kept
  }
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value
  return undefined
}

/** One open form that would lose its values if the console left for sign-in. */
export type DraftSource = () => void

const sources = new Set<DraftSource>()

/** A form registers itself while open; the returned function unregisters it. */
export function registerDraftSource(source: DraftSource): () => void {
  sources.add(source)
  return () => {
    sources.delete(source)
  }
}

/** Called just before the console sends the user to sign in. */
export function keepDraftsForSignIn() {
  for (const source of sources) source()
}

export function saveDraft(key: string, values: unknown) {
  try {
    sessionStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(values))
  } catch {
    // storage full or disabled: the draft is lost, as it would have been anyway
  }
}

/** The draft saved for this key, removed as it is read (a draft comes back once). */
export function takeDraft(key: string): Record<string, unknown> | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_PREFIX + key)
    if (raw === null) return null
    sessionStorage.removeItem(STORAGE_PREFIX + key)
    const parsed = JSON.parse(raw) as unknown
    return isPlainObject(parsed) ? parsed : null
  } catch {
    return null
  }
}
