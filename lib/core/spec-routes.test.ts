import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { routeKeyForPattern } from './routes'

// Spec §2, line by line: each line as the spec words it, and the paths it names. The
// spec's route lists are copied word for word into spec-routes.txt, which
// `npm run check:contract` holds to the spec whenever it is beside the repository, so this
// test runs in a lone clone too.
const SPEC = readFileSync(resolve(__dirname, 'spec-routes.txt'), 'utf8')

const SPEC_ROUTES: [line: string, paths: string[]][] = [
  ['login/{silo}/local', ['/login/[silo]/local']],
  ['login/{silo}/saml/{provider}', ['/login/[silo]/saml/[provider]']],
  ['device/verify (enter device code)', ['/device/verify']],
  ['device/success', ['/device/success']],
  ['settings/profile', ['/settings/profile']],
  [
    'settings/ssh-keys, with {sshKey}/edit',
    ['/settings/ssh-keys', '/settings/ssh-keys/[sshKey]/edit'],
  ],
  ['settings/ssh-keys-new', ['/settings/ssh-keys-new']],
  ['settings/access-tokens', ['/settings/access-tokens']],
  ['system/silos', ['/system/silos']],
  ['system/silos-new', ['/system/silos-new']],
  [
    'system/silos/{silo}, with tab ip-pools, idps-new, and idps/saml/{provider}',
    [
      '/system/silos/[silo]',
      '/system/silos/[silo]/ip-pools',
      '/system/silos/[silo]/idps-new',
      '/system/silos/[silo]/idps/saml/[provider]',
    ],
  ],
  ['system/utilization', ['/system/utilization']],
  [
    'system/inventory, which redirects to sleds; tabs sleds and disks; inventory/sleds/{sledId} redirects to its instances tab',
    [
      '/system/inventory',
      '/system/inventory/sleds',
      '/system/inventory/disks',
      '/system/inventory/sleds/[sledId]',
      '/system/inventory/sleds/[sledId]/instances',
    ],
  ],
  ['system/networking/ip-pools', ['/system/networking/ip-pools']],
  ['system/networking/ip-pools-new', ['/system/networking/ip-pools-new']],
  [
    'system/networking/ip-pools/{pool}, with edit and ranges-add',
    [
      '/system/networking/ip-pools/[pool]',
      '/system/networking/ip-pools/[pool]/edit',
      '/system/networking/ip-pools/[pool]/ranges-add',
    ],
  ],
  ['system/audit-log', ['/system/audit-log']],
  ['system/issues', ['/system/issues']],
  ['/images, with {image}/edit', ['/images', '/images/[image]/edit']],
  ['/utilization', ['/utilization']],
  ['/access', ['/access']],
  ['/projects', ['/projects']],
  ['/projects-new', ['/projects-new']],
  ['/projects/{project}/edit', ['/projects/[project]/edit']],
  [
    'lookup/instances/{instance} and lookup/i/{instance}',
    ['/lookup/instances/[instance]', '/lookup/i/[instance]'],
  ],
  [
    'instances; instances-new',
    ['/projects/[project]/instances', '/projects/[project]/instances-new'],
  ],
  [
    'instances/{instance}, default redirects to storage; tabs: storage, networking, metrics (sub-tabs cpu, disk, network; default cpu), connect, settings',
    [
      '/projects/[project]/instances/[instance]',
      '/projects/[project]/instances/[instance]/storage',
      '/projects/[project]/instances/[instance]/networking',
      '/projects/[project]/instances/[instance]/metrics',
      '/projects/[project]/instances/[instance]/metrics/cpu',
      '/projects/[project]/instances/[instance]/metrics/disk',
      '/projects/[project]/instances/[instance]/metrics/network',
      '/projects/[project]/instances/[instance]/connect',
      '/projects/[project]/instances/[instance]/settings',
    ],
  ],
  [
    'instances/{instance}/serial-console',
    ['/projects/[project]/instances/[instance]/serial-console'],
  ],
  ['vpcs; vpcs-new', ['/projects/[project]/vpcs', '/projects/[project]/vpcs-new']],
  [
    'vpcs/{vpc}, default firewall-rules. Further: edit; firewall-rules-new/{rule?} (create or clone); firewall-rules/{rule}/edit; subnets; subnets-new; subnets/{subnet}/edit; routers; routers-new; routers/{router}/edit; internet-gateways/{gateway}',
    [
      '/projects/[project]/vpcs/[vpc]',
      '/projects/[project]/vpcs/[vpc]/firewall-rules',
      '/projects/[project]/vpcs/[vpc]/edit',
      '/projects/[project]/vpcs/[vpc]/firewall-rules-new',
      '/projects/[project]/vpcs/[vpc]/firewall-rules-new/[rule]',
      '/projects/[project]/vpcs/[vpc]/firewall-rules/[rule]/edit',
      '/projects/[project]/vpcs/[vpc]/subnets',
      '/projects/[project]/vpcs/[vpc]/subnets-new',
      '/projects/[project]/vpcs/[vpc]/subnets/[subnet]/edit',
      '/projects/[project]/vpcs/[vpc]/routers',
      '/projects/[project]/vpcs/[vpc]/routers-new',
      '/projects/[project]/vpcs/[vpc]/routers/[router]/edit',
      '/projects/[project]/vpcs/[vpc]/internet-gateways/[gateway]',
    ],
  ],
  [
    'vpcs/{vpc}/routers/{router}, with routes-new and routes/{route}/edit',
    [
      '/projects/[project]/vpcs/[vpc]/routers/[router]',
      '/projects/[project]/vpcs/[vpc]/routers/[router]/routes-new',
      '/projects/[project]/vpcs/[vpc]/routers/[router]/routes/[route]/edit',
    ],
  ],
  [
    'floating-ips; floating-ips-new; floating-ips/{floatingIp}/edit',
    [
      '/projects/[project]/floating-ips',
      '/projects/[project]/floating-ips-new',
      '/projects/[project]/floating-ips/[floatingIp]/edit',
    ],
  ],
  ['disks; disks-new', ['/projects/[project]/disks', '/projects/[project]/disks-new']],
  [
    'snapshots; snapshots-new; snapshots/{snapshot}/images-new',
    [
      '/projects/[project]/snapshots',
      '/projects/[project]/snapshots-new',
      '/projects/[project]/snapshots/[snapshot]/images-new',
    ],
  ],
  [
    'images; images-new; images/{image}/edit',
    [
      '/projects/[project]/images',
      '/projects/[project]/images-new',
      '/projects/[project]/images/[image]/edit',
    ],
  ],
  ['access', ['/projects/[project]/access']],
  [
    'affinity; affinity-new; affinity/{antiAffinityGroup}, with edit',
    [
      '/projects/[project]/affinity',
      '/projects/[project]/affinity-new',
      '/projects/[project]/affinity/[antiAffinityGroup]',
      '/projects/[project]/affinity/[antiAffinityGroup]/edit',
    ],
  ],
]

describe("the spec's routes (§2)", () => {
  it.each(SPEC_ROUTES)('%s', (line, paths) => {
    // the line is still the spec's, word for word
    expect(SPEC).toContain(`- ${line}`)
    for (const path of paths) expect(routeKeyForPattern(path), path).toBeDefined()
  })
})

describe("the spec's forwarding routes", () => {
  // every other route of §2 is a page at its own path (system/silos/{silo} is the silo page)
  const FORWARDS = [
    'projects/[project]/index.tsx', // "the default redirects to instances"
    'projects/[project]/instances/[instance]/index.tsx', // "default redirects to storage"
    'projects/[project]/instances/[instance]/metrics/index.tsx', // "default cpu"
    'projects/[project]/vpcs/[vpc]/index.tsx', // "default firewall-rules"
    'system/inventory/index.tsx', // "redirects to sleds"
    'system/inventory/sleds/[sledId]/index.tsx', // "redirects to its instances tab"
    'system/networking/bgp/index.tsx', // not in §2: the BGP pages' default tab
  ]

  it('are the only pages that forward', () => {
    const pages = resolve(__dirname, '../../pages')
    const forwarding = readdirSync(pages, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.tsx'))
      .filter((f) => readFileSync(resolve(pages, f), 'utf8').includes('<Redirect'))
      .sort()
    expect(forwarding).toEqual([...FORWARDS].sort())
  })
})
