import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/**
 * The OpenAPI document itself, read once at start-up: the generated validators
 * lose what the mock needs from it (which defaults a body may leave out, which
 * content type an operation takes). `MOCK_CONTRACT` points elsewhere; by
 * default it is `../shared/api/nexus.json` from the working directory, where
 * `npm run gen-api` reads it too.
 */

export type JsonSchema = {
  $ref?: string
  type?: string
  properties?: Record<string, JsonSchema>
  additionalProperties?: JsonSchema | boolean
  items?: JsonSchema
  required?: string[]
  allOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  enum?: unknown[]
  nullable?: boolean
  default?: unknown
}

type Operation = {
  operationId: string
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, unknown>
}

type Document = {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, JsonSchema> }
}

export type RequestBodySpec = { contentType: string; schema: JsonSchema }

const CONTRACT_PATH = resolve(process.env.MOCK_CONTRACT ?? '../shared/api/nexus.json')

const doc = JSON.parse(readFileSync(CONTRACT_PATH, 'utf8')) as Document

const operations = new Map<string, Operation>()
for (const methods of Object.values(doc.paths)) {
  for (const op of Object.values(methods)) operations.set(op.operationId, op)
}

/** The schema a `$ref` names, followed until it is not a reference. */
export function deref(schema: JsonSchema): JsonSchema {
  let s = schema
  const seen = new Set<string>()
  while (s.$ref) {
    if (seen.has(s.$ref)) throw new Error(`circular $ref ${s.$ref}`)
    seen.add(s.$ref)
    const name = s.$ref.replace('#/components/schemas/', '')
    const target = doc.components.schemas[name]
    if (!target) throw new Error(`unknown $ref ${s.$ref}`)
    s = target
  }
  return s
}

/** What the operation (by contract id, e.g. `silo_create`) takes as its body, if anything. */
export function requestBodyOf(operationId: string): RequestBodySpec | undefined {
  const content = operations.get(operationId)?.requestBody?.content
  if (!content) return undefined
  const [contentType, media] = Object.entries(content)[0]
  return { contentType, schema: media.schema }
}

/** The status codes the contract documents for an operation (`201`, `4XX`, …). */
export const responseCodesOf = (operationId: string) =>
  Object.keys(operations.get(operationId)?.responses ?? {})
