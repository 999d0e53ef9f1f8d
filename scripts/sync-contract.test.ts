import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const SCRIPT = resolve('scripts/sync-contract.mjs')

/** A published document in small: prose on the operation, the schema and its property. */
const PUBLISHED = {
  openapi: '3.0.3',
  info: { title: 'Region API', description: 'All about the API', version: '1.0.0' },
  paths: {
    '/v1/projects': {
      post: {
        summary: 'Create a project',
        operationId: 'project_create',
        requestBody: {
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/ProjectCreate' } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      ProjectCreate: {
        description: 'Create-time parameters of a project',
        type: 'object',
        properties: {
          description: { description: 'What the project is for', type: 'string' },
          name: { type: 'string' },
        },
        required: ['description', 'name'],
      },
    },
  },
}

/** Upstream's prose-free copy of it, which lost the property named `description` too. */
const CODEGEN = {
  ...PUBLISHED,
  info: { title: 'Region API', version: '1.0.0' },
  paths: { '/v1/projects': { post: { operationId: 'project_create' } } },
  components: {
    schemas: {
      ProjectCreate: {
        type: 'object',
        properties: { name: { type: 'string' } },
        required: ['description', 'name'],
      },
    },
  },
}

const SPEC = `# Product specification

## 2. Screens and routes

Public routes:
- login/{silo}/local

Screen behaviours:
- Not a route.

## 3. Entities
`

const sandboxes: string[] = []
afterEach(() => {
  for (const dir of sandboxes.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A clone in `<tmp>/repo`, with the upstream files given (path → text) in `<tmp>/shared`. */
function sandbox(shared: Record<string, string> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'sync-contract-'))
  sandboxes.push(root)
  const repo = join(root, 'repo')
  mkdirSync(repo)
  for (const [path, text] of Object.entries(shared)) {
    mkdirSync(dirname(join(root, 'shared', path)), { recursive: true })
    writeFileSync(join(root, 'shared', path), text)
  }
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [SCRIPT, ...args], { cwd: repo, encoding: 'utf8' })
  return { repo, run, read: (path: string) => readFileSync(join(repo, path), 'utf8') }
}

const UPSTREAM = {
  'api/nexus.json': JSON.stringify(PUBLISHED),
  'api/nexus-codegen.json': JSON.stringify(CODEGEN),
  'SPEC.md': SPEC,
}

describe('npm run check:contract', () => {
  it('passes in a clone with nothing beside it, saying so, and writes nothing', () => {
    const { repo, run } = sandbox()
    const result = run()
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/api\/nexus\.json: .*absent/)
    expect(result.stdout).toMatch(/spec-routes\.txt: .*absent/)
    expect(existsSync(join(repo, 'api'))).toBe(false)
  })

  it('fails while a copy is missing, makes it with --write, then passes', () => {
    const { run } = sandbox(UPSTREAM)
    const missing = run()
    expect(missing.status).toBe(1)
    expect(missing.stderr).toContain('api/nexus.json is missing')
    expect(missing.stderr).toContain('--write')
    expect(run('--write').status).toBe(0)
    const again = run()
    expect(again.status).toBe(0)
    expect(again.stdout).toContain('api/nexus.json: as made from ')
  })

  it('fails when one byte of a copy differs', () => {
    const { repo, run, read } = sandbox(UPSTREAM)
    run('--write')
    writeFileSync(join(repo, 'api/nexus.json'), read('api/nexus.json').replace('1.0.0', '1.0.1'))
    const result = run()
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('api/nexus.json differs')
    expect(result.stderr).not.toContain('spec-routes')
  })

  it('keeps the contract prose-free, with its description properties put back', () => {
    const { run, read } = sandbox(UPSTREAM)
    run('--write')
    const text = read('api/nexus.json')
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`)
    const schema = JSON.parse(text).components.schemas.ProjectCreate
    // upstream's key order, the restored property after it, without its prose
    expect(schema.properties).toEqual({ name: { type: 'string' }, description: { type: 'string' } })
    expect(Object.keys(schema.properties)).toEqual(['name', 'description'])
    expect(text).not.toMatch(/All about|Create a project|Create-time|What the project/)
  })

  it('copies the spec’s route lists, up to its screen behaviours', () => {
    const { run, read } = sandbox(UPSTREAM)
    run('--write')
    const routes = read('lib/core/spec-routes.txt')
    expect(routes).toMatch(/^# /)
    expect(routes).toContain('\n\nPublic routes:\n- login/{silo}/local\n')
    expect(routes).not.toMatch(/Screen behaviours|Not a route|Entities/)
  })

  it('fails on an upstream folder with only part of a copy’s sources', () => {
    const { run } = sandbox({ 'api/nexus.json': JSON.stringify(PUBLISHED) })
    const result = run()
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('lacks api/nexus-codegen.json')
  })

  it('refuses an argument it does not know', () => {
    expect(sandbox().run('--wrte').status).toBe(2)
  })
}, 30_000)

describe('the committed contract, api/nexus.json', () => {
  it('holds no prose but what upstream’s prose-free document keeps (the Error schema’s)', () => {
    const prose: string[] = []
    const walk = (node: unknown, path: string) => {
      if (node === null || typeof node !== 'object') return
      for (const [key, value] of Object.entries(node)) {
        const isProse = (key === 'description' || key === 'summary') && typeof value === 'string'
        if (isProse) prose.push(`${path}/${key}`)
        walk(value, `${path}/${key}`)
      }
    }
    walk(JSON.parse(readFileSync('api/nexus.json', 'utf8')), '#')
    expect(prose).toEqual(['#/components/schemas/Error/description'])
  })
})
