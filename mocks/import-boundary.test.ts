import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The mock stands in for Nexus, so it must not borrow the console's rules:
 * from `lib/` it may use only the generated API code (the contract's types,
 * validators, handler interface and version) and the demo marker (what it
 * writes into the page it serves).
 */

// the generated API, and the protocol between a server of out/ and its page
const ALLOWED = [/^lib\/api\/__generated__\//, /^lib\/demo-marker(\.ts)?$/]

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return tsFiles(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

/** Every module a file imports or re-exports, static or dynamic. */
function specifiers(source: string): string[] {
  const found: string[] = []
  const patterns = [
    /\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ]
  for (const re of patterns) for (const m of source.matchAll(re)) found.push(m[1])
  return found
}

/** The repository path an import points at, or undefined for a package. */
function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@/')) return normalize(specifier.slice(2))
  if (specifier.startsWith('.')) return normalize(join(dirname(file), specifier))
  return undefined
}

function consoleImports(files: string[], read: (f: string) => string) {
  return files.flatMap((file) =>
    specifiers(read(file))
      .map((s) => ({ file, specifier: s, path: target(file, s) }))
      .filter(({ path }) => path !== undefined && /^lib(\/|$)/.test(path))
      .filter(({ path }) => !ALLOWED.some((re) => re.test(path!)))
      .map(({ file, specifier }) => `${file}: ${specifier}`),
  )
}

describe('what the mock imports', () => {
  it('takes nothing from lib/ but the generated API code and the demo marker', () => {
    // this file's samples below are strings, not imports
    const files = tsFiles('mocks')
      .map((f) => relative('.', f))
      .filter((f) => f !== 'mocks/import-boundary.test.ts')
    expect(files.length).toBeGreaterThan(40)
    expect(consoleImports(files, (f) => readFileSync(f, 'utf8'))).toEqual([])
  })

  it('sees imports of every form, by alias or by relative path', () => {
    const sources: Record<string, string> = {
      'mocks/a.ts': "import { instanceCan } from '@/lib/instance-actions'",
      'mocks/handlers/b.ts': "import {\n  diskCan,\n} from '../../lib/instance-actions'",
      'mocks/c.ts': "export { x } from '@/lib/roles'\nconst y = await import('@/lib/names')",
      'mocks/d.ts':
        "import type { Disk } from '@/lib/api/__generated__/Api'\nimport { DEMO_MARKER } from '@/lib/demo-marker'\nimport { faker } from '@faker-js/faker'",
      'mocks/e.ts':
        "import { Api } from '../lib/api/__generated__/Api'\nimport { matchRoute } from '@/lib/route-manifest'",
    }
    expect(consoleImports(Object.keys(sources), (f) => sources[f])).toEqual([
      'mocks/a.ts: @/lib/instance-actions',
      'mocks/handlers/b.ts: ../../lib/instance-actions',
      'mocks/c.ts: @/lib/roles',
      'mocks/c.ts: @/lib/names',
      'mocks/e.ts: @/lib/route-manifest',
    ])
  })
})
