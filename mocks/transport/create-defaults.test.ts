import { describe, expect, it } from 'vitest'
import { hasDefaults, withDefaults } from './body-defaults'
import { deref, requestBodyOf, responseCodesOf } from './contract-document'
import { contractOperationId } from '../handlers'
import { selfSignedCertificate } from '../self-signed-certificate'
import { ed25519PublicKey } from '../seed/util'
import { testServer } from '../test-helpers'

/**
 * A client may leave out every field the contract gives a default: a create
 * with only the required fields succeeds, for every create the mock answers.
 */

const GiB = 1024 ** 3
const P = 'project=mock-project'
const V = `${P}&vpc=mock-vpc`

type Get = (path: string) => Promise<Response>
type Body = Record<string, unknown>
type Create = { path: string; body: Body | ((get: Get) => Promise<Body>) }

const idOf = async (get: Get, path: string) =>
  ((await (await get(path)).json()) as { id: string }).id

/** One minimal create per operation: the contract's required fields and nothing else. */
const MINIMAL: Record<string, Create> = {
  affinityGroupCreate: {
    path: `/v1/affinity-groups?${P}`,
    body: { name: 'min-ag', description: '', policy: 'allow', failure_domain: 'sled' },
  },
  antiAffinityGroupCreate: {
    path: `/v1/anti-affinity-groups?${P}`,
    body: { name: 'min-aag', description: '', policy: 'fail', failure_domain: 'sled' },
  },
  certificateCreate: {
    path: '/v1/certificates',
    body: () => {
      const { cert, key } = selfSignedCertificate('min.example', new Date(), new Date(9e12))
      return Promise.resolve({
        name: 'min-cert',
        description: '',
        service: 'external_api',
        cert,
        key,
      })
    },
  },
  probeCreate: {
    path: `/experimental/v1/probes?${P}`,
    body: async (get) => ({
      name: 'min-probe',
      description: '',
      sled: ((await (await get('/v1/system/hardware/sleds')).json()) as { items: { id: string }[] })
        .items[0].id,
    }),
  },
  supportBundleCreate: { path: '/experimental/v1/system/support-bundles', body: {} },
  diskCreate: {
    path: `/v1/disks?${P}`,
    body: {
      name: 'min-disk',
      description: '',
      size: GiB,
      disk_source: { type: 'blank', block_size: 4096 },
    },
  },
  floatingIpCreate: { path: `/v1/floating-ips?${P}`, body: { name: 'min-fip', description: '' } },
  imageCreate: {
    path: `/v1/images?${P}`,
    body: async (get) => ({
      name: 'min-image',
      description: '',
      os: 'debian',
      version: '12',
      source: { type: 'snapshot', id: await idOf(get, `/v1/snapshots/db1-data-nightly?${P}`) },
    }),
  },
  instanceCreate: {
    path: `/v1/instances?${P}`,
    body: { name: 'min-vm', description: '', hostname: 'min-vm', memory: GiB, ncpus: 1 },
  },
  internetGatewayCreate: {
    path: `/v1/internet-gateways?${V}`,
    body: { name: 'min-gw', description: '' },
  },
  internetGatewayIpAddressCreate: {
    path: `/v1/internet-gateway-ip-addresses?${V}&gateway=mock-gateway`,
    body: { name: 'min-gw-ip', description: '', address: '203.0.113.200' },
  },
  internetGatewayIpPoolCreate: {
    path: `/v1/internet-gateway-ip-pools?${V}&gateway=mock-gateway`,
    body: { name: 'min-gw-pool', description: '', ip_pool: 'ipv4-pool-2' },
  },
  currentUserSshKeyCreate: {
    path: '/v1/me/ssh-keys',
    body: { name: 'min-key', description: '', public_key: ed25519PublicKey('min@example') },
  },
  instanceNetworkInterfaceCreate: {
    path: `/v1/network-interfaces?${P}&instance=build-runner`,
    body: { name: 'min-nic', description: '', vpc_name: 'mock-vpc', subnet_name: 'mock-subnet-2' },
  },
  projectCreate: { path: '/v1/projects', body: { name: 'min-project', description: '' } },
  snapshotCreate: {
    path: `/v1/snapshots?${P}`,
    body: { name: 'min-snap', description: '', disk: 'db1-data' },
  },
  localIdpUserCreate: {
    path: '/v1/system/identity-providers/local/users?silo=acme',
    body: { external_id: 'min-user', password: { mode: 'login_disallowed' } },
  },
  samlIdentityProviderCreate: {
    path: '/v1/system/identity-providers/saml?silo=globex',
    body: {
      name: 'min-idp',
      description: '',
      acs_url: 'https://globex.example/acs',
      slo_url: 'https://globex.example/slo',
      idp_entity_id: 'min-idp',
      sp_client_id: 'min-sp',
      technical_contact_email: 'ops@globex.example',
      idp_metadata_source: { type: 'url', url: 'https://idp.example/metadata' },
    },
  },
  networkingBgpConfigCreate: {
    path: '/v1/system/networking/bgp',
    body: { name: 'min-bgp', description: '', asn: 65010, bgp_announce_set_id: 'rack-uplinks' },
  },
  ipPoolCreate: { path: '/v1/system/ip-pools', body: { name: 'min-pool', description: '' } },
  ipPoolRangeAdd: {
    path: '/v1/system/ip-pools/ipv4-pool-2/ranges/add',
    body: { first: '100.64.1.1', last: '100.64.1.9' },
  },
  ipPoolServiceRangeAdd: {
    path: '/v1/system/ip-pools-service/ranges/add',
    body: { first: '172.20.30.1', last: '172.20.30.9' },
  },
  ipPoolSiloLink: {
    path: '/v1/system/ip-pools/ipv4-pool-2/silos',
    body: { silo: 'globex', is_default: false },
  },
  siloCreate: {
    path: '/v1/system/silos',
    body: {
      name: 'min-silo',
      description: '',
      discoverable: true,
      identity_mode: 'local_only',
      quotas: { cpus: 8, memory: 8 * GiB, storage: 100 * GiB },
      tls_certificates: [],
    },
  },
  sledAdd: {
    path: '/v1/system/hardware/sleds',
    body: async (get) => {
      const res = await get('/v1/system/hardware/sleds-uninitialized')
      const [{ baseboard }] = ((await res.json()) as { items: { baseboard: Body }[] }).items
      return { part: baseboard.part, serial: baseboard.serial }
    },
  },
  vpcCreate: { path: `/v1/vpcs?${P}`, body: { name: 'min-vpc', description: '', dns_name: 'min' } },
  vpcRouterCreate: { path: `/v1/vpc-routers?${V}`, body: { name: 'min-router', description: '' } },
  vpcRouterRouteCreate: {
    path: `/v1/vpc-router-routes?${V}&router=mock-custom-router`,
    body: {
      name: 'min-route',
      description: '',
      destination: { type: 'ip_net', value: '10.200.0.0/16' },
      target: { type: 'drop' },
    },
  },
  vpcSubnetCreate: {
    path: `/v1/vpc-subnets?${V}`,
    body: { name: 'min-subnet', description: '', ipv4_block: '10.250.0.0/24' },
  },
  webhookReceiverCreate: {
    path: '/v1/webhook-receivers',
    body: {
      name: 'min-hook',
      description: '',
      endpoint: 'https://hooks.example.com/min',
      secrets: ['min-secret'],
    },
  },
  alertReceiverSubscriptionAdd: {
    path: '/v1/alert-receivers/ops-pager/subscriptions',
    body: { subscription: 'test.foo.bar' },
  },
  webhookSecretsAdd: {
    path: '/v1/webhook-secrets?receiver=ops-pager',
    body: { secret: 'min-secret' },
  },
  systemUpdateTrustRootCreate: {
    path: '/v1/system/update/trust-roots',
    body: { signed: { _type: 'root' }, signatures: [] },
  },
  // rack networking
  networkingAddressLotCreate: {
    path: '/v1/system/networking/address-lot',
    body: {
      name: 'min-lot',
      description: '',
      kind: 'infra',
      blocks: [{ first_address: '10.77.0.1', last_address: '10.77.0.9' }],
    },
  },
  networkingLoopbackAddressCreate: {
    path: '/v1/system/networking/loopback-address',
    body: async (get) => {
      const res = await get('/v1/system/hardware/racks')
      const [{ id }] = ((await res.json()) as { items: { id: string }[] }).items
      return {
        address: '198.51.100.241',
        mask: 32,
        address_lot: 'uplink-lot',
        anycast: false,
        rack_id: id,
        switch_location: 'switch1',
      }
    },
  },
  networkingSwitchPortSettingsCreate: {
    path: '/v1/system/networking/switch-port-settings',
    body: {
      name: 'min-settings',
      description: '',
      port_config: { geometry: 'qsfp28x1' },
      links: [
        {
          link_name: 'phy0',
          autoneg: false,
          mtu: 1500,
          speed: 'speed100_g',
          lldp: { enabled: false },
        },
      ],
      addresses: [],
    },
  },
}

/** Implemented POSTs that answer 201 Created and take a JSON body: the creates. */
function implementedCreates() {
  const { router } = testServer().app
  return router.routes
    .filter((r) => r.implemented && r.method === 'POST')
    .filter((r) => {
      const id = contractOperationId(r.operation)
      return (
        responseCodesOf(id).includes('201') && requestBodyOf(id)?.contentType === 'application/json'
      )
    })
    .map((r) => r.operation)
}

describe('creates with only the required fields', () => {
  it('has a minimal body for every create the mock implements', () => {
    expect(Object.keys(MINIMAL).sort()).toEqual(implementedCreates().sort())
  })

  it.each(Object.keys(MINIMAL))('%s sends exactly the required fields', (operation) => {
    const { body } = MINIMAL[operation]
    if (typeof body === 'function') return
    const schema = deref(requestBodyOf(contractOperationId(operation))!.schema)
    // IpRange is a union without a top-level `required`
    if (!schema.required) return
    expect(Object.keys(body).sort()).toEqual([...schema.required].sort())
  })

  it.each(Object.keys(MINIMAL))('%s succeeds', async (operation) => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    const { path, body } = MINIMAL[operation]
    const sent = typeof body === 'function' ? await body(admin.get) : body
    const res = await admin.post(path, sent)
    expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(200)
    expect(res.status).toBeLessThan(300)
  })
})

describe('withDefaults', () => {
  const schemaOf = (operationId: string) => requestBodyOf(operationId)!.schema

  it('fills a default declared on a property', () => {
    const body = withDefaults(schemaOf('silo_create'), { name: 's' }) as Body
    expect(body.mapped_fleet_roles).toEqual({})
  })

  it('fills defaults declared beside an allOf, and keeps what was sent', () => {
    const body = withDefaults(schemaOf('instance_create'), {
      name: 'vm',
      start: false,
    }) as Body
    expect(body).toMatchObject({
      name: 'vm',
      start: false,
      network_interfaces: { type: 'default' },
      auto_restart_policy: null,
      disks: [],
      user_data: '',
    })
  })

  it('fills every defaulted list of a body', () => {
    const body = withDefaults(schemaOf('networking_switch_port_settings_create'), {
      name: 'x',
    }) as Body
    expect(body).toMatchObject({ bgp_peers: [], groups: [], interfaces: [], routes: [] })
  })

  it('fills defaults in array items, map values and the variant a tagged union holds', () => {
    const leaf = {
      type: 'object',
      properties: {
        kind: { type: 'string', enum: ['leaf'] },
        tags: { type: 'array', default: [] },
      },
    }
    const other = {
      type: 'object',
      properties: {
        kind: { type: 'string', enum: ['other'] },
        size: { type: 'integer', default: 1 },
      },
    }
    const schema = {
      type: 'object',
      properties: {
        items: { type: 'array', items: { oneOf: [leaf, other] } },
        byName: { type: 'object', additionalProperties: { allOf: [other] } },
      },
    }
    expect(
      withDefaults(schema, {
        items: [{ kind: 'leaf' }, { kind: 'other', size: 5 }, { kind: 'other' }],
        byName: { a: { kind: 'other' } },
      }),
    ).toEqual({
      items: [
        { kind: 'leaf', tags: [] },
        { kind: 'other', size: 5 },
        { kind: 'other', size: 1 },
      ],
      byName: { a: { kind: 'other', size: 1 } },
    })
  })

  it('leaves bodies that are not objects alone', () => {
    expect(withDefaults(schemaOf('silo_create'), 'nope')).toBe('nope')
    expect(withDefaults(schemaOf('silo_create'), null)).toBe(null)
  })
})

describe('hasDefaults', () => {
  it('knows which bodies have something to fill, and which pass through untouched', () => {
    expect(hasDefaults(requestBodyOf('silo_create')!.schema)).toBe(true)
    expect(hasDefaults(requestBodyOf('disk_bulk_write_import')!.schema)).toBe(false)
  })
})
