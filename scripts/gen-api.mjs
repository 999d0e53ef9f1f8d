// Regenerates the typed client, zod validators and mock-handler types from the
// API contract, and the mock server's extract of the contract (see
// contract-extract.mjs). Output is committed; never edit it by hand.
//
// ../shared/api/nexus-codegen.json is the contract with its prose removed, but
// the removal also dropped every *property* named `description` (76 schemas,
// while their `required` lists still name it), so a client generated from it
// would send e.g. a project create without its required description. We take
// the codegen document and put those properties back from nexus.json, with
// their own prose removed, so that still no upstream prose lands here.
import { execFileSync } from 'node:child_process'
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

import { contractExtractJson, EXTRACT_PATH } from './contract-extract.mjs'

const api = '../shared/api'
const full = JSON.parse(readFileSync(join(api, 'nexus.json'), 'utf8'))
const codegen = JSON.parse(readFileSync(join(api, 'nexus-codegen.json'), 'utf8'))

/** Drops string-valued `description`/`summary` keys: the prose, not properties. */
function stripProse(node) {
  if (Array.isArray(node)) return node.map(stripProse)
  if (node === null || typeof node !== 'object') return node
  return Object.fromEntries(
    Object.entries(node)
      .filter(([k, v]) => !((k === 'description' || k === 'summary') && typeof v === 'string'))
      .map(([k, v]) => [k, stripProse(v)]),
  )
}

/** Walks two parallel schema trees and restores `properties.description`. */
function restore(fullNode, genNode, path, restored) {
  if (!fullNode || !genNode || typeof fullNode !== 'object' || typeof genNode !== 'object') return
  if (fullNode.properties && genNode.properties) {
    const prop = fullNode.properties.description
    if (prop && typeof prop === 'object' && !('description' in genNode.properties)) {
      genNode.properties.description = stripProse(prop)
      restored.push(path)
    }
  }
  for (const [k, v] of Object.entries(fullNode)) {
    if (k in genNode) restore(v, genNode[k], `${path}/${k}`, restored)
  }
}

const restored = []
restore(full, codegen, '#', restored)
const dir = mkdtempSync(join(tmpdir(), 'nexus-'))
const input = join(dir, 'nexus-codegen-fixed.json')
writeFileSync(input, JSON.stringify(codegen))
console.log(`restored the description property in ${restored.length} schemas`)

// The console's client and types go to lib/api; the validators and handler interface only
// the mock runs go to mocks/, importing the types from where the console keeps them.
const generated = join(dir, 'out')
mkdirSync(generated)
execFileSync('npx', ['openapi-gen-ts', input, generated, '--features', 'zod,msw'], {
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

mkdirSync(dirname(EXTRACT_PATH), { recursive: true })
writeFileSync(EXTRACT_PATH, contractExtractJson(full))
console.log(`wrote ${EXTRACT_PATH}`)
