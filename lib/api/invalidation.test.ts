import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { invalidatedBy } from './invalidation'

/** Every source file of the console (not the generated client, not tests). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === '__generated__' || name === 'node_modules') return []
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

const code = ['components', 'lib', 'pages'].flatMap(sources).map((f) => readFileSync(f, 'utf8'))

describe('invalidatedBy', () => {
  it('names what every write the console makes changes', () => {
    const used = new Set(
      code.flatMap((src) =>
        [...src.matchAll(/use(?:Api|Rename)Mutation\(\s*'(\w+)'/g)].map((m) => m[1]),
      ),
    )
    expect(used.size).toBeGreaterThan(10)
    const missing = [...used].filter((op) => !(op in invalidatedBy))
    expect(missing).toEqual([])
  })

  it('keeps invalidation lists out of call sites', () => {
    const callSites = code.filter((src) => /invalidates:\s*\[/.test(src))
    expect(callSites).toEqual([])
  })

  it('never refetches what a delete removed', () => {
    for (const [op, changes] of Object.entries(invalidatedBy)) {
      if (!op.endsWith('Delete')) continue
      const view = op.replace(/Delete$/, 'View')
      expect(changes, op).not.toContain(view)
    }
  })
})
