import { deref, responseBodyOf, type JsonSchema } from '../transport/contract-document'
import { padName, unpadName, unpadNamesIn } from '../edge-names'

/**
 * The edge-data mode (`MOCK_EDGE=1`): every successful JSON answer to a GET is rewritten,
 * by walking the contract's schema of that answer, to the edges of what the contract
 * allows, so that a page meets data the seed never has:
 *
 * - names at 63 characters (`edge-names.ts`: padded reversibly, so links still lead home),
 *   descriptions at their limit (the contract's `maxLength`, else Nexus's 512);
 * - integers at the maximum of their format (64-bit ones at `Number.MAX_SAFE_INTEGER`:
 *   `JSON.parse` loses anything above), `uint128` strings at 2^128 - 1 or not a number;
 * - optional properties absent, nullable ones null, taking turns with filled values from
 *   one object of a kind to the next, so a list shows each;
 * - arrays in turn empty and with an item repeated; the top-level list of an answer keeps
 *   its items and repeats its first (two rows with one id);
 * - strings the contract leaves free (no enum, format or pattern) unknown values: text no
 *   seed has, or empty; ids, names, the paging token and keys a path is built from stay;
 * - timestamps in turn far in the past and far in the future.
 *
 * Each answer stays valid against the contract (`edge-data.test.ts` holds them to the
 * generated validators). A value the walk can't place in its schema (a `oneOf` no branch
 * of fits) is left as it was.
 */

/** Whether the mode is on: `MOCK_EDGE=1`. */
export const edgeModeFromEnv = (raw = process.env.MOCK_EDGE) => raw === '1' || raw === 'true'

const FAR_PAST = '0001-01-01T00:00:00Z'
const FAR_FUTURE = '9999-12-31T23:59:59Z'
const UINT128_MAX = (2n ** 128n - 1n).toString()
const NOT_A_NUMBER = 'not-a-number'

/**
 * Text nothing seeds: right-to-left script, an emoji, markup, a long unbroken word. Kept
 * free of anything a name or number parser could take for one of its own.
 */
export const ODD_TEXT = `unknown ⟨value⟩ «🦀» שלום <b>not markup</b> ${'Unbroken'.repeat(12)}`

/** What Nexus allows a description when the contract gives no `maxLength`. */
const DESCRIPTION_MAX = 512

/** Values that are keys, not data: rewritten, they would lead nowhere. */
const KEPT = new Set([
  'next_page', // the paging token, handed back as it came
  'switch_location', // a switch's place, part of a switch port's path and queries
  'link_name', // a switch port link's key in its settings
  'asn', // a BGP configuration's number, which its peers, routes and messages are asked by
])

const isIdLike = (prop: string) => prop === 'id' || prop.endsWith('_id') || prop === 'name'

/** The maximum of an integer of this schema (its `maximum`, else its format's). */
function integerMax(schema: JsonSchema): number {
  if (typeof schema.maximum === 'number') return schema.maximum
  switch (schema.format) {
    case 'uint8':
      return 255
    case 'int8':
      return 127
    case 'uint16':
      return 65_535
    case 'int16':
      return 32_767
    case 'uint32':
      return 4_294_967_295
    case 'int32':
      return 2_147_483_647
    default:
      // 64-bit and unsized: what a double still holds exactly
      return Number.MAX_SAFE_INTEGER
  }
}

/** A description at `max` characters: what it said, then words, one of them very long. */
function padDescription(text: string, max: number): string {
  if (text.length >= max) return text
  let out = text ? `${text} ` : ''
  out += `${'Longword'.repeat(16)} `
  while (out.length < max) out += 'and more of the description '
  return out.slice(0, max).trimEnd().padEnd(max, '.')
}

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/
const NAME_REF = '#/components/schemas/Name'

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v)

/** A `{ allOf: [X] }` wrapper (how the contract hangs prose on a reference) unwrapped. */
function unwrap(schema: JsonSchema): JsonSchema {
  let s = schema
  while (s.allOf && s.allOf.length === 1 && !s.properties) s = s.allOf[0]
  return s
}

/** Whether `value` could be of `schema`: enough to pick the branch of a `oneOf`. */
function fits(schema: JsonSchema, value: unknown): boolean {
  const s = deref(unwrap(schema))
  if (s.oneOf) return s.oneOf.some((b) => fits(b, value))
  if (s.allOf) return s.allOf.every((b) => fits(b, value))
  if (value === null) return s.nullable === true
  if (s.enum) return s.enum.includes(value)
  switch (s.type) {
    case 'string':
      if (typeof value !== 'string') return false
      if (s.format === 'uuid' && !UUID.test(value)) return false
      return s.pattern === undefined || new RegExp(s.pattern).test(value)
    case 'integer':
      return Number.isInteger(value)
    case 'number':
      return typeof value === 'number'
    case 'boolean':
      return typeof value === 'boolean'
    case 'array':
      return Array.isArray(value)
  }
  if (s.type === 'object' || s.properties) {
    if (!isObject(value)) return false
    if ((s.required ?? []).some((k) => !(k in value))) return false
    const props = s.properties ?? {}
    if (s.additionalProperties === false && Object.keys(value).some((k) => !(k in props))) {
      return false
    }
    // a tag (`type: { enum: ['vpc'] }`) tells the branches apart
    return Object.entries(props).every(([k, p]) => {
      if (!(k in value)) return true
      const ps = deref(unwrap(p))
      return !ps.enum || ps.enum.includes(value[k])
    })
  }
  return true
}

/** One rewrite of one answer: counters make each kind of value take turns. */
class EdgeWalk {
  private turns = new Map<string, number>()

  /** The how-manieth time (0, 1, …) a value at `key` (its path without indices) is met. */
  private turn(key: string): number {
    const n = this.turns.get(key) ?? 0
    this.turns.set(key, n + 1)
    return n
  }

  /**
   * `value` at the edges of `schema`. `at` is its path without indices (so the items of a
   * list share one and take turns), `prop` the property it is the value of, `topList`
   * whether it is the answer's own list.
   */
  value(schema: JsonSchema, value: unknown, at: string, prop = '', topList = false): unknown {
    if (value === null || value === undefined) return value
    const outer = unwrap(schema)
    if (outer.$ref === NAME_REF && typeof value === 'string') return padName(value)
    const s = deref(outer)
    if (s.oneOf) {
      const branch = s.oneOf.find((b) => fits(b, value))
      return branch ? this.value(branch, value, `${at}|${s.oneOf.indexOf(branch)}`, prop) : value
    }
    if (s.allOf) return value // several parts: none in this contract; left alone
    if (s.enum) return value
    if (Array.isArray(value)) return this.array(s, value, at, topList)
    if (isObject(value) && (s.type === 'object' || s.properties || s.additionalProperties)) {
      return this.object(s, value, at)
    }
    if (typeof value === 'string' && s.type === 'string') return this.string(s, value, at, prop)
    if (typeof value === 'number' && s.type === 'integer') return integerMax(s)
    return value
  }

  private string(s: JsonSchema, value: string, at: string, prop: string): string {
    if (s.format === 'date-time') return this.turn('date-time') % 2 ? FAR_FUTURE : FAR_PAST
    if (s.format === 'uint128') return this.turn('uint128') % 2 ? NOT_A_NUMBER : UINT128_MAX
    if (s.format || s.pattern) return value
    if (prop === 'description') return padDescription(value, s.maxLength ?? DESCRIPTION_MAX)
    if (KEPT.has(prop) || isIdLike(prop)) return value
    const odd = this.turn(`${at}:text`) % 2 === 0 || (s.minLength ?? 0) > 0 ? ODD_TEXT : ''
    return s.maxLength === undefined ? odd : odd.slice(0, s.maxLength)
  }

  private array(s: JsonSchema, value: unknown[], at: string, topList: boolean): unknown[] {
    const items = s.items ?? {}
    const out = value.map((v) => this.value(items, v, `${at}[]`))
    const canRepeat =
      out.length > 0 && !s.uniqueItems && (s.maxItems === undefined || out.length < s.maxItems)
    const repeated = canRepeat ? [...out, structuredClone(out[0])] : out
    if (topList) return repeated
    // first met: an item repeated (a policy's role assignments still name the user); then empty
    if (this.turn(`${at}:array`) % 2 === 0) return repeated
    return (s.minItems ?? 0) === 0 ? [] : out
  }

  private object(s: JsonSchema, value: Record<string, unknown>, at: string) {
    const turn = this.turn(`${at}:object`)
    const required = new Set(s.required ?? [])
    const props = s.properties ?? {}
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value)) {
      const p = props[key]
      const path = `${at}.${key}`
      if (!p) {
        const extra = s.additionalProperties
        out[key] = extra && typeof extra === 'object' ? this.value(extra, v, `${at}{}`) : v
        continue
      }
      if (KEPT.has(key)) {
        out[key] = v
        continue
      }
      const nullable = p.nullable === true || deref(unwrap(p)).nullable === true
      const optional = !required.has(key)
      // absent, null, filled in turn (as many of those as the property allows)
      const edges = [...(optional ? ['absent'] : []), ...(nullable ? ['null'] : []), 'filled']
      const edge = edges[turn % edges.length]
      if (edge === 'absent') continue
      out[key] = edge === 'null' ? null : this.value(p, v, path, key, key === 'items' && at === '')
    }
    return out
  }
}

/**
 * An operation's answer at the contract's edges (the whole JSON body), or the body as it
 * was when the contract gives no JSON body for it.
 */
export function edgeBody(operationId: string, body: unknown): unknown {
  const schema = responseBodyOf(operationId)?.schema
  if (!schema) return body
  return new EdgeWalk().value(schema, body, '', '', true)
}

/** A successful JSON answer to a GET rewritten by `edgeBody`; any other as it is. */
export async function edgeResponse(
  method: string,
  operationId: string,
  res: Response,
): Promise<Response> {
  const json = /^application\/json\b/.test(res.headers.get('content-type') ?? '')
  if (method !== 'GET' || !res.ok || !json) return res
  const body = edgeBody(operationId, await res.json())
  const headers = new Headers(res.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(body), { status: res.status, headers })
}

/** A URL with the padding taken off the names in its path and query (the same URL if none). */
export function unpadUrl(url: URL): URL {
  let changed = false
  const segments = url.pathname.split('/').map((seg) => {
    let name: string
    try {
      name = decodeURIComponent(seg)
    } catch {
      return seg // malformed percent-encoding: the route's own check answers it
    }
    const bare = unpadName(name)
    if (bare === name) return seg
    changed = true
    return encodeURIComponent(bare)
  })
  const query = [...url.searchParams].map(([k, v]): [string, string] => [k, unpadName(v)])
  const queryChanged = query.some(([, v], i) => v !== [...url.searchParams][i][1])
  if (!changed && !queryChanged) return url
  const out = new URL(url)
  out.pathname = segments.join('/')
  if (queryChanged) out.search = `?${new URLSearchParams(query)}`
  return out
}

/** A request with the padding taken off the names in its path, query and JSON body. */
export async function unpadRequest(request: Request): Promise<Request> {
  const url = unpadUrl(new URL(request.url))
  const json = /^application\/json\b/.test(request.headers.get('content-type') ?? '')
  let body: string | ArrayBuffer | undefined
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const raw = await request.arrayBuffer()
    if (raw.byteLength > 0) body = raw
    if (json && raw.byteLength > 0) {
      const text = new TextDecoder().decode(raw)
      try {
        const parsed: unknown = JSON.parse(text)
        const bare = JSON.stringify(unpadNamesIn(parsed))
        // as it came unless a name changed: numbers past a double's reach stay exact
        if (bare !== JSON.stringify(parsed)) body = bare
      } catch {
        // not JSON after all: the operation refuses it as it would have
      }
    }
  }
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  return new Request(url, { method: request.method, headers, body })
}
