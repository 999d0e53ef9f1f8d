import { describe, expect, it } from 'vitest'
import verdicts from '../../api/verdicts.json'
import { testServer, type ErrorBody } from '../test-helpers'

// The mock's side of api/verdicts.json: what its handlers take and refuse is what Nexus
// does (lib/domain/nexus-verdicts.test.ts holds the console's checks to the same rows). A
// refusal is a 400 that says why, and changes nothing.

type Row = { text: string; repeat?: number; ok: boolean }
const textOf = (row: Row) => row.text.repeat(row.repeat ?? 1)
const label = (row: Row) =>
  `${row.repeat ? `${row.repeat} × ${JSON.stringify(row.text)}` : JSON.stringify(row.text)}: ${row.ok ? 'taken' : 'refused'}`

const PROJECT = 'verdicts'

async function setup() {
  const { as, call } = testServer()
  const admin = await as('silo-admin')
  expect((await admin.post('/v1/projects', { name: PROJECT, description: '' })).status).toBe(201)
  return { admin, as, call }
}

async function expectVerdict(res: Response, row: Row) {
  if (row.ok) {
    expect(res.status, await res.clone().text()).toBeLessThan(300)
    return
  }
  expect(res.status).toBe(400)
  expect(((await res.json()) as ErrorBody).message).toMatch(/\w/)
}

const rowsOf = (rows: Row[]) => rows.map((row, i) => [label(row), row, i] as const)

describe('a description', () => {
  it.each(rowsOf(verdicts.description))('%s', async (_, row, i) => {
    const { admin } = await setup()
    const name = `described-${i}`
    const res = await admin.post('/v1/projects', { name, description: textOf(row) })
    await expectVerdict(res, row)
    const after = await admin.get(`/v1/projects/${name}`)
    expect(after.status).toBe(row.ok ? 200 : 404)
  })

  it('is held in every body that has one (a disk), naming the field', async () => {
    const { admin } = await setup()
    const res = await admin.post(`/v1/disks?project=${PROJECT}`, {
      name: 'long',
      description: 'a'.repeat(513),
      size: 1073741824,
      disk_source: { type: 'blank', block_size: 512 },
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).message).toBe(
      'unsupported value for "description": must be at most 512 characters',
    )
  })
})

/** A firewall rule set of one rule with these filters, put on the project's default VPC. */
const putRule = (admin: Awaited<ReturnType<typeof setup>>['admin'], filters: object) =>
  admin.put(`/v1/vpc-firewall-rules?project=${PROJECT}&vpc=default`, {
    rules: [
      {
        name: 'edge',
        description: '',
        status: 'enabled',
        direction: 'inbound',
        action: 'allow',
        priority: 100,
        targets: [{ type: 'vpc', value: 'default' }],
        filters,
      },
    ],
  })

describe('a port range', () => {
  it.each(rowsOf(verdicts.portRange))('%s', async (_, row) => {
    const { admin } = await setup()
    await expectVerdict(await putRule(admin, { ports: [textOf(row)] }), row)
  })
})

describe('an ICMP code range', () => {
  it.each(rowsOf(verdicts.icmpCode))('%s', async (_, row) => {
    const { admin } = await setup()
    const protocols = [{ type: 'icmp', value: { icmp_type: 3, code: textOf(row) } }]
    await expectVerdict(await putRule(admin, { protocols }), row)
  })
})

describe('a CIDR', () => {
  it.each(rowsOf(verdicts.ipNet))('%s', async (_, row) => {
    const { admin } = await setup()
    const hosts = [{ type: 'ip_net', value: textOf(row) }]
    await expectVerdict(await putRule(admin, { hosts }), row)
  })
})

describe("a subnet's IPv4 block", () => {
  it.each(rowsOf(verdicts.subnetIpv4Block))('%s', async (_, row) => {
    const { admin } = await setup()
    const res = await admin.post(`/v1/vpc-subnets?project=${PROJECT}&vpc=default`, {
      name: 'edge',
      description: '',
      ipv4_block: textOf(row),
    })
    await expectVerdict(res, row)
  })
})

describe("a subnet's IPv6 block", () => {
  const { vpcPrefix, rows } = verdicts.subnetIpv6Block
  it.each(rowsOf(rows))('%s', async (_, row) => {
    const { admin } = await setup()
    const vpc = await admin.post(`/v1/vpcs?project=${PROJECT}`, {
      name: 'prefixed',
      description: '',
      dns_name: 'prefixed',
      ipv6_prefix: vpcPrefix,
    })
    expect(vpc.status).toBe(201)
    const res = await admin.post(`/v1/vpc-subnets?project=${PROJECT}&vpc=prefixed`, {
      name: 'edge',
      description: '',
      ipv4_block: '10.200.0.0/24',
      ipv6_block: textOf(row),
    })
    await expectVerdict(res, row)
  })
})

describe("a VPC's IPv6 prefix", () => {
  it.each(rowsOf(verdicts.vpcIpv6Prefix))('%s', async (_, row) => {
    const { admin } = await setup()
    const res = await admin.post(`/v1/vpcs?project=${PROJECT}`, {
      name: 'prefixed',
      description: '',
      dns_name: 'prefixed',
      ipv6_prefix: textOf(row),
    })
    await expectVerdict(res, row)
  })
})

describe('a body the server could not parse', () => {
  it.each(verdicts.jsonBody)('answers $wire', async ({ body, wire }) => {
    const { call, as } = await setup()
    const { cookie } = await as('silo-admin')
    const res = await call('POST', '/v1/projects', {
      cookie,
      raw: body,
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).message).toBe(wire)
  })
})

describe("the silo's policy", () => {
  it.each(verdicts.siloPolicyRead)('is read by $user: $ok', async ({ user, ok }) => {
    const { as } = await setup()
    const res = await (await as(user)).get('/v1/policy')
    expect(res.status).toBe(ok ? 200 : 403)
  })
})
