import { createProject, newId } from '../store/create'
import { db, type Project, type Silo, type Vpc } from '../store/db'
import { daysBefore, GiB, stableId } from './util'

/**
 * Plain resources in bulk for benchmarks (the MOCK_* counts of knobs.ts).
 * Named by counter (`load-0001`, `load-disk-0001`, …) so every start yields
 * the same rows; apart from the instances, ids are derived from the names and
 * draw nothing from faker, so the demo data seeded after them stays the same.
 */

const numbered = (prefix: string, i: number, count: number) =>
  `${prefix}-${String(i).padStart(Math.max(3, String(count).length), '0')}`

/** Projects `load-project-001`, … in `silo`, each with `instances` instances. */
export function addLoadProjects(silo: Silo, count: number, instances: number) {
  for (let i = 1; i <= count; i++) {
    const name = numbered('load-project', i, count)
    const project = createProject(
      silo.id,
      { name, description: 'Benchmark project' },
      daysBefore(15),
    )
    addLoadInstances(project, instances)
  }
}

/** Instances alternating running and stopped. */
export function addLoadInstances(project: Project, count: number) {
  const time = daysBefore(10)
  const width = String(count).length
  for (let i = 1; i <= count; i++) {
    db.instances.push({
      id: newId(),
      name: `load-${String(i).padStart(width, '0')}`,
      description: 'Benchmark instance',
      hostname: `load-${i}`,
      project_id: project.id,
      ncpus: 2,
      memory: 4 * GiB,
      run_state: i % 2 ? 'running' : 'stopped',
      auto_restart_enabled: true,
      auto_restart_policy: null,
      auto_restart_cooldown_expiration: null,
      time_last_auto_restarted: null,
      boot_disk_id: null,
      time_created: time,
      time_modified: time,
      time_run_state_updated: time,
    })
  }
}

/** Project images of 1 GiB. */
export function addLoadImages(project: Project, count: number) {
  const silo = db.projectSilo.get(project.id)!
  for (let i = 1; i <= count; i++) {
    const name = numbered('load-image', i, count)
    const time = daysBefore(20 - i / count)
    const id = stableId(`image:${name}`)
    db.images.push({
      id,
      name,
      description: 'Benchmark image',
      os: 'debian',
      version: `12-load-${i}`,
      size: GiB,
      block_size: 512,
      digest: null,
      project_id: project.id,
      time_created: time,
      time_modified: time,
    })
    db.imageSilo.set(id, silo)
  }
}

/** Detached blank disks of 10 GiB. */
export function addLoadDisks(project: Project, count: number) {
  for (let i = 1; i <= count; i++) {
    const name = numbered('load-disk', i, count)
    const time = daysBefore(15 - i / count)
    db.disks.push({
      id: stableId(`disk:${name}`),
      name,
      description: 'Benchmark disk',
      project_id: project.id,
      size: 10 * GiB,
      block_size: 4096,
      device_path: `/mnt/${name}`,
      image_id: null,
      snapshot_id: null,
      state: { state: 'detached' },
      time_created: time,
      time_modified: time,
    })
  }
}

/** Nexus refuses a VPC more rules than this. */
const MAX_RULES = 1024

/**
 * Valid rules on the VPC, each allowing or denying one port from one /24 to
 * the whole VPC; at most as many as keep the VPC within Nexus's limit.
 */
export function addLoadFirewallRules(vpc: Vpc, count: number) {
  const room = MAX_RULES - db.firewallRules.filter((r) => r.vpc_id === vpc.id).length
  if (count > room) {
    console.warn(`MOCK_FIREWALL_RULES=${count}: VPC ${vpc.name} has room for ${room} more rules`)
  }
  const n = Math.min(count, room)
  const time = daysBefore(30)
  for (let i = 1; i <= n; i++) {
    const name = numbered('load-rule', i, n)
    db.firewallRules.push({
      id: stableId(`firewall-rule:${vpc.id}:${name}`),
      vpc_id: vpc.id,
      name,
      description: 'Benchmark rule',
      status: i % 10 === 0 ? 'disabled' : 'enabled',
      direction: i % 2 ? 'inbound' : 'outbound',
      targets: [{ type: 'vpc', value: vpc.name }],
      filters: {
        hosts: [{ type: 'ip_net', value: `10.${Math.floor(i / 256) % 256}.${i % 256}.0/24` }],
        ports: [String(1024 + i)],
        protocols: [{ type: i % 3 ? 'tcp' : 'udp' }],
      },
      action: i % 4 ? 'allow' : 'deny',
      priority: 1000 + i,
      time_created: time,
      time_modified: time,
    })
  }
}
