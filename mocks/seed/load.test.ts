import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '../store/db'
import { countKnob } from './knobs'
import { testServer } from '../test-helpers'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

type Named = { id: string; name: string }
type Page = { items: Named[]; next_page: string | null }
type Get = (path: string) => Promise<Response>

/** Every item of a paged list, and how many pages it took. */
async function listAll(get: Get, path: string, limit: number) {
  const items: Named[] = []
  let pages = 0
  let token: string | null = null
  do {
    const sep = path.includes('?') ? '&' : '?'
    const url: string = `${path}${sep}limit=${limit}${token ? `&page_token=${token}` : ''}`
    const res = await get(url)
    expect(res.status, url).toBe(200)
    const page = (await res.json()) as Page
    items.push(...page.items)
    pages++
    token = page.next_page
  } while (token)
  return { items, pages }
}

const names = (items: Named[]) => items.map((i) => i.name)

describe('seed knobs for benchmarks', () => {
  it('MOCK_IMAGES adds project images to mock-project, listed once each in name order', async () => {
    const demo = await listAll(
      (await testServer().as('collaborator')).get,
      '/v1/images?project=mock-project',
      100,
    )
    vi.stubEnv('MOCK_IMAGES', '1000')
    const big = await listAll(
      (await testServer().as('collaborator')).get,
      '/v1/images?project=mock-project',
      100,
    )
    expect(big.items).toHaveLength(demo.items.length + 1000)
    expect(big.pages).toBe(Math.ceil(big.items.length / 100))
    expect(new Set(names(big.items)).size).toBe(big.items.length)
    expect(names(big.items)).toEqual([...names(big.items)].sort())
    expect(names(big.items)).toEqual(expect.arrayContaining(['load-image-0001', 'load-image-1000']))
    expect(names(big.items)).toEqual(expect.arrayContaining(names(demo.items)))
    // project images only: the silo's list is the demo's
    const silo = await listAll((await testServer().as('collaborator')).get, '/v1/images', 100)
    expect(names(silo.items)).not.toContain('load-image-0001')
  })

  it('MOCK_DISKS adds detached disks to mock-project, listed once each in name order', async () => {
    const demo = await listAll(
      (await testServer().as('collaborator')).get,
      '/v1/disks?project=mock-project',
      100,
    )
    vi.stubEnv('MOCK_DISKS', '1000')
    const { as } = testServer()
    const collab = await as('collaborator')
    const big = await listAll(collab.get, '/v1/disks?project=mock-project', 100)
    expect(big.items).toHaveLength(demo.items.length + 1000)
    expect(big.pages).toBe(Math.ceil(big.items.length / 100))
    expect(new Set(names(big.items)).size).toBe(big.items.length)
    expect(names(big.items)).toEqual([...names(big.items)].sort())
    const disk = (await (
      await collab.get('/v1/disks/load-disk-0500?project=mock-project')
    ).json()) as {
      state: { state: string }
    }
    expect(disk.state).toEqual({ state: 'detached' })
    // and they can be used: attached to an instance like any other disk
    const attach = await collab.post(
      '/v1/instances/build-runner/disks/attach?project=mock-project',
      {
        disk: 'load-disk-0500',
      },
    )
    expect(attach.status, await attach.clone().text()).toBe(202)
  })

  it('MOCK_FIREWALL_RULES adds valid rules to the default VPC of mock-project', async () => {
    const path = '/v1/vpc-firewall-rules?project=mock-project&vpc=default'
    const demoAdmin = await testServer().as('collaborator')
    const demo = ((await (await demoAdmin.get(path)).json()) as { rules: Named[] }).rules
    vi.stubEnv('MOCK_FIREWALL_RULES', '200')
    const { as } = testServer()
    const collab = await as('collaborator')
    const rules = ((await (await collab.get(path)).json()) as { rules: Named[] }).rules
    expect(rules).toHaveLength(demo.length + 200)
    expect(names(rules)).toEqual(expect.arrayContaining(['load-rule-001', 'load-rule-200']))
    // the other VPC keeps its own rules
    const other = await collab.get('/v1/vpc-firewall-rules?project=mock-project&vpc=mock-vpc')
    expect(names(((await other.json()) as { rules: Named[] }).rules)).not.toContain('load-rule-001')
    // the set passes the API's own checks when sent back whole
    const update = rules.map(
      ({
        id: _id,
        vpc_id: _vpc,
        time_created: _c,
        time_modified: _m,
        ...rule
      }: Named & Record<string, unknown>) => rule,
    )
    const put = await collab.put(path, { rules: update })
    expect(put.status, await put.clone().text()).toBe(200)
  })

  it('keeps the firewall rules within the 1024 Nexus allows a VPC', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubEnv('MOCK_FIREWALL_RULES', '5000')
    const { as } = testServer()
    const collab = await as('collaborator')
    const res = await collab.get('/v1/vpc-firewall-rules?project=mock-project&vpc=default')
    expect(((await res.json()) as { rules: Named[] }).rules).toHaveLength(1024)
    expect(warn).toHaveBeenCalledWith(
      'MOCK_FIREWALL_RULES=5000: VPC default has room for 1021 more rules',
    )
  })

  it('leaves the demo data as it was', () => {
    testServer()
    const demo = db.instances.map((i) => `${i.id} ${i.name}`)
    const demoAudit = db.auditLog.map((e) => e.id)
    vi.stubEnv('MOCK_IMAGES', '10')
    vi.stubEnv('MOCK_DISKS', '10')
    vi.stubEnv('MOCK_FIREWALL_RULES', '10')
    testServer()
    expect(db.instances.map((i) => `${i.id} ${i.name}`)).toEqual(demo)
    expect(db.auditLog.map((e) => e.id)).toEqual(demoAudit)
  })

  it('reads whole numbers, and warns once about anything else', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubEnv('MOCK_TEST_COUNT', ' 250 ')
    expect(countKnob('MOCK_TEST_COUNT', 0)).toBe(250)
    vi.stubEnv('MOCK_TEST_COUNT', '')
    expect(countKnob('MOCK_TEST_COUNT', 30)).toBe(30)
    vi.stubEnv('MOCK_TEST_COUNT', 'lots')
    expect(countKnob('MOCK_TEST_COUNT', 0)).toBe(0)
    expect(countKnob('MOCK_TEST_COUNT', 0)).toBe(0)
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0][0]).toBe('MOCK_TEST_COUNT=lots is not a whole number: using 0')
  })
})
