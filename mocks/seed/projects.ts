import { faker } from '@faker-js/faker'
import type * as Api from '@/lib/api/__generated__/Api'
import {
  db,
  type Disk,
  type Image,
  type Instance,
  type Project,
  type RoleAssignment,
  type RoleName,
  type Silo,
} from '../store/db'
import {
  addFirewallRule,
  addRoute,
  allocateIp,
  createInternetGateway,
  createNetworkInterface,
  createProject,
  createSubnet,
  createVpc,
  newId,
  type FirewallRuleParams,
} from '../store/create'
import type { SeedCounts } from './knobs'
import type { SeededIdentity } from './identity'
import { addLoadDisks, addLoadFirewallRules, addLoadImages, addLoadInstances } from './load'
import { daysBefore, GiB, hex, pastTime, slug, stableId, uniqueSlug } from './util'

const member = (
  identity_type: 'silo_user' | 'silo_group',
  identity_id: string,
  role_name: RoleName,
): RoleAssignment<RoleName> => ({ identity_type, identity_id, role_name })

/** Extra resources in mock-project for benchmarks (MOCK_INSTANCES and the rest). */
export type LoadCounts = Pick<SeedCounts, 'instances' | 'images' | 'disks' | 'firewallRules'>

export function seedProjects(ids: SeededIdentity, load: LoadCounts) {
  const { acme, globex, users, people, groups } = ids
  const mock = createProject(
    acme.id,
    { name: 'mock-project', description: 'A project with one of everything' },
    daysBefore(120),
  )
  const web = createProject(
    acme.id,
    { name: 'web-frontend', description: 'Public website and CDN origin' },
    daysBefore(95),
  )
  const data = createProject(
    acme.id,
    { name: 'data-pipeline', description: 'Nightly ETL and reporting' },
    daysBefore(80),
  )
  const taken = new Set(db.projects.map((p) => p.name))
  for (let i = 0; i < 9; i++) {
    const name = uniqueSlug(taken, () => slug(faker.word.adjective(), faker.word.noun()))
    createProject(acme.id, { name, description: faker.company.catchPhrase() }, pastTime(300))
  }

  db.projectPolicies.set(mock.id, [member('silo_user', users.collaborator.id, 'collaborator')])
  db.projectPolicies.set(web.id, [
    member('silo_user', people[4].id, 'admin'),
    member('silo_user', people[5].id, 'viewer'),
  ])
  db.projectPolicies.set(data.id, [member('silo_group', groups.developers, 'collaborator')])

  for (const [name, description] of [
    ['globex-web', 'Globex storefront'],
    ['globex-data', 'Globex analytics warehouse'],
  ]) {
    createProject(globex.id, { name, description }, daysBefore(60))
  }
  const globexWeb = db.projects.find((p) => p.name === 'globex-web')!
  addDisk(globexWeb, 'globex-archive', 500 * GiB, { state: 'detached' })

  seedSiloImages(acme)
  seedMockProject(mock)
  addLoadInstances(mock, load.instances)
  addLoadImages(mock, load.images)
  addLoadDisks(mock, load.disks)
  const defaultVpc = db.vpcs.find((v) => v.project_id === mock.id && v.name === 'default')!
  addLoadFirewallRules(defaultVpc, load.firewallRules)
}

const SILO_IMAGES: [string, string, string, number][] = [
  ['ubuntu-24-04', 'ubuntu', '24.04', 4],
  ['ubuntu-22-04', 'ubuntu', '22.04', 3],
  ['debian-12', 'debian', '12', 2],
  ['fedora-40', 'fedora', '40', 5],
  ['alpine-3-20', 'alpine', '3.20', 1],
  ['windows-server-2022', 'windows', '2022', 20],
]

function seedSiloImages(silo: Silo) {
  for (const [name, os, version, gib] of SILO_IMAGES) {
    const image = addImage(null, name, os, version, gib * GiB)
    db.imageSilo.set(image.id, silo.id)
  }
}

function addImage(
  project: Project | null,
  name: string,
  os: string,
  version: string,
  size: number,
) {
  const time = pastTime(200)
  const image: Image = {
    id: newId(),
    name,
    description: `${os} ${version}`,
    os,
    version,
    size,
    block_size: 512,
    digest: { type: 'sha256', value: hex(64) },
    project_id: project?.id ?? null,
    time_created: time,
    time_modified: time,
  }
  db.images.push(image)
  if (project) db.imageSilo.set(image.id, db.projectSilo.get(project.id)!)
  return image
}

function addDisk(
  project: Project,
  name: string,
  size: number,
  state: Disk['state'],
  extra: Partial<Disk> = {},
): Disk {
  const time = pastTime(100)
  const disk: Disk = {
    id: newId(),
    name,
    description: '',
    project_id: project.id,
    size,
    block_size: 4096,
    device_path: `/mnt/${name}`,
    image_id: null,
    snapshot_id: null,
    state,
    time_created: time,
    time_modified: time,
    ...extra,
  }
  db.disks.push(disk)
  return disk
}

/**
 * A seeded disk made from an image or snapshot: the source's id and block size, and, made
 * after it, an hour later than the source when the seed's times say otherwise.
 */
function madeFrom(
  disk: Disk,
  source: Pick<Disk, 'image_id'> | Pick<Disk, 'snapshot_id'>,
  from: { time_created: string },
  blockSize: number,
) {
  Object.assign(disk, source)
  disk.block_size = blockSize
  if (disk.time_created <= from.time_created) {
    const later = new Date(Date.parse(from.time_created) + 3_600_000).toISOString()
    disk.time_created = later
    disk.time_modified = later
  }
}

type InstanceSpec = [name: string, state: Api.InstanceState, ncpus: number, memGiB: number]

const MOCK_INSTANCES: InstanceSpec[] = [
  ['db1', 'running', 8, 32],
  ['web-1', 'running', 4, 16],
  ['web-2', 'running', 4, 16],
  ['cache-1', 'starting', 2, 8],
  ['api-server', 'creating', 4, 8],
  ['worker-1', 'rebooting', 8, 16],
  ['batch-job', 'stopping', 16, 64],
  ['build-runner', 'stopped', 8, 32],
  ['legacy-app', 'repairing', 2, 4],
  ['analytics', 'migrating', 16, 128],
  ['ml-trainer', 'failed', 32, 256],
  ['retired-vm', 'destroyed', 1, 2],
  ['dev-sandbox', 'stopped', 2, 4],
  ['flaky-worker', 'failed', 4, 8],
]

/**
 * Failed instances stay failed: ml-trainer may never restart by itself,
 * flaky-worker is in its cooldown after an automatic restart.
 */
const NEVER_RESTART = ['dev-sandbox', 'ml-trainer']

/** Run states that hold a VMM on a sled. */
const ON_SLED: Api.InstanceState[] = [
  'starting',
  'running',
  'rebooting',
  'stopping',
  'migrating',
  'repairing',
]

function seedMockProject(project: Project) {
  const ubuntu = db.images.find((i) => i.name === 'ubuntu-24-04')!
  const debian = db.images.find((i) => i.name === 'debian-12')!

  const vpc = createVpc(
    project.id,
    { name: 'mock-vpc', description: 'The VPC of the mock project', dns_name: 'mock-vpc' },
    daysBefore(119),
  )
  const subnet = createSubnet(
    vpc,
    {
      name: 'mock-subnet',
      description: 'Application tier',
      ipv4_block: '10.1.1.0/24',
    },
    daysBefore(119),
  )
  const router = {
    id: newId(),
    name: 'mock-custom-router',
    description: 'Routes for the data tier',
    kind: 'custom' as const,
    vpc_id: vpc.id,
    time_created: daysBefore(110),
    time_modified: daysBefore(110),
  }
  db.vpcRouters.push(router)
  createSubnet(
    vpc,
    {
      name: 'mock-subnet-2',
      description: 'Data tier, routed through mock-custom-router',
      ipv4_block: '10.1.2.0/24',
      custom_router_id: router.id,
    },
    daysBefore(110),
  )
  addRoute(
    router.id,
    {
      name: 'drop-private',
      description: 'Never route to the office network',
      kind: 'custom',
      destination: { type: 'ip_net', value: '192.168.0.0/16' },
      target: { type: 'drop' },
    },
    daysBefore(110),
  )
  addRoute(
    router.id,
    {
      name: 'vpn',
      description: 'Partner network through the VPN appliance',
      kind: 'custom',
      destination: { type: 'ip_net', value: '10.200.0.0/16' },
      target: { type: 'ip', value: '10.1.1.20' },
    },
    daysBefore(110),
  )
  addRoute(
    router.id,
    {
      name: 'internet',
      description: 'Default route to the internet',
      kind: 'custom',
      destination: { type: 'ip_net', value: '0.0.0.0/0' },
      target: { type: 'internet_gateway', value: 'default' },
    },
    daysBefore(110),
  )
  addRoute(
    router.id,
    {
      name: 'app-tier',
      description: 'Reach the application tier through the database host',
      kind: 'custom',
      destination: { type: 'subnet', value: 'mock-subnet' },
      target: { type: 'instance', value: 'db1' },
    },
    daysBefore(110),
  )
  const gateway = createInternetGateway(
    vpc.id,
    {
      name: 'mock-gateway',
      description: 'Egress through the second pool',
    },
    daysBefore(100),
  )
  const pool2 = db.ipPools.find((p) => p.name === 'ipv4-pool-2')!
  db.internetGatewayIpPools.push({
    id: newId(),
    name: 'pool-2',
    description: '',
    internet_gateway_id: gateway.id,
    ip_pool_id: pool2.id,
    time_created: daysBefore(100),
    time_modified: daysBefore(100),
  })
  db.internetGatewayIpAddresses.push({
    id: newId(),
    name: 'egress-1',
    description: 'Fixed egress address',
    internet_gateway_id: gateway.id,
    address: '198.51.100.99',
    time_created: daysBefore(100),
    time_modified: daysBefore(100),
  })
  for (const rule of MOCK_FIREWALL_RULES) addFirewallRule(vpc.id, rule, daysBefore(90))

  const defaultPool = db.ipPools.find((p) => p.name === 'default')!
  // an expunged sled runs nothing
  const sledIds = db.sleds.filter((s) => s.policy.kind === 'in_service').map((s) => s.id)
  const instances: Record<string, Instance> = {}
  MOCK_INSTANCES.forEach(([name, state, ncpus, memGiB], i) => {
    const created = pastTime(100)
    const instance: Instance = {
      id: newId(),
      name,
      description: `${name} instance`,
      hostname: name,
      project_id: project.id,
      ncpus,
      memory: memGiB * GiB,
      run_state: state,
      auto_restart_enabled: !NEVER_RESTART.includes(name),
      auto_restart_policy: NEVER_RESTART.includes(name) ? 'never' : null,
      auto_restart_cooldown_expiration: null,
      time_last_auto_restarted: null,
      boot_disk_id: null,
      time_created: created,
      time_modified: created,
      time_run_state_updated: daysBefore(faker.number.float({ min: 0.01, max: 3 })),
    }
    if (name === 'flaky-worker') {
      // restarted by itself ten minutes ago and failed again: it waits out its
      // cooldown, timed from the real clock so that it is on when the server starts
      const now = Date.now()
      instance.auto_restart_policy = 'best_effort'
      instance.time_last_auto_restarted = new Date(now - 10 * 60_000).toISOString()
      instance.auto_restart_cooldown_expiration = new Date(now + 50 * 60_000).toISOString()
    }
    db.instances.push(instance)
    instances[name] = instance
    if (state === 'destroyed') return

    const image = i % 3 === 2 ? debian : ubuntu
    const boot = addDisk(
      project,
      `${name}-boot`,
      20 * GiB,
      state === 'creating'
        ? { state: 'attaching', instance: instance.id }
        : { state: 'attached', instance: instance.id },
      { image_id: image.id, block_size: 512, description: `Boot disk of ${name}` },
    )
    instance.boot_disk_id = boot.id
    createNetworkInterface(
      instance,
      { name: 'nic0', description: 'Primary interface', subnet },
      created,
    )
    if (ON_SLED.includes(state)) {
      db.instanceSled.set(instance.id, sledIds[i % sledIds.length])
      db.instanceIps.push({
        instance_id: instance.id,
        kind: 'ephemeral',
        ip: allocateIp(defaultPool.id)!,
        ip_pool_id: defaultPool.id,
      })
    }
  })
  // SNAT addresses share one IP among four instances, each with its own port block
  Object.values(instances)
    .filter((i) => i.run_state !== 'destroyed' && i.run_state !== 'creating')
    .forEach((instance, n) => {
      const block = n % 4
      const ip =
        block === 0 ? allocateIp(defaultPool.id)! : db.instanceIps[db.instanceIps.length - 1].ip
      db.instanceIps.push({
        instance_id: instance.id,
        kind: 'snat',
        ip,
        ip_pool_id: defaultPool.id,
        first_port: block * 16384,
        last_port: block * 16384 + 16383,
      })
    })

  const dataTier = db.vpcSubnets.find((s) => s.name === 'mock-subnet-2' && s.vpc_id === vpc.id)!
  createNetworkInterface(instances.db1, {
    name: 'nic1',
    description: 'Data tier interface',
    subnet: dataTier,
  })

  const db1Data = addDisk(
    project,
    'db1-data',
    200 * GiB,
    { state: 'attached', instance: instances.db1.id },
    {
      description: 'PostgreSQL data volume',
    },
  )
  const dataArchive = addDisk(
    project,
    'data-archive',
    100 * GiB,
    { state: 'detached' },
    { description: 'Old exports' },
  )
  // made from an image deleted since: Nexus keeps the id
  addDisk(
    project,
    'scratch',
    50 * GiB,
    { state: 'detached' },
    { image_id: stableId('image:centos-stream-9') },
  )
  addDisk(project, 'new-volume', 10 * GiB, { state: 'creating' })
  const brokenDisk = addDisk(
    project,
    'broken-disk',
    30 * GiB,
    { state: 'faulted' },
    { description: 'Lost its region' },
  )
  addDisk(project, 'import-target', 8 * GiB, { state: 'import_ready' }, { block_size: 512 })

  const snap = (name: string, disk: Disk, state: Api.SnapshotState) => {
    const time = pastTime(40)
    const s = {
      id: newId(),
      name,
      description: `Snapshot of ${disk.name}`,
      disk_id: disk.id,
      project_id: project.id,
      size: disk.size,
      state,
      time_created: time,
      time_modified: time,
    }
    db.snapshots.push(s)
    db.snapshotBlockSize.set(s.id, disk.block_size)
    return s
  }
  const webBoot = db.disks.find((d) => d.name === 'web-1-boot')!
  snap('db1-data-nightly', db1Data, 'ready')
  const golden = snap('web-1-golden', webBoot, 'ready')
  snap('db1-data-hourly', db1Data, 'creating')
  snap(
    'scratch-before-wipe',
    db.disks.find((d) => d.name === 'scratch')!,
    'ready',
  )

  // the last snapshot of a disk deleted since
  const goneTime = daysBefore(70)
  const orphan = {
    id: stableId('snapshot:retired-db-final'),
    name: 'retired-db-final',
    description: 'Taken before the old database volume was deleted',
    disk_id: stableId('disk:retired-db-data'),
    project_id: project.id,
    size: 40 * GiB,
    state: 'ready' as const,
    time_created: goneTime,
    time_modified: goneTime,
  }
  db.snapshots.push(orphan)
  db.snapshotBlockSize.set(orphan.id, 4096)

  addImage(project, 'web-golden-image', 'ubuntu', '24.04-web', webBoot.size)
  const appBase = addImage(project, 'app-base', 'debian', '12-app', 3 * GiB)

  // disks made from the project's image and from a snapshot, as Nexus records them (the
  // source's id, its block size), made after their source; set here, once the sources exist
  madeFrom(dataArchive, { image_id: appBase.id }, appBase, appBase.block_size)
  madeFrom(brokenDisk, { snapshot_id: golden.id }, golden, webBoot.block_size)

  const floating = (
    name: string,
    poolId: string,
    instance: Instance | null,
    description: string,
  ) => {
    const time = pastTime(60)
    db.floatingIps.push({
      id: newId(),
      name,
      description,
      ip: allocateIp(poolId)!,
      ip_pool_id: poolId,
      project_id: project.id,
      instance_id: instance?.id ?? null,
      time_created: time,
      time_modified: time,
    })
  }
  floating('web-fip', defaultPool.id, instances['web-1'], 'Public address of the website')
  floating('db-fip', defaultPool.id, null, 'Reserved for the database failover')
  floating('spare-ip', pool2.id, null, '')

  const groupTime = daysBefore(50)
  const antiAffinity = (
    name: string,
    policy: 'allow' | 'fail',
    members: Instance[],
    description: string,
  ) => {
    const id = newId()
    db.antiAffinityGroups.push({
      id,
      name,
      description,
      policy,
      failure_domain: 'sled',
      project_id: project.id,
      time_created: groupTime,
      time_modified: groupTime,
    })
    for (const m of members)
      db.antiAffinityMembers.push({ kind: 'instance', group_id: id, instance_id: m.id })
  }
  antiAffinity(
    'web-spread',
    'allow',
    [instances['web-1'], instances['web-2']],
    'Keep web servers on different sleds',
  )
  antiAffinity('db-ha', 'fail', [instances.db1], 'Database replicas must not share a sled')
  const affinity = (
    name: string,
    policy: 'allow' | 'fail',
    members: Instance[],
    description: string,
  ) => {
    const id = newId()
    db.affinityGroups.push({
      id,
      name,
      description,
      policy,
      failure_domain: 'sled',
      project_id: project.id,
      time_created: groupTime,
      time_modified: groupTime,
    })
    for (const m of members)
      db.affinityMembers.push({ kind: 'instance', group_id: id, instance_id: m.id })
  }
  affinity('cache-near-web', 'allow', [instances['cache-1']], 'Keep the cache next to a web server')
  // db1 is in an anti-affinity group too: the kinds don't exclude each other
  affinity('db-with-data', 'fail', [instances.db1], 'The database and its loaders share a sled')
}

const MOCK_FIREWALL_RULES: FirewallRuleParams[] = [
  {
    name: 'allow-https',
    description: 'Web traffic from anywhere',
    status: 'enabled',
    direction: 'inbound',
    targets: [{ type: 'subnet', value: 'mock-subnet' }],
    filters: { hosts: null, ports: ['443', '80'], protocols: [{ type: 'tcp' }] },
    action: 'allow',
    priority: 100,
  },
  {
    name: 'allow-app-from-office',
    description: 'Application ports from the office network',
    status: 'enabled',
    direction: 'inbound',
    targets: [
      { type: 'instance', value: 'web-1' },
      { type: 'instance', value: 'web-2' },
    ],
    filters: {
      hosts: [
        { type: 'ip_net', value: '10.0.0.0/8' },
        { type: 'ip', value: '192.0.2.7' },
      ],
      ports: ['8080-8090'],
      protocols: [{ type: 'tcp' }, { type: 'udp' }],
    },
    action: 'allow',
    priority: 200,
  },
  {
    name: 'deny-smtp-out',
    description: 'No direct mail delivery',
    status: 'enabled',
    direction: 'outbound',
    targets: [{ type: 'vpc', value: 'mock-vpc' }],
    filters: { hosts: null, ports: ['25'], protocols: [{ type: 'tcp' }] },
    action: 'deny',
    priority: 50,
  },
  {
    name: 'allow-ping',
    description: 'ICMP echo requests',
    status: 'enabled',
    direction: 'inbound',
    targets: [{ type: 'vpc', value: 'mock-vpc' }],
    filters: {
      hosts: null,
      ports: null,
      protocols: [{ type: 'icmp', value: { icmp_type: 8, code: '0' } }],
    },
    action: 'allow',
    priority: 300,
  },
  {
    name: 'allow-rdp',
    description: 'Disabled until the Windows pilot starts',
    status: 'disabled',
    direction: 'inbound',
    targets: [{ type: 'subnet', value: 'mock-subnet-2' }],
    filters: { hosts: null, ports: ['3389'], protocols: [{ type: 'tcp' }] },
    action: 'allow',
    priority: 1000,
  },
]
