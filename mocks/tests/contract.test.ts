import { describe, expect, it } from 'vitest'
import * as schema from '@/mocks/__generated__/validate'
import { testServer } from '../test-helpers'

/**
 * The seed and the handlers answer with contract-valid bodies: a wide set of
 * GET responses goes through the generated zod schemas (which take the
 * snake_case JSON as served).
 */

type Schema = { safeParse: (v: unknown) => { success: boolean; error?: unknown } }

const P = 'project=mock-project'
const V = `${P}&vpc=mock-vpc`

const CASES: [string, Schema][] = [
  ['/v1/ping', schema.Ping],
  ['/v1/me', schema.CurrentUser],
  ['/v1/me/groups', schema.GroupResultsPage],
  ['/v1/me/ssh-keys', schema.SshKeyResultsPage],
  ['/v1/me/ssh-keys/laptop', schema.SshKey],
  ['/v1/me/access-tokens', schema.DeviceAccessTokenResultsPage],
  ['/v1/users', schema.UserResultsPage],
  ['/v1/groups', schema.GroupResultsPage],
  ['/v1/policy', schema.SiloRolePolicy],
  ['/v1/utilization', schema.Utilization],
  ['/v1/auth-settings', schema.SiloAuthSettings],
  ['/v1/certificates', schema.CertificateResultsPage],
  ['/v1/ip-pools', schema.SiloIpPoolResultsPage],
  ['/v1/ip-pools/default', schema.SiloIpPool],
  ['/v1/projects', schema.ProjectResultsPage],
  ['/v1/projects/mock-project', schema.Project],
  ['/v1/projects/mock-project/policy', schema.ProjectRolePolicy],
  [`/v1/instances?${P}`, schema.InstanceResultsPage],
  [`/v1/instances/db1?${P}`, schema.Instance],
  [`/v1/instances/db1/disks?${P}`, schema.DiskResultsPage],
  [`/v1/instances/db1/external-ips?${P}`, schema.ExternalIpResultsPage],
  [`/v1/instances/web-1/external-ips?${P}`, schema.ExternalIpResultsPage],
  [`/v1/instances/db1/ssh-public-keys?${P}`, schema.SshKeyResultsPage],
  [`/v1/instances/db1/anti-affinity-groups?${P}`, schema.AntiAffinityGroupResultsPage],
  [`/v1/instances/cache-1/affinity-groups?${P}`, schema.AffinityGroupResultsPage],
  [`/v1/instances/db1/serial-console?${P}&most_recent=512`, schema.InstanceSerialConsoleData],
  [`/v1/network-interfaces?${P}&instance=db1`, schema.InstanceNetworkInterfaceResultsPage],
  [`/v1/network-interfaces/nic0?${P}&instance=db1`, schema.InstanceNetworkInterface],
  [`/v1/disks?${P}`, schema.DiskResultsPage],
  [`/v1/disks/db1-data?${P}`, schema.Disk],
  [`/v1/snapshots?${P}`, schema.SnapshotResultsPage],
  [`/v1/snapshots/db1-data-nightly?${P}`, schema.Snapshot],
  ['/v1/images', schema.ImageResultsPage],
  [`/v1/images?${P}`, schema.ImageResultsPage],
  ['/v1/images/ubuntu-24-04', schema.Image],
  [`/v1/vpcs?${P}`, schema.VpcResultsPage],
  [`/v1/vpcs/mock-vpc?${P}`, schema.Vpc],
  [`/v1/vpc-subnets?${V}`, schema.VpcSubnetResultsPage],
  [`/v1/vpc-subnets/mock-subnet?${V}`, schema.VpcSubnet],
  [
    `/v1/vpc-subnets/mock-subnet/network-interfaces?${V}`,
    schema.InstanceNetworkInterfaceResultsPage,
  ],
  [`/v1/vpc-firewall-rules?${V}`, schema.VpcFirewallRules],
  [`/v1/vpc-routers?${V}`, schema.VpcRouterResultsPage],
  [`/v1/vpc-routers/mock-custom-router?${V}`, schema.VpcRouter],
  [`/v1/vpc-router-routes?${V}&router=mock-custom-router`, schema.RouterRouteResultsPage],
  [`/v1/vpc-router-routes?${V}&router=system`, schema.RouterRouteResultsPage],
  [`/v1/internet-gateways?${V}`, schema.InternetGatewayResultsPage],
  [`/v1/internet-gateways/mock-gateway?${V}`, schema.InternetGateway],
  [
    `/v1/internet-gateway-ip-pools?${V}&gateway=mock-gateway`,
    schema.InternetGatewayIpPoolResultsPage,
  ],
  [
    `/v1/internet-gateway-ip-addresses?${V}&gateway=mock-gateway`,
    schema.InternetGatewayIpAddressResultsPage,
  ],
  [`/v1/floating-ips?${P}`, schema.FloatingIpResultsPage],
  [`/v1/floating-ips/web-fip?${P}`, schema.FloatingIp],
  [`/v1/anti-affinity-groups?${P}`, schema.AntiAffinityGroupResultsPage],
  [`/v1/anti-affinity-groups/web-spread?${P}`, schema.AntiAffinityGroup],
  [`/v1/anti-affinity-groups/web-spread/members?${P}`, schema.AntiAffinityGroupMemberResultsPage],
  [`/v1/affinity-groups?${P}`, schema.AffinityGroupResultsPage],
  [`/v1/affinity-groups/cache-near-web?${P}`, schema.AffinityGroup],
  [`/v1/affinity-groups/cache-near-web/members?${P}`, schema.AffinityGroupMemberResultsPage],
  [`/v1/affinity-groups/cache-near-web/members/instance/cache-1?${P}`, schema.AffinityGroupMember],
  [`/v1/anti-affinity-groups/db-ha/members/instance/db1?${P}`, schema.AntiAffinityGroupMember],
  ['/v1/system/policy', schema.FleetRolePolicy],
  ['/v1/system/silos', schema.SiloResultsPage],
  ['/v1/system/silos/acme', schema.Silo],
  ['/v1/system/silos/acme/policy', schema.SiloRolePolicy],
  ['/v1/system/silos/acme/quotas', schema.SiloQuotas],
  ['/v1/system/silos/acme/ip-pools', schema.SiloIpPoolResultsPage],
  ['/v1/system/silo-quotas', schema.SiloQuotasResultsPage],
  ['/v1/system/utilization/silos', schema.SiloUtilizationResultsPage],
  ['/v1/system/utilization/silos/acme', schema.SiloUtilization],
  ['/v1/system/identity-providers?silo=globex', schema.IdentityProviderResultsPage],
  ['/v1/system/identity-providers/saml/globex-sso?silo=globex', schema.SamlIdentityProvider],
  ['/v1/system/users?silo=acme', schema.UserResultsPage],
  ['/v1/system/users-builtin', schema.UserBuiltinResultsPage],
  ['/v1/system/ip-pools', schema.IpPoolResultsPage],
  ['/v1/system/ip-pools/default', schema.IpPool],
  ['/v1/system/ip-pools/default/ranges', schema.IpPoolRangeResultsPage],
  ['/v1/system/ip-pools/default/silos', schema.IpPoolSiloLinkResultsPage],
  ['/v1/system/ip-pools/default/utilization', schema.IpPoolUtilization],
  ['/v1/system/ip-pools-service', schema.IpPool],
  ['/v1/system/ip-pools-service/ranges', schema.IpPoolRangeResultsPage],
  ['/v1/system/hardware/racks', schema.RackResultsPage],
  ['/v1/system/hardware/sleds', schema.SledResultsPage],
  ['/v1/system/hardware/sleds-uninitialized', schema.UninitializedSledResultsPage],
  ['/v1/system/hardware/disks', schema.PhysicalDiskResultsPage],
  ['/v1/system/hardware/switches', schema.SwitchResultsPage],
  ['/v1/system/hardware/switch-port', schema.SwitchPortResultsPage],
  ['/v1/system/networking/allow-list', schema.AllowList],
  ['/v1/system/networking/inbound-icmp', schema.ServiceIcmpConfig],
  ['/v1/system/networking/address-lot', schema.AddressLotResultsPage],
  ['/v1/system/networking/bgp', schema.BgpConfigResultsPage],
  ['/v1/system/networking/loopback-address', schema.LoopbackAddressResultsPage],
  ['/v1/system/networking/switch-port-settings', schema.SwitchPortSettingsIdentityResultsPage],
  ['/v1/system/update/trust-roots', schema.UpdatesTrustRootResultsPage],
  ['/experimental/v1/system/support-bundles', schema.SupportBundleInfoResultsPage],
  ['/v1/alert-classes', schema.AlertClassResultsPage],
  ['/v1/alert-receivers', schema.AlertReceiverResultsPage],
  [`/experimental/v1/probes?${P}`, schema.ProbeInfoResultsPage],
]

describe('contract-valid responses', () => {
  it.each(CASES)('GET %s', async (path, s) => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    const res = await admin.get(path)
    expect(res.status, await res.clone().text()).toBe(200)
    const parsed = s.safeParse(await res.json())
    expect(parsed.success, String(parsed.error)).toBe(true)
  })

  it('serves valid sled, switch, disk and audit-log details', async () => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    const sleds = (await (await admin.get('/v1/system/hardware/sleds')).json()) as {
      items: { id: string }[]
    }
    const sledId = sleds.items[0].id
    const switches = (await (await admin.get('/v1/system/hardware/switches')).json()) as {
      items: { id: string }[]
    }
    const checks: [string, Schema][] = [
      [`/v1/system/hardware/switches/${switches.items[0].id}`, schema.Switch],
      [`/v1/system/hardware/sleds/${sledId}`, schema.Sled],
      [`/v1/system/hardware/sleds/${sledId}/disks`, schema.PhysicalDiskResultsPage],
      [`/v1/system/hardware/sleds/${sledId}/instances`, schema.SledInstanceResultsPage],
      [
        `/v1/system/audit-log?start_time=${encodeURIComponent(new Date(Date.now() - 8 * 86_400_000).toISOString())}`,
        schema.AuditLogEntryResultsPage,
      ],
    ]
    for (const [path, s] of checks) {
      const res = await admin.get(path)
      expect(res.status).toBe(200)
      const parsed = s.safeParse(await res.json())
      expect(parsed.success, `${path}: ${String(parsed.error)}`).toBe(true)
    }
    const instances = (await (
      await admin.get(`/v1/system/hardware/sleds/${sledId}/instances`)
    ).json()) as { items: unknown[] }
    expect(instances.items.length).toBeGreaterThan(0)
  })

  it('serves valid synthetic metrics', async () => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    const db1 = (await (await admin.get(`/v1/instances/db1?${P}`)).json()) as { id: string }
    const oxql = await admin.post(`/v1/timeseries/query?${P}`, {
      query: `get virtual_machine:vcpu_usage | filter timestamp > @now() - 1h && instance_id == "${db1.id}" | align mean_within(1m) | group_by [instance_id, state], sum`,
    })
    expect(oxql.status).toBe(200)
    const result = (await oxql.json()) as { tables: { timeseries: object }[] }
    expect(schema.OxqlQueryResult.safeParse(result).success).toBe(true)
    expect(Object.keys(result.tables[0].timeseries)).toHaveLength(4)

    const end = new Date().toISOString()
    const start = new Date(Date.now() - 7 * 86_400_000).toISOString()
    const range = `start_time=${encodeURIComponent(start)}&end_time=${encodeURIComponent(end)}`
    for (const path of [
      `/v1/metrics/cpus_provisioned?${range}`,
      `/v1/system/metrics/ram_provisioned?${range}&silo=acme`,
    ]) {
      const res = await admin.get(path)
      expect(res.status).toBe(200)
      expect(schema.MeasurementResultsPage.safeParse(await res.json()).success).toBe(true)
    }
    const schemas = await admin.get('/v1/system/timeseries/schemas')
    expect(schema.TimeseriesSchemaResultsPage.safeParse(await schemas.json()).success).toBe(true)
    // the explorer's answers: raw counters (integer deltas), means, gauges, empty results
    for (const query of [
      'get sled_data_link:bytes_sent | filter timestamp > @now() - 10m',
      'get hardware_component:temperature | filter timestamp > @now() - 1h | align mean_within(5m)',
      'get virtual_disk:reads | filter disk_id == "00000000-0000-4000-8000-000000000000"',
    ]) {
      const res = await admin.post('/v1/system/timeseries/query', { query })
      expect(res.status, query).toBe(200)
      const parsed = schema.OxqlQueryResult.safeParse(await res.json())
      expect(parsed.success, `${query}: ${String(parsed.error)}`).toBe(true)
    }
    const bad = await admin.post(`/v1/timeseries/query?${P}`, { query: 42 })
    expect(bad.status).toBe(400)
  })

  it('has an instance in every run state in mock-project', async () => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    const page = (await (await admin.get(`/v1/instances?${P}`)).json()) as {
      items: { run_state: string }[]
    }
    const states = new Set(page.items.map((i) => i.run_state))
    for (const s of [
      'creating',
      'starting',
      'running',
      'rebooting',
      'stopping',
      'stopped',
      'repairing',
      'migrating',
      'failed',
      'destroyed',
    ]) {
      expect(states).toContain(s)
    }
  })
})
