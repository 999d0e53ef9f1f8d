import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { requireActor } from '../access/auth'
import { db, removeWhere } from '../store/db'
import { invalidRequest } from '../transport/errors'
import { detachNow, diskAccepts } from './disk-rules'
import {
  checkShape,
  forgetInstance,
  instanceAccepts,
  rebootInstance,
  requireIpChangeAllowed,
  requireRoomToResize,
  settleInstances,
  startInstance,
  stopInstance,
} from './instance-rules'
import { lookupDisk, lookupInstance, lookupProject, sibling, listInProject } from '../access/lookup'
import { paginate } from '../store/pagination'
import { accepted, created, stampNow } from '../transport/respond'
import { SERIAL_CONSOLE_STATES, serialLog } from './serial-console'
import { attachedInstanceId } from './disks'
import {
  addEphemeralIp,
  attachDisk,
  createInstance,
  detachDisk,
  disksOf,
  ephemeralPool,
  externalIps,
} from './instance-create'

export const instanceHandlers: Partial<MSWHandlers> = {
  instanceList({ req, query }) {
    return listInProject(requireActor(req), query, db.instances)
  },

  instanceCreate({ req, query, body }) {
    const actor = requireActor(req)
    const project = lookupProject(actor, query.project, 'collaborator')
    return created(createInstance(actor, project, body))
  },

  instanceView({ req, path, query }) {
    return lookupInstance(requireActor(req), { instance: path.instance, project: query.project })
      .row
  },

  instanceUpdate({ req, path, query, body }) {
    const actor = requireActor(req)
    const { row: instance, project } = lookupInstance(
      actor,
      { instance: path.instance, project: query.project },
      'collaborator',
    )
    const resized = body.ncpus !== instance.ncpus || body.memory !== instance.memory
    if (resized && !instanceAccepts('reconfigure', instance.run_state)) {
      throw invalidRequest(`instance must be stopped to be resized, not ${instance.run_state}`)
    }
    checkShape(body.ncpus, body.memory)
    if (resized) requireRoomToResize(instance, body.ncpus, body.memory)
    // per the contract, leaving out the boot disk or the policy unsets it
    const bootKey = body.boot_disk ?? null
    let bootDiskId: string | null = null
    if (bootKey !== null) {
      const disk = sibling(
        (p) => lookupDisk(actor, { disk: bootKey, project: p }),
        bootKey,
        project,
        'disk',
      )
      const attachedHere = attachedInstanceId(disk) === instance.id
      // a disk still on its way in can't become the boot disk
      const settled = disk.id === instance.boot_disk_id || diskAccepts('boot', disk.state.state)
      if (!attachedHere || !settled) {
        throw invalidRequest(`boot disk "${disk.name}" must be attached to the instance`)
      }
      bootDiskId = disk.id
    }
    if (
      bootDiskId !== instance.boot_disk_id &&
      !instanceAccepts('reconfigure', instance.run_state)
    ) {
      throw invalidRequest(
        `instance must be stopped to change its boot disk, not ${instance.run_state}`,
      )
    }
    const policy = body.auto_restart_policy ?? null
    instance.boot_disk_id = bootDiskId
    instance.auto_restart_policy = policy
    instance.auto_restart_enabled = policy !== 'never'
    instance.ncpus = body.ncpus
    instance.memory = body.memory
    instance.time_modified = stampNow().time_modified
    return instance
  },

  instanceDelete({ req, path, query }) {
    const actor = requireActor(req)
    const { row: instance } = lookupInstance(
      actor,
      { instance: path.instance, project: query.project },
      'collaborator',
    )
    if (!instanceAccepts('delete', instance.run_state)) {
      throw invalidRequest(`instance cannot be deleted in state "${instance.run_state}"`)
    }
    // Nexus detaches the disks and releases addresses; the disks remain
    for (const d of disksOf(instance.id)) detachNow(d)
    for (const f of db.floatingIps) if (f.instance_id === instance.id) f.instance_id = null
    removeWhere(db.instances, (i) => i.id === instance.id)
    removeWhere(db.networkInterfaces, (n) => n.instance_id === instance.id)
    removeWhere(db.instanceIps, (i) => i.instance_id === instance.id)
    removeWhere(db.antiAffinityMembers, (m) => m.instance_id === instance.id)
    removeWhere(db.affinityMembers, (m) => m.instance_id === instance.id)
    removeWhere(db.instanceSshKeys, (k) => k.instance_id === instance.id)
    db.instanceSled.delete(instance.id)
    forgetInstance(instance.id)
    return 204
  },

  instanceStart({ req, path, query }) {
    const s = { instance: path.instance, project: query.project }
    const { row } = lookupInstance(requireActor(req), s, 'collaborator')
    startInstance(row)
    return accepted(row)
  },

  instanceStop({ req, path, query }) {
    const s = { instance: path.instance, project: query.project }
    const { row } = lookupInstance(requireActor(req), s, 'collaborator')
    stopInstance(row)
    return accepted(row)
  },

  instanceReboot({ req, path, query }) {
    const s = { instance: path.instance, project: query.project }
    const { row } = lookupInstance(requireActor(req), s, 'collaborator')
    rebootInstance(row)
    return accepted(row)
  },

  instanceDiskList({ req, path, query }) {
    const s = { instance: path.instance, project: query.project }
    const { row } = lookupInstance(requireActor(req), s)
    return paginate(query, disksOf(row.id))
  },

  instanceDiskAttach({ req, path, query, body }) {
    const actor = requireActor(req)
    const s = { instance: path.instance, project: query.project }
    const { row: instance, project } = lookupInstance(actor, s, 'collaborator')
    if (!instanceAccepts('attachDisk', instance.run_state)) {
      throw invalidRequest(`cannot attach disk to instance in ${instance.run_state} state`)
    }
    const disk = sibling(
      (p) => lookupDisk(actor, { disk: body.disk, project: p }),
      body.disk,
      project,
      'disk',
    )
    return accepted(attachDisk(instance, disk))
  },

  instanceDiskDetach({ req, path, query, body }) {
    const actor = requireActor(req)
    const s = { instance: path.instance, project: query.project }
    const { row: instance, project } = lookupInstance(actor, s, 'collaborator')
    if (!instanceAccepts('detachDisk', instance.run_state)) {
      throw invalidRequest(`cannot detach disk from instance in ${instance.run_state} state`)
    }
    const disk = sibling(
      (p) => lookupDisk(actor, { disk: body.disk, project: p }),
      body.disk,
      project,
      'disk',
    )
    return accepted(detachDisk(instance, disk))
  },

  instanceExternalIpList({ req, path, query }) {
    const s = { instance: path.instance, project: query.project }
    const { row } = lookupInstance(requireActor(req), s)
    return { items: externalIps(row), next_page: null }
  },

  instanceEphemeralIpAttach({ req, path, query, body }) {
    const actor = requireActor(req)
    const s = { instance: path.instance, project: query.project }
    const { row } = lookupInstance(actor, s, 'collaborator')
    requireIpChangeAllowed(row, 'attach')
    const ip = addEphemeralIp(row, ephemeralPool(actor, row.project_id, body.pool).id)
    return accepted({ kind: 'ephemeral' as const, ip: ip.ip, ip_pool_id: ip.ip_pool_id })
  },

  instanceEphemeralIpDetach({ req, path, query }) {
    const s = { instance: path.instance, project: query.project }
    const { row } = lookupInstance(requireActor(req), s, 'collaborator')
    requireIpChangeAllowed(row, 'detach')
    removeWhere(db.instanceIps, (i) => i.instance_id === row.id && i.kind === 'ephemeral')
    return 204
  },

  instanceSshPublicKeyList({ req, path, query }) {
    const s = { instance: path.instance, project: query.project }
    const { row } = lookupInstance(requireActor(req), s)
    const ids = new Set(
      db.instanceSshKeys.filter((k) => k.instance_id === row.id).map((k) => k.ssh_key_id),
    )
    return paginate(
      query,
      db.sshKeys.filter((k) => ids.has(k.id)),
    )
  },

  instanceAntiAffinityGroupList({ req, path, query }) {
    const s = { instance: path.instance, project: query.project }
    const { row } = lookupInstance(requireActor(req), s)
    const ids = new Set(
      db.antiAffinityMembers.filter((m) => m.instance_id === row.id).map((m) => m.group_id),
    )
    return paginate(
      query,
      db.antiAffinityGroups.filter((g) => ids.has(g.id)),
    )
  },

  instanceAffinityGroupList({ req, path, query }) {
    const s = { instance: path.instance, project: query.project }
    const { row } = lookupInstance(requireActor(req), s)
    const ids = new Set(
      db.affinityMembers.filter((m) => m.instance_id === row.id).map((m) => m.group_id),
    )
    return paginate(
      query,
      db.affinityGroups.filter((g) => ids.has(g.id)),
    )
  },

  instanceSerialConsole({ req, path, query }) {
    settleInstances()
    const s = { instance: path.instance, project: query.project }
    const { row } = lookupInstance(requireActor(req), s)
    if (!SERIAL_CONSOLE_STATES.includes(row.run_state)) {
      throw invalidRequest(`instance "${row.name}" is ${row.run_state}: no serial console`)
    }
    const log = Buffer.from(serialLog(row.hostname))
    const max = query.maxBytes ?? log.length
    const slice =
      query.fromStart != null
        ? log.subarray(query.fromStart, query.fromStart + max)
        : log.subarray(Math.max(0, log.length - (query.mostRecent ?? log.length))).subarray(0, max)
    return { data: [...slice], last_byte_offset: log.length }
  },

  // the stream itself is a WebSocket (mocks/transport/serial-console-stream.ts); a plain
  // GET reaches here, and the API refuses it as Nexus does a missing upgrade
  instanceSerialConsoleStream({ req, path, query }) {
    settleInstances()
    lookupInstance(requireActor(req), { instance: path.instance, project: query.project })
    throw invalidRequest('the serial console stream is a WebSocket: send an Upgrade request')
  },
}
