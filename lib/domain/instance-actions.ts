import type { Instance, InstanceState } from '../api/__generated__/Api'
import { listOr } from '../core/format/list'

/** Spec §4: the run states in which each instance action is allowed. */
export const instanceActionStates = {
  start: ['stopped', 'failed'],
  delete: ['stopped', 'failed'],
  resize: ['stopped', 'failed', 'creating'],
  updateBootDisk: ['stopped', 'failed', 'creating'],
  reboot: ['running'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  detachDisk: ['creating', 'stopped', 'failed'],
  attachDisk: ['creating', 'stopped'],
  updateNic: ['stopped'],
  serialConsole: ['running', 'rebooting', 'migrating', 'repairing'],
  addToAffinityGroup: ['stopped'],
} as const satisfies Record<string, readonly InstanceState[]>

export type InstanceAction = keyof typeof instanceActionStates

export function instanceCan(action: InstanceAction, state: InstanceState): boolean {
  return (instanceActionStates[action] as readonly InstanceState[]).includes(state)
}

/** Why an action is unavailable, for the disabled item's tooltip. */
export function instanceCannotReason(action: InstanceAction, state: InstanceState) {
  if (instanceCan(action, state)) return undefined
  const allowed = instanceActionStates[action] as readonly string[]
  return `Only available when the instance is ${listOr(allowed)}`
}

/**
 * Spec §4: a failed instance is due for auto-restart when auto-restart is
 * enabled and either no cooldown expiration exists or it has passed.
 */
export function dueForAutoRestart(
  instance: Pick<Instance, 'runState' | 'autoRestartEnabled' | 'autoRestartCooldownExpiration'>,
  now: Date = new Date(),
): boolean {
  if (instance.runState !== 'failed' || !instance.autoRestartEnabled) return false
  const until = instance.autoRestartCooldownExpiration
  return !until || until.getTime() <= now.getTime()
}
