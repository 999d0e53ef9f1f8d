import extract from '../__generated__/contract-extract.json'
// relative, not `@/`: the mock also loads from a working directory without the tsconfig
import { Api } from '../../lib/api/__generated__/Api'

/**
 * What the mock needs from the OpenAPI document and the generated validators
 * lose (which defaults a body may leave out, which content type an operation
 * takes), from the extract `npm run gen-api` commits beside the generated
 * client, so that the running mock needs nothing outside the repository.
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
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  uniqueItems?: boolean
}

export type RequestBodySpec = { contentType: string; schema: JsonSchema }

/** A JSON success answer: its status (`200`, `201`, …) and body. */
export type ResponseBodySpec = { status: string; schema: JsonSchema }

/** The shape `scripts/contract-extract.mjs` writes (TypeScript infers only the literal data). */
type Extract = {
  operations: Record<
    string,
    { requestBody?: RequestBodySpec; response?: ResponseBodySpec; responses: string[] }
  >
  schemas: Record<string, JsonSchema>
}

const { operations, schemas } = extract as unknown as Extract

/** The schema a `$ref` names, followed until it is not a reference. */
export function deref(schema: JsonSchema): JsonSchema {
  let s = schema
  const seen = new Set<string>()
  while (s.$ref) {
    if (seen.has(s.$ref)) throw new Error(`circular $ref ${s.$ref}`)
    seen.add(s.$ref)
    const name = s.$ref.replace('#/components/schemas/', '')
    const target = schemas[name]
    if (!target) throw new Error(`unknown $ref ${s.$ref}`)
    s = target
  }
  return s
}

/** What the operation (by contract id, e.g. `silo_create`) takes as its body, if anything. */
export const requestBodyOf = (operationId: string): RequestBodySpec | undefined =>
  operations[operationId]?.requestBody

/** What the operation answers with on success, when that is JSON. */
export const responseBodyOf = (operationId: string): ResponseBodySpec | undefined =>
  operations[operationId]?.response

/** The status codes the contract documents for an operation (`201`, `4XX`, …). */
export const responseCodesOf = (operationId: string): string[] =>
  operations[operationId]?.responses ?? []

/**
 * The contract's `info.version`, which clients send as `api-version`. The generated
 * client is the one place it is written down, so the mock reads it from there.
 */
export const API_VERSION: string = new Api().apiVersion
