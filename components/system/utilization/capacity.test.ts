import { describe, expect, it } from 'vitest'
import type { Sled, SiloUtilization } from '@/lib/api/__generated__/Api'
import { formatBytes } from '@/lib/core/format/bytes'
import { fleetCapacity, fleetTotals, remaining } from './capacity'

const TiB = 1024 ** 4
const GiB = 1024 ** 3

const sled = (policy: Sled['policy'], threads = 128, ram = 1024 * GiB): Sled => ({
  id: crypto.randomUUID(),
  rackId: 'r',
  baseboard: { part: '913-0000019', revision: 6, serial: 'BRM' },
  policy,
  state: policy.kind === 'expunged' ? 'decommissioned' : 'active',
  usableHardwareThreads: threads,
  usablePhysicalRam: ram,
  timeCreated: new Date(),
  timeModified: new Date(),
})
const provisionable = { kind: 'in_service', provisionPolicy: 'provisionable' } as const
const closed = { kind: 'in_service', provisionPolicy: 'non_provisionable' } as const

describe('fleetCapacity', () => {
  it('gives each sled 32 TiB × 70% × 0.909 of usable storage', () => {
    const one = fleetCapacity([sled(provisionable)])
    expect(one.rawStorage).toBe(32 * TiB)
    expect(one.capacity.storage).toBe(Math.floor(32 * TiB * 0.7 * 0.909))
    // about 20.36 TiB a sled
    expect(formatBytes(one.capacity.storage)).toBe('20.36 TiB')
  })

  it('sums threads and RAM of every sled in service, provisionable or not', () => {
    const fleet = fleetCapacity([
      sled(provisionable, 128, 1000 * GiB),
      sled(closed, 64, 500 * GiB),
      sled({ kind: 'expunged' }, 128, 1000 * GiB),
    ])
    expect(fleet.sleds).toBe(2)
    expect(fleet.capacity.cpus).toBe(192)
    expect(fleet.capacity.memory).toBe(1500 * GiB)
    expect(fleet.capacity.storage).toBe(Math.floor(2 * 32 * TiB * 0.7 * 0.909))
  })

  it('is zero for a fleet without sleds', () => {
    expect(fleetCapacity([])).toEqual({
      sleds: 0,
      rawStorage: 0,
      capacity: { cpus: 0, memory: 0, storage: 0 },
    })
  })

  it('for the demo rack (8 sleds) is 1,024 threads and about 162.9 TiB', () => {
    const fleet = fleetCapacity(Array.from({ length: 8 }, () => sled(provisionable)))
    expect(fleet.capacity.cpus).toBe(1024)
    expect(formatBytes(fleet.capacity.storage)).toBe('162.89 TiB')
  })
})

describe('fleetTotals and remaining', () => {
  const silo = (cpus: number, quota: number): SiloUtilization => ({
    siloId: crypto.randomUUID(),
    siloName: 's',
    provisioned: { cpus, memory: cpus * GiB, storage: cpus * TiB },
    allocated: { cpus: quota, memory: quota * GiB, storage: quota * TiB },
  })

  it('adds up what the silos provisioned and what their quotas allocate', () => {
    const totals = fleetTotals([silo(4, 10), silo(6, 20)])
    expect(totals.provisioned).toEqual({ cpus: 10, memory: 10 * GiB, storage: 10 * TiB })
    expect(totals.allocated).toEqual({ cpus: 30, memory: 30 * GiB, storage: 30 * TiB })
    expect(fleetTotals([]).provisioned).toEqual({ cpus: 0, memory: 0, storage: 0 })
  })

  it('leaves capacity less provisioned, negative when oversubscribed', () => {
    const capacity = { cpus: 8, memory: 8 * GiB, storage: TiB }
    expect(remaining(capacity, { cpus: 3, memory: GiB, storage: 2 * TiB })).toEqual({
      cpus: 5,
      memory: 7 * GiB,
      storage: -TiB,
    })
  })
})
