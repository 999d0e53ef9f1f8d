// Types for contract-extract.mjs, which stays plain ESM so that
// `node scripts/gen-api.mjs` runs it without a build step.

/** Where `npm run gen-api` writes the extract, relative to the repository root. */
export const EXTRACT_PATH: string

/** The mock's extract of a parsed OpenAPI document, as the text to commit. */
export function contractExtractJson(doc: unknown): string
