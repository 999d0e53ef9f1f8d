import type {
  ExternalIp,
  Instance,
  InstanceAutoRestartPolicy,
  InstanceState,
} from '@/lib/api/__generated__/Api'
import { formatDateTime } from '@/lib/core/format/date'
import { listOr } from '@/lib/core/format/list'

// An instance's rules: what its run state allows (spec §4), its auto-restart, the bounds of
// its shape, its external addresses and how to reach it.

/**
 * Spec §4: the run states in which each instance action is allowed. `changeIps` (attach or
 * detach an ephemeral or floating IP) is Nexus's: §4 names the floating IP's attach and
 * detach without their states, and Nexus refuses them in any other (creating, rebooting,
 * migrating, failed…).
 */
const instanceActionStates = {
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
  changeIps: ['running', 'stopped', 'starting', 'stopping'],
} as const satisfies Record<string, readonly InstanceState[]>

export type InstanceAction = keyof typeof instanceActionStates

export function instanceCan(action: InstanceAction, state: InstanceState): boolean {
  return (instanceActionStates[action] as readonly InstanceState[]).includes(state)
}

/** The states an action is allowed in, as a sentence says them: 'stopped or failed'. */
export const instanceStatesFor = (action: InstanceAction) => listOr(instanceActionStates[action])

/** Why an action is unavailable, for the disabled item's tooltip. */
export function instanceCannotReason(action: InstanceAction, state: InstanceState) {
  if (instanceCan(action, state)) return undefined
  return `Only available when the instance is ${instanceStatesFor(action)}`
}

/** The run states an instance leaves by itself (spec §4's transitional ones): screens poll them. */
const settlingStates: readonly InstanceState[] = ['creating', 'starting', 'stopping', 'rebooting']

export const instanceSettling = (state: InstanceState) => settlingStates.includes(state)

/**
 * Whether an instance is on its way from one state to another by itself, so its badge shows a
 * spinner: the settling states, and migrating and repairing, which end by themselves too but
 * take long enough that lists don't poll them.
 */
export const instanceInTransition = (state: InstanceState) =>
  instanceSettling(state) || state === 'migrating' || state === 'repairing'

type AutoRestartFields = Pick<
  Instance,
  'runState' | 'autoRestartEnabled' | 'autoRestartCooldownExpiration'
>

/**
 * Spec §4: a failed instance is due for auto-restart when auto-restart is
 * enabled and either no cooldown expiration exists or it has passed.
 */
export function dueForAutoRestart(instance: AutoRestartFields, now: Date = new Date()): boolean {
  if (instance.runState !== 'failed' || !instance.autoRestartEnabled) return false
  const until = instance.autoRestartCooldownExpiration
  return !until || until.getTime() <= now.getTime()
}

/** Nexus's bounds for an instance's shape (spec §9: 1–64 vCPUs, 1–1536 GiB). */
export const INSTANCE_CPUS = { min: 1, max: 64 } as const
export const INSTANCE_MEMORY_GIB = { min: 1, max: 1536 } as const

const MiB = 1024 ** 2

/** GiB as typed into a form → bytes, in the whole MiB the API requires. */
export function memoryGibToBytes(gib: number): number {
  return Math.round(gib * 1024) * MiB
}

/** The settings form's choice: 'default' stands for the API's null (the platform decides). */
export type AutoRestartChoice = 'default' | InstanceAutoRestartPolicy

export const autoRestartChoice = (policy: InstanceAutoRestartPolicy | null | undefined) =>
  (policy ?? 'default') as AutoRestartChoice

export const autoRestartPolicyOf = (choice: AutoRestartChoice): InstanceAutoRestartPolicy | null =>
  choice === 'default' ? null : choice

/** For a failed instance, whether and when the control plane will restart it. */
export function autoRestartOutlook(
  instance: AutoRestartFields,
  now: Date = new Date(),
): string | undefined {
  if (instance.runState !== 'failed') return undefined
  if (!instance.autoRestartEnabled) return 'Auto-restart is disabled: it stays failed until started'
  if (dueForAutoRestart(instance, now)) return 'Due for auto-restart now'
  // not due while enabled means the cooldown is still running
  return `Due for auto-restart after ${formatDateTime(instance.autoRestartCooldownExpiration!)}`
}

/**
 * The address to reach the instance from outside: the ephemeral one, else the
 * first floating one. SNAT addresses carry outbound traffic only.
 */
export function inboundIp(ips: readonly ExternalIp[]): ExternalIp | undefined {
  return ips.find((ip) => ip.kind === 'ephemeral') ?? ips.find((ip) => ip.kind === 'floating')
}

/** The external addresses that reach the instance from outside: all but the SNAT ones. */
export const inboundIps = (ips: readonly ExternalIp[]): ExternalIp[] =>
  ips.filter((ip) => ip.kind !== 'snat')

/**
 * An SNAT address is shared by several instances, each taking its outbound connections
 * from a block of the address's ports: the block, as `first–last`.
 */
export const snatPortRange = (ip: { firstPort: number; lastPort: number }) =>
  `${ip.firstPort}–${ip.lastPort}`

/** The image decides the login user, so the command leaves it to fill in. */
export const sshCommand = (ip: string) => `ssh <user>@${ip}`

export const serialConsoleCliCommand = (project: string, instance: string) =>
  `oxide instance serial console --project ${project} --instance ${instance}`
