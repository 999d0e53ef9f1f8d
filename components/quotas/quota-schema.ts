import * as z from '@/lib/core/zod'
import type { SiloQuotasCreate, VirtualResourceCounts } from '@/lib/api/__generated__/Api'
import { bytesToGib, gibToBytes } from '@/lib/core/format/bytes'

/**
 * A silo's quotas as the forms take them: vCPUs, and memory and storage in
 * whole GiB (the API counts bytes). 0 means the resource is not provisionable.
 */

const wholeAtLeastZero = (what: string) =>
  z
    .number({ error: `Enter the ${what}` })
    .check(
      z.int(`The ${what} must be a whole number`),
      z.minimum(0, `The ${what} cannot be negative`),
      z.maximum(Number.MAX_SAFE_INTEGER / 1024 ** 3, `The ${what} is too large`),
    )

export const quotasSchema = z.object({
  cpus: wholeAtLeastZero('vCPU quota'),
  memoryGib: wholeAtLeastZero('memory quota'),
  storageGib: wholeAtLeastZero('storage quota'),
})

export type QuotaValues = z.infer<typeof quotasSchema>

export const toQuotas = (v: QuotaValues): SiloQuotasCreate => ({
  cpus: v.cpus,
  memory: gibToBytes(v.memoryGib),
  storage: gibToBytes(v.storageGib),
})

/** Back to form values; a quota set in bytes that is not whole GiB rounds down. */
export const fromQuotas = (q: SiloQuotasCreate): QuotaValues => ({
  cpus: q.cpus,
  memoryGib: Math.floor(bytesToGib(q.memory)),
  storageGib: Math.floor(bytesToGib(q.storage)),
})

const FIELD_RESOURCE = { cpus: 'cpus', memoryGib: 'memory', storageGib: 'storage' } as const

/**
 * The quotas typed below what the silo has provisioned. Nexus takes them (what is running
 * and stored stays), then refuses new use until the silo is back under: worth a word, not
 * an error. A field being typed (not a number yet) is not below anything.
 */
export function quotasBelowUse(
  values: Partial<Record<keyof QuotaValues, unknown>>,
  provisioned: VirtualResourceCounts,
): (keyof QuotaValues)[] {
  return (Object.keys(FIELD_RESOURCE) as (keyof QuotaValues)[]).filter((field) => {
    const typed = values[field]
    if (typeof typed !== 'number' || Number.isNaN(typed)) return false
    const bytes = field === 'cpus' ? typed : gibToBytes(typed)
    return bytes < provisioned[FIELD_RESOURCE[field]]
  })
}
