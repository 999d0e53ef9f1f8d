import { describe, expect, it } from 'vitest'
import type { InstanceState, Sled, SledInstance } from '@/lib/api/__generated__/Api'
import { GiB } from '@/lib/core/format/bytes'
import {
  FULL_AT_PERCENT,
  holdsReservation,
  instanceTotals,
  outOfService,
  sledLoad,
  usage,
} from './sled-usage'

const time = new Date('2026-01-01T00:00:00Z')

const sled = (over: Partial<Sled> = {}): Sled => ({
  id: 'sled-1',
  rackId: 'rack-1',
  baseboard: { part: '913-0000019', revision: 6, serial: 'BRM42220001' },
  policy: { kind: 'in_service', provisionPolicy: 'provisionable' },
  state: 'active',
  usableHardwareThreads: 128,
  usablePhysicalRam: 1024 * GiB,
  timeCreated: time,
  timeModified: time,
  ...over,
})

const instance = (state: InstanceState, ncpus: number, memory: number): SledInstance => ({
  id: `i-${state}-${ncpus}`,
  activeSledId: 'sled-1',
  name: `i-${state}`,
  siloName: 'acme',
  projectName: 'p',
  state,
  ncpus,
  memory,
  timeCreated: time,
  timeModified: time,
})

describe('which instances hold room on their sled', () => {
  it('counts those with a VMM on the sled, not those without', () => {
    const held = ['starting', 'running', 'rebooting', 'stopping', 'migrating', 'repairing']
    const free = ['creating', 'stopped', 'failed', 'destroyed']
    for (const s of held) expect(holdsReservation(s as InstanceState), s).toBe(true)
    for (const s of free) expect(holdsReservation(s as InstanceState), s).toBe(false)
  })

  it('sums the vCPUs and memory of the holding instances only', () => {
    const totals = instanceTotals([
      instance('running', 4, 8 * GiB),
      instance('migrating', 2, 4 * GiB),
      instance('stopped', 16, 64 * GiB),
      instance('failed', 8, 32 * GiB),
    ])
    expect(totals).toEqual({ cpus: 6, memory: 12 * GiB, holding: 2 })
  })

  it('takes an empty list as nothing used', () => {
    expect(instanceTotals([])).toEqual({ cpus: 0, memory: 0, holding: 0 })
  })

  it('counts odd values as nothing and keeps huge sums finite', () => {
    const odd = [
      instance('running', -4, Number.NaN),
      instance('running', 'x' as unknown as number, Infinity),
      instance('running', Number.MAX_VALUE, Number.MAX_VALUE),
      instance('running', Number.MAX_VALUE, Number.MAX_VALUE),
    ]
    const totals = instanceTotals(odd)
    expect(totals.holding).toBe(4)
    expect(Number.isFinite(totals.cpus)).toBe(true)
    expect(Number.isFinite(totals.memory)).toBe(true)
  })
})

describe('use against what is usable', () => {
  it('gives a whole percentage, rounded down', () => {
    expect(usage(3, 128).percent).toBe(2)
    expect(usage(64, 128).percent).toBe(50)
  })

  it(`is full from ${FULL_AT_PERCENT}% on, not a hair below`, () => {
    expect(usage(90, 100).full).toBe(true)
    expect(usage(899, 1000)).toMatchObject({ percent: 89, full: false })
    expect(usage(115, 128).full).toBe(false) // 89.8%
    expect(usage(116, 128).full).toBe(true) // 90.6%
    expect(usage(200, 100)).toMatchObject({ percent: 200, full: true })
  })

  it('has no share of nothing usable, and is full only if something is used there', () => {
    expect(usage(0, 0)).toEqual({ used: 0, usable: 0, percent: undefined, full: false })
    expect(usage(2, 0)).toMatchObject({ percent: undefined, full: true })
    expect(usage(2, Number.NaN)).toMatchObject({ usable: 0, percent: undefined })
  })

  it('stays finite with the largest numbers', () => {
    const u = usage(Number.MAX_VALUE, 1)
    expect(Number.isFinite(u.percent)).toBe(true)
    expect(u.full).toBe(true)
    expect(usage(2 ** 62, 2 ** 63)).toMatchObject({ percent: 50, full: false })
  })
})

describe('a sled at a glance', () => {
  it('is full when either threads or memory is', () => {
    const threadsFull = sledLoad(sled(), [instance('running', 120, 8 * GiB)])
    expect(threadsFull).toMatchObject({ holding: 1, full: true })
    expect(threadsFull.threads).toMatchObject({ used: 120, usable: 128, percent: 93 })
    expect(threadsFull.memory.full).toBe(false)

    const memoryFull = sledLoad(sled(), [instance('running', 2, 1000 * GiB)])
    expect(memoryFull.full).toBe(true)
    expect(memoryFull.threads.full).toBe(false)

    expect(sledLoad(sled(), [instance('running', 8, 64 * GiB)]).full).toBe(false)
  })

  it('copes with a sled that reports no usable threads', () => {
    const load = sledLoad(sled({ usableHardwareThreads: 0 }), [])
    expect(load.threads.percent).toBeUndefined()
    expect(load.full).toBe(false)
  })

  it('says why a sled is out of service', () => {
    expect(outOfService(sled())).toEqual([])
    expect(
      outOfService(sled({ policy: { kind: 'in_service', provisionPolicy: 'non_provisionable' } })),
    ).toEqual(['non-provisionable'])
    expect(outOfService(sled({ policy: { kind: 'expunged' }, state: 'decommissioned' }))).toEqual([
      'expunged',
      'decommissioned',
    ])
    expect(outOfService(sled({ policy: { kind: 'expunged' } }))).toEqual(['expunged'])
    expect(outOfService(sled({ state: 'decommissioned' }))).toEqual(['decommissioned'])
  })
})
