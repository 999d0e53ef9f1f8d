import { describe, expect, it } from 'vitest'
import { testServer, type ErrorBody } from '../test-helpers'

type Page<T> = { items: T[]; next_page: string | null }
type Subnet = { name: string; ipv4_block: string; ipv6_block: string }
type Route = { name: string; kind: string; destination: unknown; target: unknown }

/** A signed-in collaborator with a fresh project holding one new VPC, `net`. */
async function withVpc(ipv6_prefix?: string) {
  const { as } = testServer()
  const user = await as('silo-admin')
  await user.post('/v1/projects', { name: 'netproj', description: '' })
  const res = await user.post('/v1/vpcs?project=netproj', {
    name: 'net',
    description: 'a VPC',
    dns_name: 'net',
    ...(ipv6_prefix ? { ipv6_prefix } : {}),
  })
  expect(res.status).toBe(201)
  const vpc = (await res.json()) as { ipv6_prefix: string; system_router_id: string }
  const scope = 'project=netproj&vpc=net'
  return { user, vpc, scope }
}

const items = async <T>(res: Response) => ((await res.json()) as Page<T>).items

describe('a new VPC', () => {
  it('gets a default subnet, the system router with its routes, a default gateway and the default firewall rules', async () => {
    const { user, vpc, scope } = await withVpc('fd12:3456:789a::/48')

    const subnets = await items<Subnet>(await user.get(`/v1/vpc-subnets?${scope}`))
    expect(subnets).toEqual([
      expect.objectContaining({
        name: 'default',
        ipv4_block: '172.30.0.0/22',
        ipv6_block: 'fd12:3456:789a::/64',
        custom_router_id: null,
      }),
    ])

    const routers = await items<{ id: string; name: string; kind: string }>(
      await user.get(`/v1/vpc-routers?${scope}`),
    )
    expect(routers).toEqual([expect.objectContaining({ name: 'system', kind: 'system' })])
    expect(routers[0].id).toBe(vpc.system_router_id)

    const routes = await items<Route>(
      await user.get(`/v1/vpc-router-routes?${scope}&router=system`),
    )
    expect(
      routes.map(({ name, kind, destination, target }) => ({ name, kind, destination, target })),
    ).toEqual(
      expect.arrayContaining([
        {
          name: 'default-v4',
          kind: 'default',
          destination: { type: 'ip_net', value: '0.0.0.0/0' },
          target: { type: 'internet_gateway', value: 'default' },
        },
        {
          name: 'default-v6',
          kind: 'default',
          destination: { type: 'ip_net', value: '::/0' },
          target: { type: 'internet_gateway', value: 'default' },
        },
        {
          name: 'default',
          kind: 'vpc_subnet',
          destination: { type: 'subnet', value: 'default' },
          target: { type: 'subnet', value: 'default' },
        },
      ]),
    )
    expect(routes).toHaveLength(3)

    const gateways = await items<{ name: string }>(await user.get(`/v1/internet-gateways?${scope}`))
    expect(gateways.map((g) => g.name)).toEqual(['default'])

    const rules = (await (await user.get(`/v1/vpc-firewall-rules?${scope}`)).json()) as {
      rules: { name: string; targets: unknown; filters: unknown; priority: number }[]
    }
    const vpcTarget = [{ type: 'vpc', value: 'net' }]
    expect(rules.rules.map((r) => r.name).sort()).toEqual([
      'allow-icmp',
      'allow-internal-inbound',
      'allow-ssh',
    ])
    const byName = Object.fromEntries(rules.rules.map((r) => [r.name, r]))
    expect(byName['allow-internal-inbound']).toMatchObject({
      direction: 'inbound',
      action: 'allow',
      status: 'enabled',
      priority: 65534,
      targets: vpcTarget,
      filters: { hosts: vpcTarget, ports: null, protocols: null },
    })
    expect(byName['allow-ssh']).toMatchObject({
      targets: vpcTarget,
      filters: { hosts: null, ports: ['22'], protocols: [{ type: 'tcp' }] },
    })
    expect(byName['allow-icmp']).toMatchObject({
      targets: vpcTarget,
      filters: { hosts: null, ports: null, protocols: [{ type: 'icmp' }] },
    })
  })
})

describe('subnet blocks', () => {
  const post = (user: Awaited<ReturnType<typeof withVpc>>['user'], scope: string, body: object) =>
    user.post(`/v1/vpc-subnets?${scope}`, { name: 'sub', description: '', ...body })

  it('takes an IPv4 block of private space that no other subnet holds', async () => {
    const { user, scope } = await withVpc()
    const cases: [string, string][] = [
      ['8.8.8.0/24', 'VPC Subnet IPv4 address ranges must be from a private range'],
      [
        '10.0.0.0/28',
        'VPC Subnet IPv4 address ranges must have prefix length between 8 and 26, inclusive',
      ],
      ['172.30.2.0/24', "IP address range '172.30.2.0/24' conflicts with an existing subnet"],
      ['172.16.0.0/12', "IP address range '172.16.0.0/12' conflicts with an existing subnet"],
    ]
    for (const [ipv4_block, message] of cases) {
      const res = await post(user, scope, { ipv4_block })
      expect(res.status).toBe(400)
      expect((await res.json()) as ErrorBody).toMatchObject({
        error_code: 'InvalidRequest',
        message,
      })
    }
    const ok = await post(user, scope, { ipv4_block: '172.30.4.0/22' })
    expect(ok.status).toBe(201)
  })

  it('takes an IPv6 block that is a free /64 of the VPC prefix, and picks one when none is given', async () => {
    const { user, scope } = await withVpc('fd12:3456:789a::/48')
    const notValid = (block: string) =>
      `VPC Subnet IPv6 address range '${block}' is not valid for VPC with IPv6 prefix 'fd12:3456:789a::/48'`
    const cases: [string, string][] = [
      ['fd12:3456:789b::/64', notValid('fd12:3456:789b::/64')],
      ['fd12:3456:789a:1::/56', notValid('fd12:3456:789a:1::/56')],
      [
        'fd12:3456:789a::/64',
        "IP address range 'fd12:3456:789a::/64' conflicts with an existing subnet",
      ],
    ]
    for (const [ipv6_block, message] of cases) {
      const res = await post(user, scope, { ipv4_block: '10.1.0.0/24', ipv6_block })
      expect(res.status).toBe(400)
      expect((await res.json()) as ErrorBody).toMatchObject({
        error_code: 'InvalidRequest',
        message,
      })
    }
    const explicit = await post(user, scope, {
      ipv4_block: '10.1.0.0/24',
      ipv6_block: 'fd12:3456:789a:2::/64',
    })
    expect(explicit.status).toBe(201)
    const picked = await user.post(`/v1/vpc-subnets?${scope}`, {
      name: 'picked',
      description: '',
      ipv4_block: '10.2.0.0/24',
    })
    expect(((await picked.json()) as Subnet).ipv6_block).toBe('fd12:3456:789a:1::/64')
  })
})

describe('deletes refused while in use', () => {
  it('keeps a VPC while any subnet is left, the default one included', async () => {
    const { user, scope } = await withVpc()
    const refused = await user.del('/v1/vpcs/net?project=netproj')
    expect(refused.status).toBe(400)
    expect((await refused.json()) as ErrorBody).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'VPC cannot be deleted while VPC Subnets exist',
    })
    expect((await user.del(`/v1/vpc-subnets/default?${scope}`)).status).toBe(204)
    expect((await user.del('/v1/vpcs/net?project=netproj')).status).toBe(204)
    expect((await user.get('/v1/vpcs/net?project=netproj')).status).toBe(404)
    expect((await user.get(`/v1/vpc-routers?${scope}`)).status).toBe(404)
  })

  it('keeps a subnet while network interfaces are in it', async () => {
    const { as } = testServer()
    const user = await as('silo-admin')
    const url = '/v1/vpc-subnets/mock-subnet?project=mock-project&vpc=mock-vpc'
    const nics = await items<{ id: string }>(
      await user.get(url.replace('?', '/network-interfaces?')),
    )
    expect(nics.length).toBeGreaterThan(0)
    const refused = await user.del(url)
    expect(refused.status).toBe(400)
    expect((await refused.json()) as ErrorBody).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'VPC Subnet cannot be deleted while network interfaces in the subnet exist',
    })
    expect((await user.get(url)).status).toBe(200)
  })
})

describe('a VPC IPv6 prefix', () => {
  it('must be a /48 of the unique local range', async () => {
    const { as } = testServer()
    const user = await as('silo-admin')
    await user.post('/v1/projects', { name: 'pfx', description: '' })
    for (const ipv6_prefix of ['2001:db8:1::/48', 'fd12:3456::/32', 'fc12:3456:789a::/48']) {
      const res = await user.post('/v1/vpcs?project=pfx', {
        name: 'v',
        description: '',
        dns_name: 'v',
        ipv6_prefix,
      })
      expect(res.status).toBe(400)
      expect((await res.json()) as ErrorBody).toMatchObject({
        error_code: 'InvalidRequest',
        message:
          'VPC IPv6 address prefixes must be in the Unique Local Address range `fd00::/48` (RFD 4193)',
      })
    }
  })
})

describe("a subnet's custom router", () => {
  it('is named or given by id, as the console sends it back on every update', async () => {
    const { user, scope } = await withVpc()
    const made = await user.post(`/v1/vpc-routers?${scope}`, { name: 'tier', description: '' })
    const router = (await made.json()) as { id: string }

    const byId = await user.post(`/v1/vpc-subnets?${scope}`, {
      name: 'app',
      description: '',
      ipv4_block: '10.5.0.0/24',
      custom_router: router.id,
    })
    expect(byId.status).toBe(201)
    expect(await byId.json()).toMatchObject({ custom_router_id: router.id })

    // an update that keeps the router by id (VPC and project select the subnet)
    const renamed = await user.put(`/v1/vpc-subnets/app?${scope}`, {
      name: 'app-tier',
      description: 'renamed',
      custom_router: router.id,
    })
    expect(renamed.status).toBe(200)
    expect(await renamed.json()).toMatchObject({ name: 'app-tier', custom_router_id: router.id })

    const byName = await user.put(`/v1/vpc-subnets/app-tier?${scope}`, {
      name: 'app-tier',
      description: '',
      custom_router: 'tier',
    })
    expect(await byName.json()).toMatchObject({ custom_router_id: router.id })
  })
})
