import { deref, type JsonSchema } from './contract-document'

/**
 * A request body as the server sees it after the contract's `default`s fill
 * what the client left out: Nexus (serde) does this before it validates, the
 * generated zod validators mostly don't (`mapped_fleet_roles` with its
 * `default: {}` comes out required), so the mock applies them first.
 * Defaults are found on a property, on the schema it references, or inside
 * its `allOf`; nested objects, array items, map values and the variant of a
 * `oneOf`/`anyOf` that the value is get theirs too.
 */

const NO_DEFAULT = Symbol('no default')

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

function defaultOf(schema: JsonSchema): unknown {
  if ('default' in schema) return schema.default
  const target = deref(schema)
  if ('default' in target) return target.default
  for (const part of target.allOf ?? []) {
    const d = defaultOf(part)
    if (d !== NO_DEFAULT) return d
  }
  return NO_DEFAULT
}

/** Properties and required keys of an object schema, its `allOf` parts included. */
function objectShape(schema: JsonSchema) {
  const s = deref(schema)
  const properties: Record<string, JsonSchema> = { ...s.properties }
  const required = new Set(s.required)
  for (const part of s.allOf ?? []) {
    const inner = objectShape(part)
    Object.assign(properties, inner.properties)
    for (const r of inner.required) required.add(r)
  }
  return { properties, required }
}

/**
 * The variant a value is: a tagged union's tag (a property with a single
 * allowed value) decides; an untagged one is chosen only when exactly one
 * variant has all its required keys in the value.
 */
function variantOf(variants: JsonSchema[], value: Record<string, unknown>) {
  const tagged = variants.filter((v) =>
    Object.values(objectShape(v).properties).some((p) => deref(p).enum?.length === 1),
  )
  if (tagged.length) {
    return variants.find((v) =>
      Object.entries(objectShape(v).properties).every(([key, p]) => {
        const allowed = deref(p).enum
        return allowed?.length !== 1 || value[key] === allowed[0]
      }),
    )
  }
  const fitting = variants.filter((v) => [...objectShape(v).required].every((k) => k in value))
  return fitting.length === 1 ? fitting[0] : undefined
}

export function withDefaults(schema: JsonSchema, value: unknown): unknown {
  const s = deref(schema)
  if (Array.isArray(value)) {
    return s.items ? value.map((item) => withDefaults(s.items as JsonSchema, item)) : value
  }
  if (!isObject(value)) return value

  let out: Record<string, unknown> = { ...value }
  for (const [key, property] of Object.entries(s.properties ?? {})) {
    if (out[key] === undefined) {
      const d = defaultOf(property)
      if (d !== NO_DEFAULT) out[key] = structuredClone(d)
    }
    if (out[key] !== undefined) out[key] = withDefaults(property, out[key])
  }
  const extra = s.additionalProperties
  if (typeof extra === 'object') {
    for (const key of Object.keys(out)) {
      if (!(key in (s.properties ?? {}))) out[key] = withDefaults(extra, out[key])
    }
  }
  for (const part of s.allOf ?? []) out = withDefaults(part, out) as Record<string, unknown>
  const variants = s.oneOf ?? s.anyOf
  const variant = variants && variantOf(variants, out)
  return variant ? withDefaults(variant, out) : out
}

/** Whether any schema reachable from `schema` has a default. */
function reachesDefault(schema: JsonSchema, seen: Set<JsonSchema>): boolean {
  if (seen.has(schema)) return false
  seen.add(schema)
  const target = deref(schema)
  if ('default' in schema || 'default' in target) return true
  const parts = [
    ...Object.values(target.properties ?? {}),
    ...(typeof target.additionalProperties === 'object' ? [target.additionalProperties] : []),
    ...(target.items ? [target.items] : []),
    ...(target.allOf ?? []),
    ...(target.oneOf ?? []),
    ...(target.anyOf ?? []),
  ]
  return parts.some((p) => reachesDefault(p, seen))
}

const hasDefaultsMemo = new WeakMap<JsonSchema, boolean>()

/**
 * Whether a body schema has anything to fill, so bodies with nothing (a bulk
 * write's 512 KiB chunk) aren't parsed and written again. Once per schema.
 */
export function hasDefaults(schema: JsonSchema): boolean {
  let found = hasDefaultsMemo.get(schema)
  if (found === undefined) {
    found = reachesDefault(schema, new Set())
    hasDefaultsMemo.set(schema, found)
  }
  return found
}
