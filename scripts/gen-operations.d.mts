// Types for gen-operations.mjs, which stays plain ESM so that `node scripts/gen-api.mjs`
// runs it without a build step.

/** Where `npm run gen-api` writes the operations module, relative to the repository root. */
export const OPERATIONS_PATH: string

/** The folder of one module per operation, beside OPERATIONS_PATH. */
export const OPERATIONS_DIR: string

/** The operations modules of a parsed OpenAPI document, as the text to commit, by path. */
export function operationsFiles(doc: unknown): Map<string, string>
