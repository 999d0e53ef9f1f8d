import { afterEach, describe, expect, it, vi } from 'vitest'
import * as schema from '@/mocks/__generated__/validate'
import { ed25519PublicKey } from '../seed/util'
import { testServer } from '../test-helpers'

/** Writes across the families, each answer checked against the contract. */

type Schema = { safeParse: (v: unknown) => { success: boolean; error?: unknown } }

async function expectValid(res: Response, status: number, s?: Schema) {
  const text = await res.text()
  expect(res.status, text).toBe(status)
  if (s) {
    const parsed = s.safeParse(JSON.parse(text))
    expect(parsed.success, String(parsed.error)).toBe(true)
  }
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

const GiB = 1024 ** 3
const P = 'project=mock-project'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('project resources', () => {
  it('disks, snapshots and images', async () => {
    // new disks and snapshots settle on the next request
    vi.stubEnv('MOCK_DISK_TRANSITION_MS', '0')
    const { as } = testServer()
    const c = await as('collaborator')
    await expectValid(
      await c.post(`/v1/disks?${P}`, {
        name: 'vol-a',
        description: '',
        size: 4 * GiB,
        disk_source: { type: 'blank', block_size: 4096 },
      }),
      201,
      schema.Disk,
    )
    const tooSmall = await c.post(`/v1/disks?${P}`, {
      name: 'vol-b',
      description: '',
      size: 1000,
      disk_source: { type: 'blank', block_size: 512 },
    })
    expect(tooSmall.status).toBe(400)
    await expectValid(
      await c.post(`/v1/snapshots?${P}`, { name: 'snap-a', description: '', disk: 'vol-a' }),
      201,
      schema.Snapshot,
    )
    const snap = await expectValid(await c.get(`/v1/snapshots/snap-a?${P}`), 200, schema.Snapshot)
    await expectValid(
      await c.post(`/v1/images?${P}`, {
        name: 'img-a',
        description: '',
        os: 'debian',
        version: '12',
        source: { type: 'snapshot', id: snap.id },
      }),
      201,
      schema.Image,
    )
    // promoting to the silo needs silo collaborator, which the collaborator lacks
    expect((await c.post(`/v1/images/img-a/promote?${P}`)).status).toBe(403)
    const admin = await as('silo-admin')
    await expectValid(await admin.post(`/v1/images/img-a/promote?${P}`), 202, schema.Image)
    await expectValid(await admin.get('/v1/images/img-a'), 200, schema.Image)
    await expectValid(await admin.post(`/v1/images/img-a/demote?${P}`), 202, schema.Image)
    await expectValid(await c.del(`/v1/images/img-a?${P}`), 204)
    await expectValid(await c.del(`/v1/snapshots/snap-a?${P}`), 204)
    expect((await c.del(`/v1/disks/db1-data?${P}`)).status).toBe(400)
    await expectValid(await c.del(`/v1/disks/vol-a?${P}`), 204)
  })

  it('disk import through bulk writes', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const d = `/v1/disks/import-target`
    await expectValid(await c.post(`${d}/bulk-write-start?${P}`), 204)
    await expectValid(
      await c.post(`${d}/bulk-write?${P}`, {
        offset: 0,
        base64_encoded_data: Buffer.alloc(512).toString('base64'),
      }),
      204,
    )
    await expectValid(await c.post(`${d}/bulk-write-stop?${P}`), 204)
    await expectValid(await c.post(`${d}/finalize?${P}`, { snapshot_name: 'imported' }), 204)
    const disk = await expectValid(await c.get(`${d}?${P}`), 200, schema.Disk)
    expect(disk.state).toEqual({ state: 'detached' })
  })

  it('floating IPs', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const fip = await expectValid(
      await c.post(`/v1/floating-ips?${P}`, { name: 'fip-a', description: '' }),
      201,
      schema.FloatingIp,
    )
    expect(fip.ip).toMatch(/^203\.0\.113\./)
    await expectValid(
      await c.post(`/v1/floating-ips/fip-a/attach?${P}`, {
        kind: 'instance',
        parent: 'build-runner',
      }),
      202,
      schema.FloatingIp,
    )
    expect((await c.del(`/v1/floating-ips/fip-a?${P}`)).status).toBe(400)
    await expectValid(await c.post(`/v1/floating-ips/fip-a/detach?${P}`), 202, schema.FloatingIp)
    await expectValid(
      await c.put(`/v1/floating-ips/fip-a?${P}`, { name: 'fip-b', description: 'renamed' }),
      200,
      schema.FloatingIp,
    )
    await expectValid(await c.del(`/v1/floating-ips/fip-b?${P}`), 204)
  })

  it('VPCs, subnets, routers, routes, gateways and firewall rules', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    await expectValid(
      await c.post(`/v1/vpcs?${P}`, { name: 'vpc-b', description: '', dns_name: 'vpc-b' }),
      201,
      schema.Vpc,
    )
    const V = `${P}&vpc=vpc-b`
    await expectValid(
      await c.post(`/v1/vpc-routers?${V}`, { name: 'r1', description: '' }),
      201,
      schema.VpcRouter,
    )
    await expectValid(
      await c.post(`/v1/vpc-subnets?${V}`, {
        name: 'sn1',
        description: '',
        ipv4_block: '10.9.0.0/24',
        custom_router: 'r1',
      }),
      201,
      schema.VpcSubnet,
    )
    const overlap = await c.post(`/v1/vpc-subnets?${V}`, {
      name: 'sn2',
      description: '',
      ipv4_block: '10.9.0.128/25',
    })
    expect(overlap.status).toBe(400)
    await expectValid(
      await c.post(`/v1/vpc-router-routes?${V}&router=r1`, {
        name: 'to-gw',
        description: '',
        destination: { type: 'ip_net', value: '0.0.0.0/0' },
        target: { type: 'internet_gateway', value: 'default' },
      }),
      201,
      schema.RouterRoute,
    )
    await expectValid(
      await c.put(`/v1/vpc-router-routes/to-gw?${V}&router=r1`, {
        destination: { type: 'ip_net', value: '0.0.0.0/0' },
        target: { type: 'drop' },
      }),
      200,
      schema.RouterRoute,
    )
    const badTarget = await c.post(`/v1/vpc-router-routes?${V}&router=r1`, {
      name: 'bad',
      description: '',
      destination: { type: 'ip_net', value: '10.0.0.0/8' },
      target: { type: 'subnet', value: 'sn1' },
    })
    expect(badTarget.status).toBe(400)
    const rules = await expectValid(
      await c.put(`/v1/vpc-firewall-rules?${V}`, {
        rules: [
          {
            name: 'allow-web',
            description: '',
            action: 'allow',
            direction: 'inbound',
            priority: 10,
            status: 'enabled',
            targets: [{ type: 'vpc', value: 'vpc-b' }],
            filters: { ports: ['443'], protocols: [{ type: 'tcp' }] },
          },
        ],
      }),
      200,
      schema.VpcFirewallRules,
    )
    expect((rules.rules as unknown[]).length).toBe(1)
    await expectValid(
      await c.post(`/v1/internet-gateways?${V}`, { name: 'gw2', description: '' }),
      201,
      schema.InternetGateway,
    )
    await expectValid(
      await c.post(`/v1/internet-gateway-ip-pools?${V}&gateway=gw2`, {
        name: 'p',
        description: '',
        ip_pool: 'default',
      }),
      201,
      schema.InternetGatewayIpPool,
    )
    expect((await c.del(`/v1/internet-gateways/gw2?${V}`)).status).toBe(400)
    await expectValid(await c.del(`/v1/internet-gateways/gw2?${V}&cascade=true`), 204)
    await expectValid(
      await c.put(`/v1/vpc-subnets/sn1?${V}`, { name: 'sn1-renamed' }),
      200,
      schema.VpcSubnet,
    )
    await expectValid(await c.del(`/v1/vpc-routers/r1?${V}`), 204)
    expect((await c.del(`/v1/vpcs/vpc-b?${P}`)).status).toBe(400)
    for (const subnet of ['sn1-renamed', 'default']) {
      await expectValid(await c.del(`/v1/vpc-subnets/${subnet}?${V}`), 204)
    }
    await expectValid(await c.del(`/v1/vpcs/vpc-b?${P}`), 204)
    expect((await c.del(`/v1/vpcs/mock-vpc?${P}`)).status).toBe(400)
  })

  it('network interfaces and anti-affinity groups', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const I = `${P}&instance=build-runner`
    await expectValid(
      await c.post(`/v1/network-interfaces?${I}`, {
        name: 'nic9',
        description: '',
        vpc_name: 'mock-vpc',
        subnet_name: 'mock-subnet-2',
      }),
      201,
      schema.InstanceNetworkInterface,
    )
    expect((await c.del(`/v1/network-interfaces/nic0?${I}`)).status).toBe(400)
    await expectValid(
      await c.put(`/v1/network-interfaces/nic9?${I}`, { primary: true }),
      200,
      schema.InstanceNetworkInterface,
    )
    await expectValid(await c.del(`/v1/network-interfaces/nic0?${I}`), 204)

    await expectValid(
      await c.post(`/v1/anti-affinity-groups?${P}`, {
        name: 'spread',
        description: '',
        policy: 'allow',
        failure_domain: 'sled',
      }),
      201,
      schema.AntiAffinityGroup,
    )
    await expectValid(
      await c.post(`/v1/anti-affinity-groups/spread/members/instance/build-runner?${P}`),
      201,
      schema.AntiAffinityGroupMember,
    )
    expect((await c.post(`/v1/anti-affinity-groups/spread/members/instance/db1?${P}`)).status).toBe(
      400,
    )
    await expectValid(
      await c.get(`/v1/anti-affinity-groups/spread/members/instance/build-runner?${P}`),
      200,
      schema.AntiAffinityGroupMember,
    )
    await expectValid(
      await c.del(`/v1/anti-affinity-groups/spread/members/instance/build-runner?${P}`),
      204,
    )
    await expectValid(await c.del(`/v1/anti-affinity-groups/spread?${P}`), 204)
  })

  it('SSH keys and the silo policy', async () => {
    const { as } = testServer()
    const v = await as('viewer')
    const key = ed25519PublicKey('me@laptop')
    await expectValid(
      await v.post('/v1/me/ssh-keys', { name: 'k1', description: '', public_key: key }),
      201,
      schema.SshKey,
    )
    const bad = await v.post('/v1/me/ssh-keys', { name: 'k2', description: '', public_key: 'nope' })
    expect(bad.status).toBe(400)
    await expectValid(await v.del('/v1/me/ssh-keys/k1'), 204)
    const policy = { role_assignments: [] }
    expect((await v.put('/v1/policy', policy)).status).toBe(403)
  })
})

describe('system', () => {
  it('silos, quotas and IP pools', async () => {
    const { as } = testServer()
    const op = await as('fleet-admin')
    await expectValid(
      await op.post('/v1/system/silos', {
        name: 'initech',
        description: '',
        discoverable: true,
        identity_mode: 'local_only',
        quotas: { cpus: 8, memory: 8 * GiB, storage: 100 * GiB },
        tls_certificates: [],
        admin_group_name: 'initech-admins',
        mapped_fleet_roles: {},
      }),
      201,
      schema.Silo,
    )
    await expectValid(
      await op.put('/v1/system/silos/initech/quotas', { cpus: 16 }),
      200,
      schema.SiloQuotas,
    )
    await expectValid(
      await op.post('/v1/system/identity-providers/local/users?silo=initech', {
        external_id: 'peter',
        password: { mode: 'password', value: 'tps-report' },
      }),
      201,
      schema.User,
    )
    await expectValid(
      await op.post('/v1/system/ip-pools', { name: 'pool-x', description: '' }),
      201,
      schema.IpPool,
    )
    await expectValid(
      await op.post('/v1/system/ip-pools/pool-x/ranges/add', {
        first: '100.64.0.1',
        last: '100.64.0.9',
      }),
      201,
      schema.IpPoolRange,
    )
    const overlapping = await op.post('/v1/system/ip-pools/pool-x/ranges/add', {
      first: '100.64.0.5',
      last: '100.64.0.20',
    })
    expect(overlapping.status).toBe(400)
    await expectValid(
      await op.post('/v1/system/ip-pools/pool-x/silos', { silo: 'initech', is_default: true }),
      201,
      schema.IpPoolSiloLink,
    )
    const util = await expectValid(
      await op.get('/v1/system/ip-pools/pool-x/utilization'),
      200,
      schema.IpPoolUtilization,
    )
    expect(util.ipv4).toEqual({ allocated: 0, capacity: 9 })
    await expectValid(await op.del('/v1/system/ip-pools/pool-x/silos/initech'), 204)
    await expectValid(
      await op.post('/v1/system/ip-pools/pool-x/ranges/remove', {
        first: '100.64.0.1',
        last: '100.64.0.9',
      }),
      204,
    )
    await expectValid(await op.del('/v1/system/ip-pools/pool-x'), 204)
    await expectValid(await op.del('/v1/system/silos/initech'), 204)
  })

  it('sled provision policy and the fleet policy', async () => {
    const { as } = testServer()
    const op = await as('fleet-admin')
    const sleds = (await (await op.get('/v1/system/hardware/sleds')).json()) as {
      items: { id: string }[]
    }
    const res = await expectValid(
      await op.put(`/v1/system/hardware/sleds/${sleds.items[0].id}/provision-policy`, {
        state: 'non_provisionable',
      }),
      200,
      schema.SledProvisionPolicyResponse,
    )
    expect(res.new_state).toBe('non_provisionable')
    const policy = (await (await op.get('/v1/system/policy')).json()) as object
    await expectValid(await op.put('/v1/system/policy', policy), 200, schema.FleetRolePolicy)
  })
})
