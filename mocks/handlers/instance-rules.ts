import type * as Api from '@/lib/api/__generated__/Api'
import type { InstanceState } from '@/lib/api/__generated__/Api'
import { db, nowIso, type Instance } from '../store/db'
import { invalidRequest, invalidValue } from '../transport/errors'
import { allocateIp, defaultPoolForProject } from '../store/create'
import { envMsRange, pickMs } from '../knobs/ms-range'
import { NO_RESOURCES, requireCapacity, shortfall, type Resources } from '../rules/quotas'
import { decodeBase64 } from '../formats/base64'
import { isActive } from '../rules/utilization'

/**
 * What Nexus accepts, by the state an instance is in: the mock's own rules,
 * written from how Nexus behaves. The console has its own table (which
 * buttons to offer); keeping the two apart means a wrong entry there shows up
 * as a refused request here instead of being agreed with.
 *
 * Nexus keeps "stopped" as an instance without a VMM; a failed instance has
 * none either, so it may be started, stopped (at once), deleted or
 * reconfigured, but not rebooted. Disks attach only to an instance that is
 * being created or stopped, and detach from a failed one too.
 */
export const instanceRules = {
  start: ['stopped', 'failed'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  reboot: ['running'],
  delete: ['stopped', 'failed'],
  /** resize, or another boot disk */
  reconfigure: ['creating', 'stopped', 'failed'],
  attachDisk: ['creating', 'stopped'],
  detachDisk: ['creating', 'stopped', 'failed'],
  /** create, update or delete a network interface */
  changeNetworkInterface: ['stopped'],
} as const satisfies Record<string, readonly InstanceState[]>

export const instanceAccepts = (op: keyof typeof instanceRules, state: InstanceState) =>
  (instanceRules[op] as readonly InstanceState[]).includes(state)

/**
 * Nexus restarts a failed instance by itself when its policy allows it and
 * the cooldown since the last restart (if any) has passed.
 */
function dueForAutoRestart(
  instance: {
    run_state: InstanceState
    auto_restart_enabled: boolean
    auto_restart_cooldown_expiration?: string | null
  },
  now: number,
): boolean {
  if (instance.run_state !== 'failed' || !instance.auto_restart_enabled) return false
  const until = instance.auto_restart_cooldown_expiration
  return !until || Date.parse(until) <= now
}

/**
 * An instance's limits as Nexus enforces them: 1–64 vCPUs, memory from 1 GiB to
 * 1536 GiB in whole MiB, at most 8 disks and 8 network interfaces.
 */

const GiB = 1024 ** 3
const MiB = 1024 ** 2
export const MAX_DISKS = 8
export const MAX_NICS = 8

export function checkShape(ncpus: number, memory: number) {
  if (ncpus < 1) throw invalidRequest('An instance must have at least 1 vCPU')
  if (ncpus > 64) throw invalidRequest('An instance may not have more than 64 vCPUs')
  if (memory < GiB) throw invalidRequest('memory must be at least 1 GiB')
  if (memory > 1536 * GiB) throw invalidRequest('memory must be at most 1536 GiB')
  if (memory % MiB !== 0) throw invalidRequest('memory must be divisible by 1 MiB')
}

/** Nexus's cap on cloud-init user data, counted after base64 decoding. */
const MAX_USER_DATA_BYTES = 32 * 1024

export function checkUserData(text: string | undefined) {
  if (!text) return
  const decoded = decodeBase64(text)
  if (!decoded.ok) throw invalidValue('user_data', `error base64 decoding: ${decoded.reason}`)
  if (decoded.data.length > MAX_USER_DATA_BYTES) {
    throw invalidValue(
      'user_data',
      `${decoded.data.length} bytes is more than the ${MAX_USER_DATA_BYTES} bytes allowed`,
    )
  }
}

/**
 * Instance run states. An action moves an instance into a transitional state
 * and schedules the states it passes through next; each hop takes
 * MOCK_TRANSITION_MS (`2000-4000` by default, a fixed number, or `0` to land
 * on the next request). Moves are applied lazily whenever the API is
 * called. The seed's transitional instances move on in the same way, timed
 * from when the server starts.
 *
 *   create (start)     creating → starting → running
 *   create (no start)  creating → stopped
 *   start              stopped | failed → starting → running
 *   stop               running | starting | rebooting → stopping → stopped;
 *                      failed → stopped at once
 *   reboot             running → rebooting → running
 *   auto-restart       failed (enabled, cooldown over) → starting → running
 */

type State = Api.InstanceState

const DEFAULT_MS = { min: 2000, max: 4000 }
/** How long after an automatic restart another one may happen (Nexus: one hour). */
export const AUTO_RESTART_COOLDOWN_MS = 60 * 60 * 1000

/** `path`: the states still to land in, in order; the first is due at `due`. */
const pending = new Map<string, { path: State[]; due: number }>()

const hopMs = () => pickMs(envMsRange('MOCK_TRANSITION_MS', DEFAULT_MS))

export function clearPendingTransitions() {
  pending.clear()
}

function setRunState(instance: Instance, state: State, at = nowIso()) {
  instance.run_state = state
  instance.time_run_state_updated = at
  if (isActive(state)) placeOnSled(instance)
  else db.instanceSled.delete(instance.id)
}

function schedule(instance: Instance, via: State, ...path: State[]) {
  setRunState(instance, via)
  pending.set(instance.id, { path, due: Date.now() + hopMs() })
}

/** Where each transitional state goes on to, as after the action that led into it. */
const ONWARD: Partial<Record<State, State[]>> = {
  creating: ['starting', 'running'],
  starting: ['running'],
  rebooting: ['running'],
  stopping: ['stopped'],
}

/** An instance found in a transitional state (the seed's) goes on from now as if just sent there. */
export function continueTransition(instance: Instance) {
  const path = ONWARD[instance.run_state]
  if (path && !pending.has(instance.id)) {
    pending.set(instance.id, { path, due: Date.now() + hopMs() })
  }
}

/**
 * Land every hop that is due, then restart failed instances that are due.
 * Where an instance is depends only on the clock, so calling this twice
 * changes nothing.
 */
export function settleInstances() {
  const now = Date.now()
  for (const [id, move] of pending) {
    const instance = db.instances.find((i) => i.id === id)
    if (!instance) {
      pending.delete(id)
      continue
    }
    let { path, due } = move
    while (path.length > 0 && due <= now) {
      setRunState(instance, path[0], new Date(due).toISOString())
      path = path.slice(1)
      // the next hop is timed from when this one was due, not from the request
      if (path.length > 0) due += hopMs()
    }
    if (path.length === 0) pending.delete(id)
    else if (path !== move.path) pending.set(id, { path, due })
  }
  autoRestart(now)
}

/**
 * Nexus restarts a failed instance whose auto-restart policy allows it once
 * its cooldown is over, and starts a new cooldown.
 */
function autoRestart(now: number) {
  for (const instance of db.instances) {
    if (instance.run_state !== 'failed' || pending.has(instance.id)) continue
    const due = dueForAutoRestart(instance, now)
    // like a start, it needs room in the silo's quota; it waits until there is
    if (!due || shortfall(instance.project_id, computeOf(instance), booting(instance))) continue
    instance.time_last_auto_restarted = new Date(now).toISOString()
    instance.auto_restart_cooldown_expiration = new Date(
      now + AUTO_RESTART_COOLDOWN_MS,
    ).toISOString()
    schedule(instance, 'starting', 'running')
  }
}

const computeOf = (instance: Instance) => ({ cpus: instance.ncpus, memory: instance.memory })

/** A new instance set to start is charged when it starts, but already holds its share. */
const isBooting = (instance: Instance) =>
  instance.run_state === 'creating' &&
  (pending.get(instance.id)?.path.includes('starting') ?? false)

/** vCPUs and memory promised to booting instances in the silo of `instance` (not counting it). */
function booting(instance: Pick<Instance, 'id' | 'project_id'>): Resources {
  const siloId = db.projectSilo.get(instance.project_id)
  const total = { ...NO_RESOURCES }
  for (const i of db.instances) {
    if (i.id === instance.id || !isBooting(i)) continue
    if (db.projectSilo.get(i.project_id) !== siloId) continue
    total.cpus += i.ncpus
    total.memory += i.memory
  }
  return total
}

/** Throws Nexus's 507 when the silo has no room for `need` beyond what booting instances hold. */
export function requireRoomFor(
  instance: Pick<Instance, 'id' | 'project_id'>,
  need: Partial<Resources>,
) {
  requireCapacity(instance.project_id, need, booting(instance))
}

/** An instance about to boot must still fit at its new size. */
export function requireRoomToResize(instance: Instance, ncpus: number, memory: number) {
  if (isBooting(instance)) requireRoomFor(instance, { cpus: ncpus, memory })
}

/** The least loaded provisionable sled takes a newly running instance. */
function placeOnSled(instance: Instance) {
  if (db.instanceSled.has(instance.id)) return
  const load = new Map<string, number>()
  for (const sledId of db.instanceSled.values()) load.set(sledId, (load.get(sledId) ?? 0) + 1)
  const sleds = db.sleds.filter(
    (s) => s.policy.kind === 'in_service' && s.policy.provision_policy === 'provisionable',
  )
  sleds.sort((a, b) => (load.get(a.id) ?? 0) - (load.get(b.id) ?? 0))
  if (sleds[0]) db.instanceSled.set(instance.id, sleds[0].id)
  // a running instance has an outbound (SNAT) address
  if (!db.instanceIps.some((i) => i.instance_id === instance.id && i.kind === 'snat')) {
    const pool = defaultPoolForProject(instance.project_id)
    const ip = pool && allocateIp(pool.id)
    if (pool && ip) {
      db.instanceIps.push({
        instance_id: instance.id,
        kind: 'snat',
        ip,
        ip_pool_id: pool.id,
        first_port: 0,
        last_port: 16383,
      })
    }
  }
}

/** Nexus's answer to any state change of an instance that is still being created. */
const STILL_CREATING = 'cannot change instance state while it is still being created'

const refuse = (message: string): never => {
  throw invalidRequest(message)
}

export function startInstance(instance: Instance) {
  const s = instance.run_state
  // Nexus treats a start of an active instance as done
  if (s === 'starting' || s === 'running' || s === 'rebooting') return
  if (s === 'creating') refuse(STILL_CREATING)
  if (!instanceAccepts('start', s)) {
    refuse(`instance is in state ${s} but must be stopped to be started`)
  }
  requireRoomFor(instance, computeOf(instance))
  schedule(instance, 'starting', 'running')
}

export function stopInstance(instance: Instance) {
  const s = instance.run_state
  // stopping what is stopped (or on its way) succeeds, as in Nexus
  if (s === 'stopped' || s === 'stopping') return
  if (s === 'creating') refuse(STILL_CREATING)
  if (!instanceAccepts('stop', s)) refuse(`instance state cannot be changed from state "${s}"`)
  // a failed instance has no VMM to stop
  if (s === 'failed') {
    pending.delete(instance.id)
    return setRunState(instance, 'stopped')
  }
  schedule(instance, 'stopping', 'stopped')
}

export function rebootInstance(instance: Instance) {
  const s = instance.run_state
  if (s === 'creating') refuse(STILL_CREATING)
  if (s === 'stopped' || s === 'failed') {
    refuse(`cannot reboot an instance in state ${s} with no VMM`)
  }
  if (!instanceAccepts('reboot', s)) refuse(`instance state cannot be changed from state "${s}"`)
  schedule(instance, 'rebooting', 'running')
}

/**
 * Nexus changes an instance's external addresses while it runs or is
 * stopped; starting and stopping count as stopped there.
 */
export function requireIpChangeAllowed(instance: Instance, verb: 'attach' | 'detach') {
  const s = instance.run_state
  if (['running', 'stopped', 'starting', 'stopping'].includes(s)) return
  if (s === 'failed' || s === 'repairing' || s === 'destroyed') {
    throw invalidRequest('cannot modify instance IPs, instance is in unhealthy state')
  }
  throw invalidRequest(`can't ${verb} an IP in transient state ${s}`)
}

/** A new instance is created, then boots or waits stopped. */
export function bootNewInstance(instance: Instance, start: boolean) {
  if (start) schedule(instance, 'creating', 'starting', 'running')
  else schedule(instance, 'creating', 'stopped')
}

export const forgetInstance = (id: string) => pending.delete(id)
