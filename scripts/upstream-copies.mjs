// The repository keeps its own copies of what it needs from the upstream documents (the API
// contract, the spec's route list), which CI checks out in a folder `shared` beside the
// clone, so that a clone with nothing beside it type-checks, lints, tests and generates. This
// module says how each copy is made from that folder; scripts/sync-contract.mjs checks the
// copies against it, or rewrites them.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

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

/**
 * Walks two parallel trees and puts back, prose-free, each property *named* `description`
 * that the codegen document lost with the prose (their schemas' `required` lists still name
 * it: a client made without them would leave it out of e.g. a project create).
 */
function restoreDescriptionProperties(fullNode, genNode) {
  if (!fullNode || !genNode || typeof fullNode !== 'object' || typeof genNode !== 'object') return
  if (fullNode.properties && genNode.properties) {
    const prop = fullNode.properties.description
    if (prop && typeof prop === 'object' && !('description' in genNode.properties)) {
      genNode.properties.description = stripProse(prop)
    }
  }
  for (const [k, v] of Object.entries(fullNode)) {
    if (k in genNode) restoreDescriptionProperties(v, genNode[k])
  }
}

/**
 * The contract as the repository keeps it: nexus-codegen.json (upstream's prose-free
 * document) with its `description` properties restored from nexus.json. Keys stay in
 * upstream's order, which the generated client follows; the same inputs give the same bytes.
 */
function prosefreeContract(fullText, codegenText) {
  const codegen = JSON.parse(codegenText)
  restoreDescriptionProperties(JSON.parse(fullText), codegen)
  return `${JSON.stringify(codegen, null, 2)}\n`
}

const SPEC_ROUTES_HEADER = `# The product specification's routes: section 2 ("Screens and routes") of SPEC.md in the
# \`shared\` folder beside the repository, word for word, up to its screen behaviours.
# lib/core/spec-routes.test.ts holds the route table to these lines. \`npm run check:contract\`
# (part of \`npm test\`) fails when the spec says otherwise, and with \`-- --write\` refreshes it.
`

/** Section 2 of the spec up to "Screen behaviours:" (or the next section), with a header. */
function specRoutes(specText) {
  const lines = specText.split('\n')
  const start = lines.findIndex((l) => l.startsWith('## 2.'))
  if (start < 0) throw new Error('SPEC.md has no section "## 2.": its routes moved')
  const rest = lines.slice(start + 1)
  const end = rest.findIndex((l) => l.startsWith('## ') || l.startsWith('Screen behaviours'))
  const body = (end < 0 ? rest : rest.slice(0, end)).join('\n').trim()
  return `${SPEC_ROUTES_HEADER}\n${body}\n`
}

/** Each copy: where it lives in the repository, the upstream files it is made of, how. */
const UPSTREAM_COPIES = [
  {
    path: 'api/nexus.json',
    sources: ['api/nexus.json', 'api/nexus-codegen.json'],
    make: ([full, codegen]) => prosefreeContract(full, codegen),
  },
  {
    path: 'lib/core/spec-routes.txt',
    sources: ['SPEC.md'],
    make: ([spec]) => specRoutes(spec),
  },
]

/**
 * Each copy against what `shared` makes of it now: `absent` when none of its sources is
 * there (a lone clone), else `same`, `differs` or `missing` (no copy in `repo` yet), with
 * the text it should hold. A copy with only some of its sources is an error: `shared` is
 * there but not as this module knows it.
 */
export function compareCopies(repo, shared) {
  return UPSTREAM_COPIES.map(({ path, sources, make }) => {
    const present = sources.filter((s) => existsSync(join(shared, s)))
    if (present.length === 0) return { path, sources, state: 'absent' }
    if (present.length < sources.length) {
      const lacking = sources.filter((s) => !present.includes(s))
      throw new Error(`${shared} lacks ${lacking.join(', ')}, needed for ${path}`)
    }
    const expected = make(sources.map((s) => readFileSync(join(shared, s), 'utf8')))
    const copy = join(repo, path)
    if (!existsSync(copy)) return { path, sources, state: 'missing', expected }
    const state = readFileSync(copy, 'utf8') === expected ? 'same' : 'differs'
    return { path, sources, state, expected }
  })
}
