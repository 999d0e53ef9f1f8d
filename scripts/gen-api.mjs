// Regenerates the typed client, zod validators and mock-handler types from the
// API contract. Output is committed; never edit it by hand.
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'

const out = 'lib/api/__generated__'
mkdirSync(out, { recursive: true })
execFileSync(
  'npx',
  ['openapi-gen-ts', '../shared/api/nexus-codegen.json', out, '--features', 'zod,msw'],
  { stdio: 'inherit' },
)
