import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { buildApiRoutes, contractOperationId } from '../handlers'
import { testServer } from '../test-helpers'

type Parameter = { name: string; in: string; required?: boolean }
type Operation = { operationId: string; parameters?: Parameter[] }

const contract = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../api/nexus.json', import.meta.url)), 'utf8'),
) as { paths: Record<string, Record<string, Operation>> }

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head']

const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) =>
    item[method] ? [{ method: method.toUpperCase(), path, ...item[method] }] : [],
  ),
)

describe('the mock implements the contract', () => {
  it('answers every operation of nexus.json for real, none with the not-implemented fallback', () => {
    const routes = buildApiRoutes()
    expect(routes).toHaveLength(operations.length)
    const unimplemented = routes
      .filter((r) => !r.implemented)
      .map((r) => contractOperationId(r.operation))
    expect(unimplemented).toEqual([])
  })
})

/** The seed's names for each scope a list can be asked in. */
const SEEDED_SCOPE: Record<string, string> = {
  project: 'mock-project',
  vpc: 'mock-vpc',
  silo: 'acme',
  instance: 'db1',
  gateway: 'default',
  router: 'mock-custom-router',
  start_time: new Date(Date.now() - 7 * 86_400_000).toISOString(),
}

describe('every read without path parameters answers in demo mode', () => {
  const reads = operations.filter((o) => o.method === 'GET' && !o.path.includes('{'))

  it('answers 2xx to the fleet admin, with the seed names as scope', async () => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    // the scopes that are seeded values rather than names: the first of their lists
    const firstOf = async (path: string, key: string) => {
      const res = await admin.get(path)
      const items = ((await res.json()) as { items?: Record<string, unknown>[] }).items ?? []
      return items.length ? String(items[0][key]) : undefined
    }
    const scope: Record<string, string | undefined> = {
      ...SEEDED_SCOPE,
      asn: await firstOf('/v1/system/networking/bgp', 'asn'),
      receiver: await firstOf('/v1/alert-receivers', 'name'),
    }
    const failures: string[] = []
    for (const read of reads) {
      const query = new URLSearchParams()
      for (const p of read.parameters ?? []) {
        if (p.in !== 'query') continue
        const value = scope[p.name]
        if (value !== undefined) query.set(p.name, value)
        else if (p.required) failures.push(`${read.operationId}: no seeded value for ${p.name}`)
      }
      const url = query.size ? `${read.path}?${query}` : read.path
      const res = await admin.get(url)
      if (res.status < 200 || res.status > 299) {
        failures.push(`${read.operationId} ${url}: ${res.status} ${await res.text()}`)
      }
    }
    expect(reads.length).toBeGreaterThan(60)
    expect(failures).toEqual([])
  })
})
