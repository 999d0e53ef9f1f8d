import type { Sled, SiloUtilization, VirtualResourceCounts } from '@/lib/api/__generated__/Api'

/**
 * Spec §9's capacity planning: each sled brings 32 TiB of disk, of which 70%
 * is usable once redundancy is paid for, times 0.909 for what the storage
 * layer keeps for itself.
 */
export const DISK_PER_SLED = 32 * 1024 ** 4
export const USABLE_FRACTION = 0.7
export const STORAGE_OVERHEAD_FACTOR = 0.909

/** Only sleds in service can run anything: an expunged sled is gone for good. */
const inService = (sled: Sled) => sled.policy.kind === 'in_service'

export type FleetCapacity = {
  /** sleds in service, the ones counted */
  sleds: number
  /** sleds × 32 TiB, before redundancy */
  rawStorage: number
  capacity: VirtualResourceCounts
}

/** Threads and RAM the sleds report, and storage by the §9 arithmetic. */
export function fleetCapacity(sleds: readonly Sled[]): FleetCapacity {
  const counted = sleds.filter(inService)
  let cpus = 0
  let memory = 0
  for (const s of counted) {
    cpus += s.usableHardwareThreads
    memory += s.usablePhysicalRam
  }
  const rawStorage = counted.length * DISK_PER_SLED
  return {
    sleds: counted.length,
    rawStorage,
    capacity: {
      cpus,
      memory,
      storage: Math.floor(rawStorage * USABLE_FRACTION * STORAGE_OVERHEAD_FACTOR),
    },
  }
}

const NONE: VirtualResourceCounts = { cpus: 0, memory: 0, storage: 0 }

const add = (a: VirtualResourceCounts, b: VirtualResourceCounts): VirtualResourceCounts => ({
  cpus: a.cpus + b.cpus,
  memory: a.memory + b.memory,
  storage: a.storage + b.storage,
})

/** What the silos have provisioned and been allocated (their quotas), over the fleet. */
export function fleetTotals(silos: readonly SiloUtilization[]) {
  return {
    provisioned: silos.map((s) => s.provisioned).reduce(add, NONE),
    allocated: silos.map((s) => s.allocated).reduce(add, NONE),
  }
}

/** What is left of the capacity; negative when more is provisioned than the fleet holds. */
export const remaining = (
  capacity: VirtualResourceCounts,
  used: VirtualResourceCounts,
): VirtualResourceCounts => ({
  cpus: capacity.cpus - used.cpus,
  memory: capacity.memory - used.memory,
  storage: capacity.storage - used.storage,
})
