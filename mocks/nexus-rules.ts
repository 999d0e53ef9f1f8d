import type { DiskState, InstanceState } from '@/lib/api/__generated__/Api'

/**
 * What Nexus accepts, by the state an instance or a disk is in: the mock's
 * own rules, written from how Nexus behaves. The console has its own table
 * (which buttons to offer); keeping the two apart means a wrong entry there
 * shows up as a refused request here instead of being agreed with.
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

/**
 * Nexus's capacities for affinity and anti-affinity groups (omicron's datastore/affinity.rs),
 * the same for both kinds and counted per kind: members of a group, and groups an instance is
 * in. Membership isn't exclusive: an instance may be in groups of both kinds.
 */
export const GROUP_MAX_MEMBERS = 32
export const INSTANCE_MAX_GROUPS = 16

export const diskRules = {
  attach: ['creating', 'detached'],
  detach: ['attached'],
  snapshot: ['attached', 'detached'],
  /** become its instance's boot disk */
  boot: ['attached'],
} as const satisfies Record<string, readonly DiskState['state'][]>

export const instanceAccepts = (op: keyof typeof instanceRules, state: InstanceState) =>
  (instanceRules[op] as readonly InstanceState[]).includes(state)

export const diskAccepts = (op: keyof typeof diskRules, state: DiskState['state']) =>
  (diskRules[op] as readonly DiskState['state'][]).includes(state)

/**
 * Nexus restarts a failed instance by itself when its policy allows it and
 * the cooldown since the last restart (if any) has passed.
 */
export function dueForAutoRestart(
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
