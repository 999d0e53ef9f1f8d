// `npm run check:contract [-- --write]`, from the repository root: holds the repository's
// copies of the upstream documents (api/nexus.json, lib/core/spec-routes.txt; see
// upstream-copies.mjs) to what the `shared` folder beside the repository makes of them, so
// that the copies follow the contract CI checks out beside the clone. With --write it
// rewrites the copies that differ. Without that folder (a lone clone) there is nothing to
// hold them to: it says so and passes.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

import { compareCopies } from './upstream-copies.mjs'

const args = process.argv.slice(2)
const unknown = args.filter((a) => a !== '--write')
if (unknown.length) {
  console.error(`unknown argument ${unknown.join(' ')}; usage: sync-contract.mjs [--write]`)
  process.exit(2)
}
const write = args.includes('--write')
const repo = process.cwd()
const shared = resolve(repo, '..', 'shared')

let results
try {
  results = compareCopies(repo, shared)
} catch (e) {
  console.error(`check:contract: ${e instanceof Error ? e.message : e}`)
  process.exit(1)
}

const stale = []
for (const { path, sources, state, expected } of results) {
  const from = sources.map((s) => relative(repo, join(shared, s))).join(' and ')
  if (state === 'absent') {
    console.log(`${path}: ${from} absent, nothing to check it against; the committed copy stands`)
  } else if (state === 'same') {
    console.log(`${path}: as made from ${from}`)
  } else if (write) {
    mkdirSync(dirname(join(repo, path)), { recursive: true })
    writeFileSync(join(repo, path), expected)
    console.log(`${path}: rewritten from ${from}`)
    if (path.startsWith('api/')) console.log('  the contract changed: run `npm run gen-api` next')
  } else {
    stale.push(path)
    console.error(
      state === 'missing'
        ? `${path} is missing (upstream-copies.mjs makes it of ${from})`
        : `${path} differs from what upstream-copies.mjs makes of ${from}`,
    )
  }
}

if (stale.length) {
  console.error(
    'Update the copies with `npm run check:contract -- --write`; after a contract change ' +
      'also run `npm run gen-api`, then commit them together.',
  )
  process.exit(1)
}
