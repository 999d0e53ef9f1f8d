// The part of the API contract the mock server reads at run time, extracted by
// `npm run gen-api` into a committed file so that the running mock, like the
// generated client, needs nothing outside the repository: per operation its
// request body (content type and schema), documented response codes and, when
// it answers with JSON, its success response (status and body schema; what the
// edge-data mode, mocks/seed/edge-data.ts, walks), and the component schemas those
// bodies reach. Prose and Rust codegen hints are
// left out; keys are sorted so that regenerating gives no diff.

export const EXTRACT_PATH = 'mocks/__generated__/contract-extract.json'

const DROPPED = new Set(['description', 'title', 'example', 'x-rust-type'])
const REF_PREFIX = '#/components/schemas/'

/**
 * A schema without its prose. Only schema positions are walked, so a property
 * *named* `description` and the data in `default`/`enum` are kept as they are.
 */
function pruneSchema(schema, refs) {
  if (schema === null || typeof schema !== 'object') return schema
  const out = {}
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED.has(key)) continue
    if (key === '$ref') refs.push(value.slice(REF_PREFIX.length))
    if (key === 'properties') {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, p]) => [name, pruneSchema(p, refs)]),
      )
    } else if (key === 'allOf' || key === 'oneOf' || key === 'anyOf') {
      out[key] = value.map((part) => pruneSchema(part, refs))
    } else if (key === 'items' || key === 'additionalProperties' || key === 'not') {
      out[key] = pruneSchema(value, refs)
    } else {
      out[key] = value
    }
  }
  return out
}

/** The JSON value with every object's keys in sorted order; arrays keep theirs. */
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortKeys(value[k])]),
  )
}

/**
 * The extract of an OpenAPI document (parsed `nexus.json`), as the text to
 * commit: `{ operations: { [operationId]: { requestBody?, response?, responses } },
 * schemas: { [name]: schema } }`.
 */
export function contractExtractJson(doc) {
  const refs = []
  const operations = {}
  for (const methods of Object.values(doc.paths)) {
    for (const op of Object.values(methods)) {
      if (!op || typeof op !== 'object' || !op.operationId) continue
      const entry = { responses: Object.keys(op.responses ?? {}) }
      const content = op.requestBody?.content
      if (content) {
        // Every body in the contract has a single content type.
        const [contentType, media] = Object.entries(content)[0]
        entry.requestBody = { contentType, schema: pruneSchema(media.schema, refs) }
      }
      const success = Object.entries(op.responses ?? {}).find(([code]) => /^2\d\d$/.test(code))
      const json = success?.[1].content?.['application/json']
      if (json) {
        entry.response = { schema: pruneSchema(json.schema, refs), status: success[0] }
      }
      operations[op.operationId] = entry
    }
  }

  const schemas = {}
  while (refs.length) {
    const name = refs.pop()
    if (name in schemas) continue
    const schema = doc.components.schemas[name]
    if (!schema) throw new Error(`unknown $ref ${REF_PREFIX}${name}`)
    schemas[name] = pruneSchema(schema, refs)
  }

  return `${JSON.stringify(sortKeys({ operations, schemas }), null, 2)}\n`
}
