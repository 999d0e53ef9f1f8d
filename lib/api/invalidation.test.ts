import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { OpName } from './client'
import { invalidatedBy, invalidatedOn, invalidationsOf } from './invalidation'

/** Every source file of the console (not the generated client, not tests). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === '__generated__' || name === 'node_modules') return []
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

const files = ['components', 'lib', 'pages'].flatMap(sources)
const code = files.map((f) => readFileSync(f, 'utf8'))

/** The names a callee is given first: an operation as call sites name it (`op.diskCreate`), or a string. */
const firstArgs = (src: string, callee: RegExp) =>
  [...src.matchAll(new RegExp(`${callee.source}\\(\\s*(?:op\\.(\\w+)|'(\\w+)')`, 'g'))].map(
    (m) => m[1] ?? m[2],
  )

/** Reads change nothing; every other operation is a write. */
const isWrite = (op: string) => !/(View|List)$/.test(op)

describe('invalidatedBy', () => {
  it('names what every write the console makes changes', () => {
    const used = new Set(code.flatMap((src) => firstArgs(src, /use(?:Api|RawApi|Rename)Mutation/)))
    expect(used.size).toBeGreaterThan(10)
    const missing = [...used].filter((op) => !(op in invalidatedBy))
    expect(missing).toEqual([])
  })

  // the upload makes its calls through useCallSequence, which invalidates by this table too
  it("names what the image upload's writes change, so its lists refresh", () => {
    const upload = ['upload-image.ts', 'bulk-write.ts']
      .map((f) => readFileSync(join('lib/domain/upload', f), 'utf8'))
      .flatMap((src) => firstArgs(src, /\b(?:call|callAgainOnFailure|sendRaw)/))
    const writes = [...new Set(upload)].filter(isWrite)
    expect(writes).toEqual(expect.arrayContaining(['diskCreate', 'imageCreate', 'diskDelete']))
    expect(writes.filter((op) => !(op in invalidatedBy))).toEqual([])
    // the temporary disk and snapshot come and go, and the image comes
    const refreshed = writes.flatMap((op) => invalidationsOf(op as OpName))
    expect(refreshed).toEqual(expect.arrayContaining(['diskList', 'snapshotList', 'imageList']))
  })

  it('keeps invalidation lists out of call sites', () => {
    const callSites = code.filter((src) => /invalidates:\s*\[/.test(src))
    expect(callSites).toEqual([])
  })

  it('is the only invalidation: nothing outside lib/api invalidates queries itself', () => {
    const elsewhere = files.filter(
      (f, i) =>
        !f.startsWith(join('lib', 'api')) && /\.(invalidate|refetch|reset)Queries\(/.test(code[i]),
    )
    expect(elsewhere).toEqual([])
  })

  it('never refetches what a delete removed', () => {
    for (const [op, changes] of Object.entries(invalidatedBy)) {
      if (!op.endsWith('Delete')) continue
      const view = op.replace(/Delete$/, 'View')
      expect(changes, op).not.toContain(view)
    }
  })
})

describe('invalidatedOn', () => {
  it('has an entry for each event the console refreshes on, and no other', () => {
    const seen = new Set(code.flatMap((src) => firstArgs(src, /useRefreshOn/)))
    expect([...seen].sort()).toEqual(Object.keys(invalidatedOn).sort())
  })

  it('refreshes reads only', () => {
    const writes = Object.values(invalidatedOn).flat().filter(isWrite)
    expect(writes).toEqual([])
  })
})
