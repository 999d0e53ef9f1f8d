import { describe, expect, it } from 'vitest'
import type {
  DiskState,
  FieldValue,
  InstanceState,
  OxqlQueryResult,
  Timeseries,
} from '@/lib/api/__generated__/Api'
import {
  busyCpuPercent,
  cpuIdle,
  diskCleanable,
  diskHolds,
  floatingIpCleanable,
  instanceHolds,
  instanceLongStopped,
  instanceRunning,
  snapshotHolds,
  snapshotOlderThan,
  totalHeld,
  weekCpuQuery,
} from './cleanup'

const DAY = 86_400_000
const now = Date.UTC(2026, 0, 31)
const daysAgo = (d: number) => new Date(now - d * DAY)

describe('diskCleanable', () => {
  it.each<[DiskState, boolean]>([
    [{ state: 'detached' }, true],
    [{ state: 'attached', instance: 'i' }, false],
    [{ state: 'attaching', instance: 'i' }, false],
    [{ state: 'creating' }, false],
    [{ state: 'faulted' }, false],
    [{ state: 'import_ready' }, false],
  ])('%o → %s', (state, cleanable) => {
    expect(diskCleanable({ state })).toBe(cleanable)
  })

  it('takes a disk with no state as not cleanable', () => {
    expect(diskCleanable({} as never)).toBe(false)
  })
})

describe('floatingIpCleanable', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['6a1cf4b2-7e0c-4d6b-9a55-1f0c2b3d4e5f', false],
  ])('instanceId %o → %s', (instanceId, cleanable) => {
    expect(floatingIpCleanable({ instanceId: instanceId as string | null | undefined })).toBe(
      cleanable,
    )
  })
})

describe('snapshotOlderThan', () => {
  it.each([
    [31, 30, true],
    [29, 30, false],
    [8, 7, true],
    [89, 90, false],
    [91, 90, true],
  ])('taken %d days ago, older than %d days → %s', (age, days, old) => {
    expect(snapshotOlderThan({ timeCreated: daysAgo(age) }, days, now)).toBe(old)
  })

  it('reads a time the wire gave as a string, and picks nothing without one', () => {
    expect(snapshotOlderThan({ timeCreated: daysAgo(40).toISOString() as never }, 30, now)).toBe(
      true,
    )
    expect(snapshotOlderThan({ timeCreated: undefined as never }, 30, now)).toBe(false)
  })
})

describe('instanceLongStopped', () => {
  it.each<[InstanceState, number, number, boolean]>([
    ['stopped', 8, 7, true],
    ['stopped', 6, 7, false],
    ['stopped', 2, 1, true],
    ['stopped', 45, 30, true],
    ['running', 45, 1, false],
    ['failed', 45, 1, false],
    ['stopping', 45, 1, false],
  ])('%s since %d days, chosen %d days → %s', (runState, since, days, picked) => {
    expect(instanceLongStopped({ runState, timeRunStateUpdated: daysAgo(since) }, days, now)).toBe(
      picked,
    )
  })

  it('picks no stopped instance whose time is unknown', () => {
    expect(
      instanceLongStopped({ runState: 'stopped', timeRunStateUpdated: null as never }, 1, now),
    ).toBe(false)
  })
})

describe('instanceRunning', () => {
  it.each<[InstanceState, boolean]>([
    ['running', true],
    ['starting', false],
    ['stopped', false],
    ['rebooting', false],
  ])('%s → %s', (runState, running) => {
    expect(instanceRunning({ runState })).toBe(running)
  })
})

const series = (state: string, values: number[]): Timeseries => ({
  fields: { state: { type: 'string', value: state } } as Record<string, FieldValue>,
  points: {
    timestamps: values.map((_, i) => new Date(i * 7_200_000)),
    values: [{ metricType: 'gauge' as const, values: { type: 'double' as const, values } }],
  },
})
const result = (byState: Record<string, number[]>): OxqlQueryResult => ({
  tables: [
    {
      name: 'virtual_machine:vcpu_usage',
      timeseries: Object.fromEntries(
        Object.entries(byState).map(([state, values]) => [state, series(state, values)]),
      ),
    },
  ],
})

describe('busyCpuPercent', () => {
  it('is the mean share of every state but idle, as the CPU card averages it', () => {
    // 10% busy, then 30% busy: 20% on average
    const r = result({ run: [1, 2], waiting: [0, 1], idle: [9, 7] })
    expect(busyCpuPercent(r)).toBeCloseTo(20)
  })

  it('leaves out points where nothing was counted, and knows nothing without points', () => {
    expect(busyCpuPercent(result({ run: [0, 1], idle: [0, 19] }))).toBeCloseTo(5)
    expect(busyCpuPercent(result({}))).toBeUndefined()
    expect(busyCpuPercent(undefined)).toBeUndefined()
  })
})

describe('cpuIdle', () => {
  it.each([
    [4.9, 5, true],
    [5, 5, false],
    [9, 10, true],
    [25, 20, false],
    [undefined, 20, false],
  ])('busy %o%% under %d%% → %s', (busy, percent, idle) => {
    expect(cpuIdle(busy, percent)).toBe(idle)
  })
})

describe('weekCpuQuery', () => {
  it('reads the CPU chart’s metric over the last week', () => {
    const q = weekCpuQuery('abc')
    expect(q).toContain('get virtual_machine:vcpu_usage')
    expect(q).toContain('@now() - 7d && instance_id == "abc"')
    expect(q).toContain('group_by [instance_id, state], sum')
  })
})

describe('quota held', () => {
  it('counts disks and snapshots as storage, instances as vCPUs and memory', () => {
    expect(diskHolds({ size: 10 })).toEqual({ cpus: 0, memory: 0, storage: 10 })
    expect(snapshotHolds({ size: 5 })).toEqual({ cpus: 0, memory: 0, storage: 5 })
    expect(instanceHolds({ ncpus: 2, memory: 4 })).toEqual({ cpus: 2, memory: 4, storage: 0 })
  })

  it('adds a list up, nothing for none, and treats an absent figure as zero', () => {
    expect(totalHeld([])).toEqual({ cpus: 0, memory: 0, storage: 0 })
    expect(
      totalHeld([
        diskHolds({ size: 10 }),
        instanceHolds({ ncpus: 2, memory: 4 }),
        diskHolds({} as never),
      ]),
    ).toEqual({ cpus: 2, memory: 4, storage: 10 })
  })
})
