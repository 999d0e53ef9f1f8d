import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as validators from '@/mocks/__generated__/validate'
import { responseBodyOf, type JsonSchema } from '../transport/contract-document'
import { db } from '../store/db'
import { edgeBody, edgeModeFromEnv, ODD_TEXT } from './edge-data'
import { padName, unpadName, unpadNamesIn } from '../edge-names'
import { testServer } from '../test-helpers'

type Parameter = { name: string; in: string; required?: boolean }
type Operation = { operationId: string; parameters?: Parameter[] }
type Schema = { safeParse: (v: unknown) => { success: boolean; error?: unknown } }
type Row = Record<string, unknown>

const contract = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../api/nexus.json', import.meta.url)), 'utf8'),
) as { paths: Record<string, Record<string, Operation>> }

const FAR = ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z']
const P = `project=${padName('mock-project')}`

describe('names padded to 63 characters', () => {
  it('pads a name and takes the padding off again', () => {
    const padded = padName('db1')
    expect(padded).toHaveLength(63)
    expect(padded).toMatch(/^db1-[a-z]+$/)
    expect(unpadName(padded)).toBe('db1')
    expect(unpadName('db1')).toBe('db1')
    const sixtyOne = `a${'-b'.repeat(30)}`
    expect(unpadName(padName(sixtyOne))).toBe(sixtyOne)
  })

  it('leaves alone what is no name, is too long to pad or only looks padded', () => {
    const uuid = '6f0c2b1e-3d4a-4e5f-8a9b-0c1d2e3f4a5b'
    expect(padName(uuid)).toBe(uuid)
    expect(padName('16.1.0')).toBe('16.1.0')
    const long = 'x'.repeat(62)
    expect(padName(long)).toBe(long)
    const lookalike = `db1-${'z'.repeat(59)}`
    expect(unpadName(lookalike)).toBe(lookalike)
    expect(unpadNamesIn({ a: [padName('web'), 3], b: null })).toEqual({ a: ['web', 3], b: null })
  })

  it('is on with MOCK_EDGE=1 only', () => {
    expect(edgeModeFromEnv('1')).toBe(true)
    expect(edgeModeFromEnv(undefined)).toBe(false)
    expect(edgeModeFromEnv('0')).toBe(false)
  })
})

/** The generated validator of a response schema: a component's, or an array of one. */
function validatorOf(schema: JsonSchema): Schema | undefined {
  const all = validators as unknown as Record<string, Schema>
  const name = (ref?: string) => ref?.replace('#/components/schemas/', '') ?? ''
  if (schema.$ref) return all[name(schema.$ref)]
  const item = schema.type === 'array' ? all[name(schema.items?.$ref)] : undefined
  if (!item) return undefined
  return {
    safeParse: (v) => {
      if (!Array.isArray(v)) return { success: false, error: 'not an array' }
      const bad = v.map((x) => item.safeParse(x)).find((r) => !r.success)
      return bad ?? { success: true }
    },
  }
}

describe('answers at the edges', () => {
  it('answers every read of the contract, valid against the generated validators', async () => {
    const { as } = testServer({ edge: true })
    const admin = await as('fleet-admin')
    const first = async (path: string, key = 'id') => {
      const res = await admin.get(path)
      const body = (await res.json()) as { items: Row[] }
      return String(body.items[0][key])
    }
    const sled = await first('/v1/system/hardware/sleds')
    // names as the console has them from an answer: padded; ids as they are
    const scope: Record<string, string> = {
      project: padName('mock-project'),
      instance: padName('db1'),
      disk: padName('db1-data'),
      snapshot: padName('db1-data-nightly'),
      image: padName('ubuntu-24-04'),
      vpc: padName('mock-vpc'),
      subnet: padName('mock-subnet'),
      router: padName('mock-custom-router'),
      route: padName('vpn'),
      gateway: padName('mock-gateway'),
      floating_ip: padName('web-fip'),
      interface: padName('nic0'),
      affinity_group: padName('cache-near-web'),
      anti_affinity_group: padName('web-spread'),
      probe: padName('mock-probe'),
      receiver: padName('legacy-siem'),
      certificate: padName('acme-api'),
      ssh_key: padName('laptop'),
      silo: padName('acme'),
      pool: padName('default'),
      provider: padName('globex-sso'),
      address_lot: padName('uplink-lot'),
      announce_set: padName('rack-uplinks'),
      port: padName('qsfp0'),
      user: padName('db-init'),
      switch_location: 'switch0',
      asn: '65001',
      metric_name: 'cpus_provisioned',
      system_version: '16.1.0',
      start_time: new Date(Date.now() - 7 * 86_400_000).toISOString(),
      end_time: new Date().toISOString(),
      sled_id: sled,
      group_id: await first('/v1/groups'),
      user_id: await first('/v1/users'),
      disk_id: await first('/v1/system/hardware/disks'),
      switch_id: await first('/v1/system/hardware/switches'),
      rack_id: await first('/v1/system/hardware/racks'),
      trust_root_id: await first('/v1/system/update/trust-roots'),
      bundle_id: await first('/experimental/v1/system/support-bundles'),
    }
    const failures: string[] = []
    let checked = 0
    for (const [template, item] of Object.entries(contract.paths)) {
      const read = item.get
      const schema = read && responseBodyOf(read.operationId)?.schema
      if (!read || !schema) continue
      // a provider of globex, the instance in its group
      const local: Record<string, string> = {
        ...scope,
        ...(template.includes('identity-providers') && { silo: padName('globex') }),
        ...(template.includes('affinity-groups/') && { instance: padName('cache-1') }),
        ...(template.includes('anti-affinity-groups/') && { instance: padName('web-1') }),
        ...(template === '/v1/images/{image}' && { image: padName('app-base') }),
        ...(template.includes('switch-port-settings/') && { port: padName('uplink-switch0') }),
      }
      const query = new URLSearchParams()
      let path = template
      for (const p of read.parameters ?? []) {
        if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(local[p.name]))
        else if (p.in === 'query' && (p.required || local[p.name] !== undefined)) {
          if (p.name in local) query.set(p.name, local[p.name])
        }
      }
      const url = query.size ? `${path}?${query}` : path
      const res = await admin.get(url)
      checked++
      if (res.status !== 200) {
        failures.push(`${read.operationId} ${url}: ${res.status} ${await res.text()}`)
        continue
      }
      const validator = validatorOf(schema)
      if (!validator) {
        failures.push(`${read.operationId}: no validator`)
        continue
      }
      const parsed = validator.safeParse(await res.json())
      if (!parsed.success) failures.push(`${read.operationId}: ${String(parsed.error)}`)
    }
    expect(checked).toBeGreaterThan(120)
    expect(failures).toEqual([])
  }, 60_000)

  it('takes every kind of value to its edge', async () => {
    const { as } = testServer({ edge: true })
    const admin = await as('fleet-admin')
    const get = async (path: string) => {
      const res = await admin.get(path)
      expect(res.status, path).toBe(200)
      return (await res.json()) as Row & { items: Row[] }
    }
    const instances = await get(`/v1/instances?${P}`)
    const items = instances.items
    // the list keeps its items and repeats its first
    expect(items.at(-1)).toEqual(items[0])
    for (const i of items) {
      expect(i.name).toHaveLength(63)
      expect(unpadName(i.name as string)).not.toBe(i.name)
      expect(i.description).toHaveLength(512)
      expect(FAR).toContain(i.time_created)
      expect(i.ncpus).toBe(65_535)
      expect(i.memory).toBe(Number.MAX_SAFE_INTEGER)
    }
    // both far edges of time
    expect(new Set(items.map((i) => i.time_created)).size).toBe(2)
    // optional and nullable: absent, null and filled, in turn
    const bootDisk = items.map((i) => ('boot_disk_id' in i ? i.boot_disk_id : 'absent'))
    expect(bootDisk).toContain('absent')
    expect(bootDisk).toContain(null)
    expect(bootDisk.some((v) => typeof v === 'string' && v !== 'absent')).toBe(true)
    // free text: unknown, or empty
    expect(new Set(items.map((i) => i.hostname))).toEqual(new Set([ODD_TEXT, '']))

    // a view of one: its arrays, first met, with an item repeated
    const policy = await get('/v1/system/policy')
    const assignments = policy.role_assignments as Row[]
    expect(assignments.length).toBeGreaterThan(1)
    expect(assignments.at(-1)).toEqual(assignments[0])

    // a uint128 count at its maximum or not a number at all
    const utilization = await get(`/v1/system/ip-pools/${padName('default')}/utilization`)
    const v6 = utilization.ipv6 as Row
    expect([v6.allocated, v6.capacity]).toEqual([(2n ** 128n - 1n).toString(), 'not-a-number'])

    // names the answer refers to, padded too: a firewall rule's target
    const rules = await get(`/v1/vpc-firewall-rules?${P}&vpc=${padName('mock-vpc')}`)
    const targets = (rules.rules as Row[]).flatMap((r) => r.targets as Row[])
    const named = targets.filter((t) => t.type === 'vpc' || t.type === 'subnet')
    expect(named.length).toBeGreaterThan(0)
    for (const t of named) expect(t.value).toHaveLength(63)
  })

  it('takes the padding off the names it is given, and leaves writes as they were', async () => {
    const { as } = testServer({ edge: true })
    const admin = await as('fleet-admin')
    const name = `edge-${Date.now().toString(36)}`
    const created = await admin.post(`/v1/disks?${P}`, {
      name: padName(name),
      description: 'x',
      disk_source: { type: 'blank', block_size: 4096 },
      size: 1024 ** 3,
    })
    expect(created.status, await created.clone().text()).toBe(201)
    // the write's answer is not rewritten, and the store has the short name
    expect(((await created.json()) as Row).name).toBe(name)
    expect(db.disks.some((d) => d.name === name)).toBe(true)
    const read = await admin.get(`/v1/disks/${padName(name)}?${P}`)
    expect(read.status).toBe(200)
    expect(((await read.json()) as Row).name).toBe(padName(name))
  })

  it('leaves an answer the contract gives no JSON body for as it was', () => {
    const body = { anything: 1 }
    expect(edgeBody('project_delete', body)).toBe(body)
  })
})
