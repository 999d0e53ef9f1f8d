/**
 * The secrets of a form's request: masked wherever the request is shown, and
 * read by the CLI command from a file or an environment variable, so that a
 * pasted command never carries the mask (which the server would store) nor
 * the secret itself.
 */
import { isSecretField } from '@/lib/core/draft'

export const MASK = '********'

// a tagged value keeps its tag, which says what kind of secret it is (`mode: 'password'`)
const TAGS = new Set(['type', 'mode'])

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A secret's value masked, keeping its shape: a list of secrets stays a list. */
function masked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(masked)
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([name, v]) => [name, TAGS.has(name) ? v : masked(v)]),
    )
  }
  return value === undefined || value === null || value === '' ? value : MASK
}

/** The value with every secret field (by name, or declared by the form) masked, at any depth. */
export function maskSecrets(value: unknown, declared: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, declared))
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([name, v]) => [
        name,
        isSecretField(name, declared) ? masked(v) : maskSecrets(v, declared),
      ]),
    )
  }
  return value
}

export type JsonPath = readonly (string | number)[]

/** Where a secret comes from when the command runs. */
export type SecretSource = {
  /** Its place in the body, e.g. `['tls_certificates', 0, 'key']`. */
  path: JsonPath
  /** A key is a file the user has (`key.pem`); a password or a shared secret, a variable. */
  kind: 'file' | 'env'
  /** The file's name or the variable's. */
  name: string
  /** A name for it inside a jq program. */
  variable: string
}

/** Every masked value's place in a body as shown. */
function maskedPaths(value: unknown, at: JsonPath = []): JsonPath[] {
  if (value === MASK) return [at]
  if (Array.isArray(value)) return value.flatMap((v, i) => maskedPaths(v, [...at, i]))
  if (isPlainObject(value)) {
    return Object.entries(value).flatMap(([name, v]) => maskedPaths(v, [...at, name]))
  }
  return []
}

const childOf = (holder: Record<string, unknown> | unknown[], step: string | number): unknown =>
  Array.isArray(holder) ? holder[Number(step)] : holder[step]

/**
 * What a secret is, in words of its path: `secrets[0]` a secret, a tagged
 * value's `value` what its tag says (`{ mode: 'password', value }` a password).
 */
function secretWords(body: unknown, path: JsonPath): string[] {
  const words: string[] = []
  let parent: unknown = undefined
  let holder: unknown = body
  path.forEach((step, i) => {
    parent = holder
    holder = isPlainObject(holder) || Array.isArray(holder) ? childOf(holder, step) : undefined
    if (typeof step === 'number') return
    if (typeof path[i + 1] === 'number') words.push(step.replace(/s$/, ''))
    else if (step !== 'value') words.push(step)
    else if (isPlainObject(parent)) {
      const tag = parent.mode ?? parent.type
      if (typeof tag === 'string') words.push(tag)
    }
  })
  return words.filter((w, i) => w !== words[i - 1])
}

/**
 * Where each masked secret of the body (as shown) is read from: a key from a
 * `.pem` file named for it, anything else from an `OXIDE_…` variable named
 * for the command's resource and the secret (`OXIDE_WEBHOOK_SECRET`).
 */
export function secretSources(body: unknown, command: string): SecretSource[] {
  const commandWords = command.split(' ')
  const resource = commandWords[commandWords.length - 2] ?? ''
  const taken = new Map<string, number>()
  return maskedPaths(body).map((path) => {
    const words = secretWords(body, path)
    const base = words.length > 0 ? words.join('_') : 'secret'
    const count = (taken.get(base) ?? 0) + 1
    taken.set(base, count)
    const suffix = count === 1 ? '' : `_${count}`
    const variable = `${base}${suffix}`.replace(/\W/g, '_')
    if (/key$/.test(base)) {
      return { path, kind: 'file', name: `${variable.replace(/_/g, '-')}.pem`, variable }
    }
    const name = `OXIDE_${[resource, ...words].filter((w, i, all) => w !== all[i - 1]).join('_')}${suffix}`
    return { path, kind: 'env', name: name.replace(/\W/g, '_').toUpperCase(), variable }
  })
}
