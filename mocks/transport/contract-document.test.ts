import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * `npm ci && npm start` works from a fresh clone with nothing beside it (no
 * upstream `shared` folder): the mock's view of the contract must come from the
 * repository itself, whatever the working directory.
 */
describe('the contract as the mock reads it', () => {
  it('loads in a directory with no upstream folder beside it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'no-shared-'))
    try {
      const documentModule = resolve('mocks/transport/contract-document.ts')
      const script = join(dir, 'probe.mts')
      writeFileSync(
        script,
        `const c = await import(${JSON.stringify(documentModule)})
console.log(JSON.stringify([c.requestBodyOf('project_create')?.contentType, c.responseCodesOf('project_create'), c.API_VERSION]))`,
      )
      const out = execFileSync(resolve('node_modules/.bin/tsx'), [script], {
        cwd: dir,
        encoding: 'utf8',
      })
      expect(JSON.parse(out)).toEqual([
        'application/json',
        ['201', '4XX', '5XX'],
        expect.stringMatching(/^\d{8}\.\d+\.\d+$/),
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000)
})
