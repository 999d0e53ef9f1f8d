import type { Instance, InstanceAutoRestartPolicy } from '../api/__generated__/Api'
import { formatDateTime } from '../core/format/date'
import { dueForAutoRestart } from './instance-actions'

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
