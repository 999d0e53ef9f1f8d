import type * as Api from '@/lib/api/__generated__/Api'
import type { Json } from '@/mocks/__generated__/msw-handlers'
import { type Actor } from '../access/auth'
import { db, findByNameOrId, type Disk, type Instance, type Project } from '../store/db'
import { alreadyExists, invalidRequest } from '../transport/errors'
import { GROUP_MAX_MEMBERS, INSTANCE_MAX_GROUPS } from './affinity-rules'
import { createNetworkInterface, defaultPoolForProject, newId } from '../store/create'
import { allocateFromPool, requireFreeAddress } from '../rules/external-ips'
import { attachNow, beginAttach, beginDetach, diskAccepts } from './disk-rules'
import {
  bootNewInstance,
  checkShape,
  checkUserData,
  MAX_DISKS,
  MAX_NICS,
  requireRoomFor,
} from './instance-rules'
import { lookupAntiAffinityGroup, lookupDisk, lookupFloatingIp, sibling } from '../access/lookup'
import { stampNow } from '../transport/respond'
import { attachedInstanceId, prepareDisk } from './disks'

/**
 * An instance's create, and the disks and external addresses it takes then or
 * later, with Nexus's wording; its limits and states are in instance-rules.ts.
 */

/** Disks attached to the instance or on their way in or out. */
export const disksOf = (instanceId: string) =>
  db.disks.filter((d) => attachedInstanceId(d) === instanceId)

/** Nexus's refusal to attach a disk that is elsewhere or not ready; null when it may be attached. */
function attachRefusal(disk: Disk) {
  if (diskAccepts('attach', disk.state.state)) return null
  if (attachedInstanceId(disk)) {
    return `cannot attach disk "${disk.name}": disk is attached to another instance`
  }
  return `cannot attach disk "${disk.name}": invalid state ${disk.state.state}`
}

/**
 * Attach a disk: at once while the instance is being created (Nexus's create
 * saga finishes before it answers), through `attaching` otherwise. Attaching
 * a disk to the instance it is attached to is a no-op, as in Nexus.
 */
export function attachDisk(instance: Instance, disk: Disk, { now = false } = {}) {
  if (attachedInstanceId(disk) === instance.id && disk.state.state !== 'detaching') return disk
  const refusal = attachRefusal(disk)
  if (refusal) throw invalidRequest(refusal)
  if (disksOf(instance.id).length >= MAX_DISKS) {
    throw invalidRequest(`cannot attach more than ${MAX_DISKS} disks to instance`)
  }
  if (now) attachNow(disk, instance.id)
  else beginAttach(disk, instance.id)
  return disk
}

export function detachDisk(instance: Instance, disk: Disk) {
  const s = disk.state
  // detaching what is detached, or on its way out, is done (Nexus)
  if (s.state === 'detached' || (s.state === 'detaching' && s.instance === instance.id)) {
    return disk
  }
  if (s.state === 'attaching' && s.instance === instance.id) {
    throw invalidRequest(`cannot detach disk "${disk.name}": disk is currently being attached`)
  }
  if (attachedInstanceId(disk) && attachedInstanceId(disk) !== instance.id) {
    throw invalidRequest(`cannot detach disk "${disk.name}": disk is attached to another instance`)
  }
  if (!diskAccepts('detach', s.state)) {
    throw invalidRequest(`cannot detach disk "${disk.name}": invalid state ${s.state}`)
  }
  if (instance.boot_disk_id === disk.id) {
    throw invalidRequest('the boot disk cannot be detached: choose another boot disk first')
  }
  beginDetach(disk, instance.id)
  return disk
}

/** The pool an ephemeral address comes from, checked to have one free. */
export function ephemeralPool(actor: Actor, projectId: string, poolKey: string | null | undefined) {
  const pool = poolKey ? siloPool(actor, poolKey) : defaultPoolForProject(projectId)
  if (!pool) throw invalidRequest('no default IP pool is linked to the silo')
  requireFreeAddress(pool.id)
  return pool
}

export function addEphemeralIp(instance: Instance, poolId: string) {
  if (db.instanceIps.some((i) => i.instance_id === instance.id && i.kind === 'ephemeral')) {
    throw invalidRequest('instance already has an ephemeral IP address')
  }
  const entry = {
    instance_id: instance.id,
    kind: 'ephemeral' as const,
    ip: allocateFromPool(poolId),
    ip_pool_id: poolId,
  }
  db.instanceIps.push(entry)
  return entry
}

/** A pool linked to the caller's silo, by name or id. */
function siloPool(actor: Actor, key: string) {
  const linked = new Set(
    db.ipPoolSilos.filter((l) => l.silo_id === actor.silo.id).map((l) => l.ip_pool_id),
  )
  return findByNameOrId(
    db.ipPools.filter((p) => linked.has(p.id)),
    'ip-pool',
    key,
  )
}

export function externalIps(instance: Instance): Json<Api.ExternalIp>[] {
  const mine = db.instanceIps.filter((i) => i.instance_id === instance.id)
  return [
    ...mine
      .filter((i) => i.kind === 'ephemeral')
      .map((i) => ({ kind: 'ephemeral' as const, ip: i.ip, ip_pool_id: i.ip_pool_id })),
    ...db.floatingIps
      .filter((f) => f.instance_id === instance.id)
      .map((f) => ({ kind: 'floating' as const, ...f })),
    ...mine
      .filter((i) => i.kind === 'snat')
      .map((i) => ({
        kind: 'snat' as const,
        ip: i.ip,
        ip_pool_id: i.ip_pool_id,
        first_port: i.first_port ?? 0,
        last_port: i.last_port ?? 16383,
      })),
  ]
}

export function createInstance(actor: Actor, project: Project, body: Json<Api.InstanceCreate>) {
  if (db.instances.some((i) => i.project_id === project.id && i.name === body.name)) {
    throw alreadyExists('instance', body.name)
  }
  checkShape(body.ncpus, body.memory)
  checkUserData(body.user_data)
  const attachments = [...(body.boot_disk ? [body.boot_disk] : []), ...(body.disks ?? [])]
  if (attachments.length > MAX_DISKS) {
    throw invalidRequest(`cannot attach more than ${MAX_DISKS} disks to an instance`)
  }
  // resolve everything that can fail before changing anything
  const existing = attachments.flatMap((a) =>
    a.type === 'attach'
      ? [sibling((p) => lookupDisk(actor, { disk: a.name, project: p }), a.name, project, 'disk')]
      : [],
  )
  for (const d of existing) {
    const refusal = attachRefusal(d)
    if (refusal) throw invalidRequest(refusal)
  }
  const fresh = attachments.flatMap((a) =>
    a.type === 'create' ? [prepareDisk(actor, project, a)] : [],
  )
  if (fresh.some((d) => d.state.state !== 'detached')) {
    throw invalidRequest('a disk importing blocks cannot be attached at creation')
  }
  const freshNames = fresh.map((d) => d.name)
  if (new Set(freshNames).size !== freshNames.length) {
    throw invalidRequest('disks to create must have distinct names')
  }
  // in the order given, the boot disk first
  const toAttach = attachments.map((a) =>
    (a.type === 'attach' ? existing : fresh).find((d) => d.name === a.name)!,
  )
  const ephemeral = (body.external_ips ?? []).flatMap((e) =>
    e.type === 'ephemeral' ? [ephemeralPool(actor, project.id, e.pool)] : [],
  )
  if (ephemeral.length > 1) throw invalidRequest('an instance may have one ephemeral IP address')
  const floating = (body.external_ips ?? []).flatMap((e) =>
    e.type === 'floating'
      ? [
          sibling(
            (p) => lookupFloatingIp(actor, { floatingIp: e.floating_ip, project: p }),
            e.floating_ip,
            project,
            'floating-ip',
          ),
        ]
      : [],
  )
  for (const f of floating) {
    if (f.instance_id) throw invalidRequest(`floating IP "${f.name}" is already attached`)
  }
  const groups = (body.anti_affinity_groups ?? []).map((g) =>
    sibling(
      (p) => lookupAntiAffinityGroup(actor, { group: g, project: p }),
      g,
      project,
      'anti-affinity-group',
    ),
  )
  // Nexus adds the new instance to each group as it would any member: within its capacities
  if (new Set(groups.map((g) => g.id)).size > INSTANCE_MAX_GROUPS) {
    throw invalidRequest(
      `Instance already belongs to maximum allowed anti-affinity groups (${INSTANCE_MAX_GROUPS})`,
    )
  }
  for (const g of groups) {
    if (db.antiAffinityMembers.filter((m) => m.group_id === g.id).length >= GROUP_MAX_MEMBERS) {
      throw invalidRequest(
        `Anti-affinity group already has maximum allowed members (${GROUP_MAX_MEMBERS})`,
      )
    }
  }
  const keys = (body.ssh_public_keys ?? defaultKeys(actor)).map((k) =>
    findByNameOrId(
      db.sshKeys.filter((s) => s.silo_user_id === actor.user.id),
      'ssh-key',
      k,
    ),
  )
  const nics = body.network_interfaces ?? { type: 'default' as const }
  const nicSubnets =
    nics.type === 'create'
      ? nics.params.map((p) => ({
          params: p,
          subnet: subnetByNames(project, p.vpc_name, p.subnet_name),
        }))
      : nics.type === 'default'
        ? [{ params: { name: 'net0', description: '' }, subnet: defaultSubnet(project) }]
        : []
  if (nicSubnets.length > MAX_NICS) {
    throw invalidRequest(`an instance may have at most ${MAX_NICS} network interfaces`)
  }
  const start = body.start ?? true
  const id = newId()
  // new disks take storage now; vCPUs and memory are taken when the instance starts
  requireRoomFor(
    { id, project_id: project.id },
    {
      cpus: start ? body.ncpus : 0,
      memory: start ? body.memory : 0,
      storage: fresh.reduce((sum, d) => sum + d.size, 0),
    },
  )

  const instance: Instance = {
    id,
    name: body.name,
    description: body.description,
    hostname: body.hostname,
    project_id: project.id,
    ncpus: body.ncpus,
    memory: body.memory,
    run_state: 'creating',
    auto_restart_policy: body.auto_restart_policy ?? null,
    auto_restart_enabled: body.auto_restart_policy !== 'never',
    auto_restart_cooldown_expiration: null,
    time_last_auto_restarted: null,
    boot_disk_id: null,
    ...stampNow(),
    time_run_state_updated: stampNow().time_created,
  }
  db.instances.push(instance)
  db.disks.push(...fresh)
  toAttach.forEach((disk, i) => {
    attachDisk(instance, disk, { now: true })
    if (i === 0 && body.boot_disk) instance.boot_disk_id = disk.id
  })
  for (const { params, subnet } of nicSubnets) {
    createNetworkInterface(instance, { ...params, subnet, ip: 'ip' in params ? params.ip : null })
  }
  for (const pool of ephemeral) addEphemeralIp(instance, pool.id)
  for (const f of floating) f.instance_id = instance.id
  for (const g of groups) {
    db.antiAffinityMembers.push({ kind: 'instance', group_id: g.id, instance_id: instance.id })
  }
  for (const k of keys) db.instanceSshKeys.push({ instance_id: instance.id, ssh_key_id: k.id })
  bootNewInstance(instance, start)
  return instance
}

/** Without `ssh_public_keys`, Nexus gives the instance all of the creator's keys. */
const defaultKeys = (actor: Actor) =>
  db.sshKeys.filter((k) => k.silo_user_id === actor.user.id).map((k) => k.id)

function subnetByNames(project: Project, vpcName: string, subnetName: string) {
  const vpc = db.vpcs.find((v) => v.project_id === project.id && v.name === vpcName)
  if (!vpc) throw invalidRequest(`not found: vpc with name "${vpcName}"`)
  const subnet = db.vpcSubnets.find((s) => s.vpc_id === vpc.id && s.name === subnetName)
  if (!subnet) throw invalidRequest(`not found: vpc-subnet with name "${subnetName}"`)
  return subnet
}

function defaultSubnet(project: Project) {
  const vpc = db.vpcs.find((v) => v.project_id === project.id && v.name === 'default')
  const subnet = vpc && db.vpcSubnets.find((s) => s.vpc_id === vpc.id && s.name === 'default')
  if (!subnet) {
    throw invalidRequest('the project has no default VPC subnet for a default network interface')
  }
  return subnet
}
