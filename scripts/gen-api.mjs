// Regenerates the typed client, zod validators and mock-handler types from the
// API contract, then the console's table of operations (see gen-operations.mjs) and
// the mock server's extract of the contract (see contract-extract.mjs). Output is
// committed; never edit it by hand.
//
// The contract is api/nexus.json: upstream's prose-free document with its `description`
// properties put back (api/README.md; scripts/upstream-copies.mjs makes it). It is the
// generator's input as it is, so no prose of the upstream document lands here.
import { execFileSync } from 'node:child_process'
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

import { contractExtractJson, EXTRACT_PATH } from './contract-extract.mjs'
import { operationsFiles, OPERATIONS_DIR } from './gen-operations.mjs'

const CONTRACT = 'api/nexus.json'
const contract = JSON.parse(readFileSync(CONTRACT, 'utf8'))
const dir = mkdtempSync(join(tmpdir(), 'nexus-'))

// The console's client and types go to lib/api; the validators and handler interface only
// the mock runs go to mocks/, importing the types from where the console keeps them.
const generated = join(dir, 'out')
mkdirSync(generated)
execFileSync('npx', ['openapi-gen-ts', CONTRACT, generated, '--features', 'zod,msw'], {
  stdio: 'inherit',
})
const CONSOLE_OUT = 'lib/api/__generated__'
const MOCK_OUT = 'mocks/__generated__'
const MOCK_ONLY = ['msw-handlers.ts', 'validate.ts']
mkdirSync(CONSOLE_OUT, { recursive: true })
for (const file of readdirSync(generated)) {
  if (MOCK_ONLY.includes(file)) {
    const text = readFileSync(join(generated, file), 'utf8').replace(
      /from (["'])\.\/(Api|util|http-client)\1/g,
      (_, quote, name) => `from ${quote}../../${CONSOLE_OUT}/${name}${quote}`,
    )
    writeFileSync(join(MOCK_OUT, file), text)
  } else {
    copyFileSync(join(generated, file), join(CONSOLE_OUT, file))
  }
}
rmSync(dir, { recursive: true, force: true })

// the folder afresh, so an operation the contract dropped goes with it
rmSync(OPERATIONS_DIR, { recursive: true, force: true })
mkdirSync(OPERATIONS_DIR, { recursive: true })
const operations = operationsFiles(contract)
for (const [path, text] of operations) writeFileSync(path, text)
console.log(`wrote ${operations.size} files of ${OPERATIONS_DIR}`)

mkdirSync(dirname(EXTRACT_PATH), { recursive: true })
writeFileSync(EXTRACT_PATH, contractExtractJson(contract))
console.log(`wrote ${EXTRACT_PATH}`)
