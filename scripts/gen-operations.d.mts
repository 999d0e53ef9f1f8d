// Types for gen-operations.mjs, which stays plain ESM so that `node scripts/gen-api.mjs`
// runs it without a build step.

/** Where `npm run gen-api` writes the operations module, relative to the repository root. */
export const OPERATIONS_PATH: string

/** The operations module of a parsed OpenAPI document, as the text to commit. */
export function operationsModule(doc: unknown): string
