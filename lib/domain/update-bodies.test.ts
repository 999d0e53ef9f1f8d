import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  instanceUpdateBody,
  networkInterfaceUpdateBody,
  updateBodyBuilders,
  type UpdateOp,
} from './update-bodies'

const GiB = 1024 ** 3
const root = fileURLToPath(new URL('../../', import.meta.url))

type Schema = {
  $ref?: string
  allOf?: Schema[]
  default?: unknown
  properties?: Record<string, Schema>
}
type Operation = {
  operationId?: string
  requestBody?: { content: Record<string, { schema: Schema }> }
}

const contract = JSON.parse(readFileSync(join(root, 'api/nexus.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, Schema> }
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

function resolve(schema: Schema): Schema {
  let s = schema
  while (s.$ref) s = contract.components.schemas[s.$ref.replace('#/components/schemas/', '')]
  return s
}

function operation(op: string): Operation | undefined {
  for (const item of Object.values(contract.paths)) {
    for (const candidate of Object.values(item)) {
      if (candidate.operationId === snake(op)) return candidate
    }
  }
  return undefined
}

/** The request body's properties, each with its default if the contract gives one. */
function bodyProperties(op: string): Map<string, { default?: unknown; hasDefault: boolean }> {
  const schema = operation(op)?.requestBody?.content['application/json']?.schema
  if (!schema) throw new Error(`${op} has no JSON request body in nexus.json`)
  const properties = new Map<string, { default?: unknown; hasDefault: boolean }>()
  for (const [name, raw] of Object.entries(resolve(schema).properties ?? {})) {
    // a default sits on the property, or on the one schema it refers to
    const holder = [raw, resolve(raw), ...(raw.allOf ?? []).map(resolve)].find(
      (s) => 'default' in s,
    )
    properties.set(name, { default: holder?.default, hasDefault: holder !== undefined })
  }
  return properties
}

/**
 * A view of each resource whose values differ from every default of its
 * update body, and where a body field's value is found in it when the view
 * names it differently.
 */
const samples: {
  [O in UpdateOp]: { view: Record<string, unknown>; fieldOf?: Record<string, string> }
} = {
  instanceUpdate: {
    view: { ncpus: 6, memory: 12 * GiB, bootDiskId: 'boot-disk-id', autoRestartPolicy: 'never' },
    fieldOf: { boot_disk: 'bootDiskId' },
  },
  instanceNetworkInterfaceUpdate: {
    view: {
      name: 'nic-b',
      description: 'the second one',
      primary: true,
      transitIps: ['10.9.0.0/16', 'fd00:1::/64'],
    },
  },
  projectUpdate: { view: { name: 'web', description: 'the web tier' } },
  antiAffinityGroupUpdate: { view: { name: 'spread', description: 'apart' } },
  affinityGroupUpdate: { view: { name: 'together', description: 'one sled' } },
  floatingIpUpdate: { view: { name: 'web-fip', description: 'the front door' } },
  vpcUpdate: { view: { name: 'net', description: 'the network', dnsName: 'net-dns' } },
  ipPoolUpdate: { view: { name: 'public-v4', description: 'addresses for instances' } },
  ipPoolSiloUpdate: { view: { isDefault: true } },
  vpcSubnetUpdate: {
    view: { name: 'data', description: 'data tier', customRouterId: 'router-id' },
    fieldOf: { custom_router: 'customRouterId' },
  },
  vpcRouterUpdate: { view: { name: 'edge', description: 'edge routes' } },
  policyUpdate: {
    view: { roleAssignments: [{ identityId: 'u1', identityType: 'silo_user', roleName: 'admin' }] },
  },
  projectPolicyUpdate: {
    view: {
      roleAssignments: [{ identityId: 'g1', identityType: 'silo_group', roleName: 'viewer' }],
    },
  },
  systemPolicyUpdate: {
    view: {
      roleAssignments: [{ identityId: 'u2', identityType: 'silo_user', roleName: 'viewer' }],
    },
  },
  siloPolicyUpdate: {
    view: {
      roleAssignments: [{ identityId: 'g2', identityType: 'silo_group', roleName: 'collaborator' }],
    },
  },
  vpcRouterRouteUpdate: {
    view: {
      name: 'vpn',
      description: 'to the partner',
      destination: { type: 'ip_net', value: '10.200.0.0/16' },
      target: { type: 'ip', value: '10.1.1.20' },
    },
  },
  vpcFirewallRulesUpdate: {
    view: {
      rules: [
        {
          name: 'allow-https',
          description: 'web',
          action: 'allow',
          direction: 'inbound',
          filters: { hosts: null, ports: ['443'], protocols: [{ type: 'tcp' }] },
          priority: 100,
          status: 'enabled',
          targets: [{ type: 'vpc', value: 'default' }],
        },
      ],
    },
  },
  siloQuotasUpdate: { view: { cpus: 16, memory: 64 * GiB, storage: 1024 * GiB } },
  authSettingsUpdate: { view: { deviceTokenMaxTtlSeconds: 86_400 } },
  // ops: alerts and updates (more samples below this line)
  webhookReceiverUpdate: {
    view: { name: 'ops-pager', description: 'pages', endpoint: 'https://hooks.example.com/' },
  },
  targetReleaseUpdate: { view: { systemVersion: '16.1.0' } },
  // ops: certificates, support bundles and probes (more samples below this line)
  supportBundleUpdate: { view: { userComment: 'Sled BRM42220017 rebooted' } },
  // ops: BGP and BFD (more samples below this line)
  networkingBgpAnnounceSetUpdate: {
    view: {
      name: 'rack-uplinks',
      description: 'public range',
      announcement: [{ addressLotBlock: 'uplink-lot', network: '198.51.100.0/24' }],
    },
  },
  // ops: switch ports, address lots and rack networking (more samples below this line)
  networkingSwitchPortLldpConfigUpdate: {
    view: {
      id: 'a8b5f1f4-3c51-4f0c-9d2b-6f7e8f9a0b1c',
      enabled: true,
      systemName: 'oxide-switch0',
      systemDescription: 'rack switch',
      linkName: 'qsfp0',
      linkDescription: 'uplink to the edge router',
      chassisId: 'switch0-chassis',
      managementIp: '198.51.100.2',
    },
  },
  networkingInboundIcmpUpdate: { view: { enabled: true } },
  networkingAllowListUpdate: {
    view: {
      allowedIps: { allow: 'list', ips: ['203.0.113.0/24'] },
      timeCreated: '2026-01-01T00:00:00Z',
      timeModified: '2026-01-02T00:00:00Z',
    },
  },
}

// each builder's view type is its own; the table is exercised with samples of them
const build = (op: UpdateOp, view: Record<string, unknown>) =>
  (updateBodyBuilders[op] as (v: Record<string, unknown>) => Record<string, unknown>)(view)

describe.each(Object.keys(updateBodyBuilders) as UpdateOp[])(
  '%s body from the current view',
  (op) => {
    const { view, fieldOf = {} } = samples[op]
    const properties = bodyProperties(op)
    const body = build(op, view)
    const viewValue = (property: string) => view[fieldOf[property] ?? camel(property)]

    it('keeps every field the contract would reset to its default if left out', () => {
      const defaulted = [...properties].filter(([, p]) => p.hasDefault)
      for (const [name, { default: fallback }] of defaulted) {
        // the sample must make leaving the field out visible
        expect(viewValue(name), `sample ${op}.${name}`).not.toEqual(fallback)
        expect(body, `${op}.${name}`).toHaveProperty([camel(name)], viewValue(name))
      }
    })

    it("sends every field of the body, each with the view's value, and nothing else", () => {
      expect(Object.keys(body).sort()).toEqual([...properties.keys()].map(camel).sort())
      for (const name of properties.keys()) {
        expect(body[camel(name)], `${op}.${name}`).toEqual(viewValue(name))
      }
    })
  },
)

/**
 * Every `op.…Update` operation passed to useApiMutation, useRenameMutation or callApi, or
 * given as the `update={{ op }}` of an EditNamePanel, in the console's source.
 */
function updateCallSites(): Map<string, string[]> {
  const sites = new Map<string, string[]>()
  for (const dir of ['components', 'lib']) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name)
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name))
        continue
      if (path.includes('__generated__')) continue
      const source = readFileSync(path, 'utf8')
      for (const [, op] of source.matchAll(
        /(?:\b(?:useApiMutation|useRenameMutation|callApi)\(|\bupdate=\{\{\s*op:)\s*op\.(\w+Update)\b/g,
      )) {
        sites.set(op, [...(sites.get(op) ?? []), relative(root, path)])
      }
    }
  }
  return sites
}

describe('update operations the console sends', () => {
  const sites = updateCallSites()

  it('finds the call sites (the scan itself works)', () => {
    expect(sites.get('projectUpdate')).toContain('components/projects/edit-project-panel.tsx')
  })

  it.each([...sites.keys()])('%s has a body builder', (op) => {
    expect(operation(op), `${op} in nexus.json`).toBeDefined()
    expect(Object.keys(updateBodyBuilders)).toContain(op)
  })

  it.each([...sites.keys()])('%s is sent with a body from its builder', (op) => {
    const builder = updateBodyBuilders[op as UpdateOp]
    for (const file of sites.get(op) ?? []) {
      expect(readFileSync(join(root, file), 'utf8'), file).toContain(builder.name)
    }
  })
})

describe('instanceUpdateBody', () => {
  const current = {
    ncpus: 2,
    memory: 4 * GiB,
    bootDiskId: 'disk-id',
    autoRestartPolicy: 'never' as const,
  }

  it('sends the current values of everything not changed', () => {
    expect(instanceUpdateBody(current, { ncpus: 8 })).toEqual({
      ncpus: 8,
      memory: 4 * GiB,
      bootDisk: 'disk-id',
      autoRestartPolicy: 'never',
    })
  })

  it('keeps an absent boot disk and policy as null, not missing', () => {
    expect(instanceUpdateBody({ ncpus: 1, memory: GiB })).toEqual({
      ncpus: 1,
      memory: GiB,
      bootDisk: null,
      autoRestartPolicy: null,
    })
  })

  it('lets a change unset the boot disk or the policy with null', () => {
    const body = instanceUpdateBody(current, { bootDisk: null, autoRestartPolicy: null })
    expect(body.bootDisk).toBeNull()
    expect(body.autoRestartPolicy).toBeNull()
    expect(body.ncpus).toBe(2)
  })

  it('ignores changes given as undefined', () => {
    expect(instanceUpdateBody(current, { bootDisk: undefined }).bootDisk).toBe('disk-id')
  })
})

describe('networkInterfaceUpdateBody', () => {
  const nic = { name: 'nic0', description: '', primary: false, transitIps: ['10.1.0.0/24'] }

  it('keeps the transit IPs when only the name changes', () => {
    expect(networkInterfaceUpdateBody(nic, { name: 'eth0' })).toEqual({
      name: 'eth0',
      description: '',
      primary: false,
      transitIps: ['10.1.0.0/24'],
    })
  })

  it('keeps an already primary interface primary when the form leaves the box out', () => {
    expect(
      networkInterfaceUpdateBody({ ...nic, primary: true }, { primary: undefined }).primary,
    ).toBe(true)
  })

  it('sends no transit IPs for a view without them', () => {
    expect(
      networkInterfaceUpdateBody({ name: 'nic0', description: '', primary: false }).transitIps,
    ).toEqual([])
  })
})
