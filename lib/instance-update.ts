import type { Instance, InstanceAutoRestartPolicy, InstanceUpdate } from './api/__generated__/Api'
import { formatDateTime } from './format/date'
import { dueForAutoRestart } from './instance-actions'

/** Nexus's bounds for an instance's shape (spec §9: 1–64 vCPUs, 1–1536 GiB). */
export const INSTANCE_CPUS = { min: 1, max: 64 } as const
export const INSTANCE_MEMORY_GIB = { min: 1, max: 1536 } as const

const MiB = 1024 ** 2

/** GiB as typed into a form → bytes, in the whole MiB the API requires. */
export function memoryGibToBytes(gib: number): number {
  return Math.round(gib * 1024) * MiB
}

type Current = Pick<Instance, 'ncpus' | 'memory' | 'bootDiskId' | 'autoRestartPolicy'>

/**
 * The body of `instanceUpdate` is the whole reconfigurable state: a field left
 * out is reset (an absent boot disk is unset, an absent policy goes back to the
 * default). So every change starts from the current values.
 */
export function instanceUpdateBody(
  instance: Current,
  changes: Partial<InstanceUpdate> = {},
): InstanceUpdate {
  const body: InstanceUpdate = {
    ncpus: instance.ncpus,
    memory: instance.memory,
    bootDisk: instance.bootDiskId ?? null,
    autoRestartPolicy: instance.autoRestartPolicy ?? null,
  }
  for (const [key, value] of Object.entries(changes) as [keyof InstanceUpdate, unknown][]) {
    if (value !== undefined) (body as Record<string, unknown>)[key] = value
  }
  return body
}

/** The settings form's choice: 'default' stands for the API's null (the platform decides). */
export type AutoRestartChoice = 'default' | InstanceAutoRestartPolicy

export const autoRestartChoice = (policy: InstanceAutoRestartPolicy | null | undefined) =>
  (policy ?? 'default') as AutoRestartChoice

export const autoRestartPolicyOf = (choice: AutoRestartChoice): InstanceAutoRestartPolicy | null =>
  choice === 'default' ? null : choice

type AutoRestartFields = Pick<
  Instance,
  'runState' | 'autoRestartEnabled' | 'autoRestartCooldownExpiration'
>

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
