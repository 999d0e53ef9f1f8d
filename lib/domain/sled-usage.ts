import type { InstanceState, Sled, SledInstance } from '@/lib/api/__generated__/Api'

/**
 * A sled reads as full once its instances take this share of its usable
 * threads or of its usable memory: what is left is too little to count on for
 * another instance. The one place the threshold is set.
 */
export const FULL_AT_PERCENT = 90

/**
 * The run states in which an instance holds a reservation of threads and
 * memory on its sled. Nexus reserves a sled's room for a VMM when it places
 * the instance there (on start) and gives it back once that VMM is gone, so
 * the states counted are those with a VMM on the sled:
 * - starting, running: placed and booting, or booted;
 * - rebooting: the same VMM restarts its guest and keeps its room;
 * - stopping: held until the VMM has stopped;
 * - migrating: the sled the instance is listed on keeps its room until the
 *   target has taken over (the target holds its own as well);
 * - repairing: being brought back after a failure and about to need its room
 *   again; counting it errs toward "full" rather than offer room about to go.
 * Not counted: creating (no VMM before the first start), stopped and destroyed
 * (no VMM), failed (the VMM is gone and its reservation released).
 */
const HOLDS_RESERVATION: ReadonlySet<InstanceState> = new Set<InstanceState>([
  'starting',
  'running',
  'rebooting',
  'stopping',
  'migrating',
  'repairing',
])

export const holdsReservation = (state: InstanceState) => HOLDS_RESERVATION.has(state)

/**
 * A count or size as a finite number of zero or more: odd data (negative, NaN,
 * not a number at all) counts as nothing, so no sum or division goes wrong.
 */
const amount = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0

/** A sum kept finite: values near the largest double must not add up to Infinity. */
const finite = (n: number) => Math.min(n, Number.MAX_VALUE)

export type InstanceTotals = {
  /** vCPUs of the instances holding a reservation */
  cpus: number
  /** bytes of memory of the same instances */
  memory: number
  /** how many instances hold a reservation */
  holding: number
}

/** What a sled's instances take: the vCPUs and memory of those holding a reservation. */
export function instanceTotals(instances: readonly SledInstance[]): InstanceTotals {
  let cpus = 0
  let memory = 0
  let holding = 0
  for (const i of instances) {
    if (!holdsReservation(i.state)) continue
    cpus = finite(cpus + amount(i.ncpus))
    memory = finite(memory + amount(i.memory))
    holding++
  }
  return { cpus, memory, holding }
}

export type Usage = {
  used: number
  usable: number
  /**
   * Whole percent of usable that is used, rounded down, possibly over 100;
   * undefined when the sled reports nothing usable (no share to take of it).
   */
  percent: number | undefined
  /** at or over FULL_AT_PERCENT, or anything used where nothing is usable */
  full: boolean
}

/** One resource's use against what the sled can give, safe for any numbers. */
export function usage(usedValue: number, usableValue: number): Usage {
  const used = amount(usedValue)
  const usable = amount(usableValue)
  if (usable === 0) return { used, usable, percent: undefined, full: used > 0 }
  const percent = Math.floor((used / usable) * 100)
  return {
    used,
    usable,
    percent: Number.isFinite(percent) ? percent : Number.MAX_SAFE_INTEGER,
    // compared as a share, not through the rounded percent: 89.9% is not full
    full: used / usable >= FULL_AT_PERCENT / 100,
  }
}

export type SledLoad = {
  threads: Usage
  memory: Usage
  /** instances holding a reservation on the sled */
  holding: number
  full: boolean
}

/** A sled's threads and memory as its instances take them. */
export function sledLoad(sled: Sled, instances: readonly SledInstance[]): SledLoad {
  const totals = instanceTotals(instances)
  const threads = usage(totals.cpus, sled.usableHardwareThreads)
  const memory = usage(totals.memory, sled.usablePhysicalRam)
  return { threads, memory, holding: totals.holding, full: threads.full || memory.full }
}

export type OutOfServiceReason = 'expunged' | 'decommissioned' | 'non-provisionable'

/**
 * Why a sled takes no new instances, if it doesn't: expunged (for good),
 * decommissioned, or set non-provisionable by an operator. An expunged sled
 * is non-provisionable too (the contract says so); "expunged" says more.
 */
export function outOfService(sled: Sled): OutOfServiceReason[] {
  const reasons: OutOfServiceReason[] = []
  if (sled.policy.kind === 'expunged') reasons.push('expunged')
  if (sled.state === 'decommissioned') reasons.push('decommissioned')
  if (sled.policy.kind === 'in_service' && sled.policy.provisionPolicy === 'non_provisionable') {
    reasons.push('non-provisionable')
  }
  return reasons
}
