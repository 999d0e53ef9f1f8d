import type * as Api from '@/lib/api/__generated__/Api'
import { db, nowIso, type Instance } from './db'
import { invalidRequest } from './errors'
import { allocateIp, defaultPoolForProject } from './create'
import { isActive } from './utilization'

/**
 * Instance run states. An action moves an instance into a transitional state
 * (starting, stopping, rebooting) and schedules where it lands a little
 * later; pending moves are applied lazily whenever instances are read. The
 * seed's transitional instances have nothing scheduled, so every state stays
 * on show.
 */

type State = Api.InstanceState

const TRANSITION_MS = { min: 2000, max: 4000 }
const pending = new Map<string, { to: State; due: number }>()

export function clearPendingTransitions() {
  pending.clear()
}

export function setRunState(instance: Instance, state: State) {
  instance.run_state = state
  instance.time_run_state_updated = nowIso()
  if (isActive(state)) placeOnSled(instance)
  else db.instanceSled.delete(instance.id)
}

function schedule(instance: Instance, via: State, to: State) {
  setRunState(instance, via)
  const ms = TRANSITION_MS.min + Math.random() * (TRANSITION_MS.max - TRANSITION_MS.min)
  pending.set(instance.id, { to, due: Date.now() + ms })
}

/** Land every instance whose scheduled move is due. */
export function settleInstances() {
  if (pending.size === 0) return
  const now = Date.now()
  for (const [id, move] of pending) {
    if (move.due > now) continue
    pending.delete(id)
    const instance = db.instances.find((i) => i.id === id)
    if (instance) setRunState(instance, move.to)
  }
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

const refuse = (action: string, instance: Instance): never => {
  throw invalidRequest(
    `cannot ${action} instance "${instance.name}" in state ${instance.run_state}`,
  )
}

export function startInstance(instance: Instance) {
  const s = instance.run_state
  if (s === 'running' || s === 'starting') return
  if (s !== 'stopped' && s !== 'failed') refuse('start', instance)
  schedule(instance, 'starting', 'running')
}

export function stopInstance(instance: Instance) {
  const s = instance.run_state
  if (s === 'stopped' || s === 'stopping') return
  if (s === 'failed') return setRunState(instance, 'stopped')
  if (s !== 'running' && s !== 'starting' && s !== 'rebooting') refuse('stop', instance)
  schedule(instance, 'stopping', 'stopped')
}

export function rebootInstance(instance: Instance) {
  if (instance.run_state !== 'running') refuse('reboot', instance)
  schedule(instance, 'rebooting', 'running')
}

/** A new instance starts booting at once, or waits stopped. */
export function bootNewInstance(instance: Instance, start: boolean) {
  if (start) schedule(instance, 'starting', 'running')
  else setRunState(instance, 'stopped')
}

export const forgetInstance = (id: string) => pending.delete(id)
