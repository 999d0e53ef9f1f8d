import type {
  Disk,
  FloatingIp,
  Instance,
  OxqlQueryResult,
  Snapshot,
} from '@/lib/api/__generated__/Api'
import { TIME_RANGES, asShares, instanceMetricQuery, toChartRows } from './metrics/oxql'
import { rowFigure } from './metrics/range-stats'

// What can be cleaned up (issue 47): the rules that pick a project's resources which hold
// quota, or an address, without doing anything: detached disks, floating IPs attached to
// nothing, old snapshots, long-stopped instances, running instances that stay idle.

const DAY_MS = 86_400_000

/** The choices of each list's threshold, the first default marked. */
export const SNAPSHOT_AGE_DAYS = [7, 30, 90] as const
export const DEFAULT_SNAPSHOT_AGE_DAYS = 30
export const STOPPED_FOR_DAYS = [1, 7, 30] as const
export const DEFAULT_STOPPED_FOR_DAYS = 7
export const IDLE_CPU_PERCENT = [5, 10, 20] as const
export const DEFAULT_IDLE_CPU_PERCENT = 10

/** A time as the API's client gives it (a Date) or as the wire does (a string); NaN when absent. */
const timeOf = (t: Date | string | null | undefined) =>
  t === null || t === undefined ? NaN : new Date(t).getTime()

/** A disk attached to nothing: it holds its size of the silo's storage quota for no instance. */
export const diskCleanable = (disk: Pick<Disk, 'state'>) => disk.state?.state === 'detached'

/** A floating IP attached to no instance: it keeps an address of its pool for nobody. */
export const floatingIpCleanable = (ip: Pick<FloatingIp, 'instanceId'>) => !ip.instanceId

/** A snapshot taken more than `days` ago; one with no known time is not picked. */
export const snapshotOlderThan = (
  snapshot: Pick<Snapshot, 'timeCreated'>,
  days: number,
  now: number = Date.now(),
) => now - timeOf(snapshot.timeCreated) > days * DAY_MS

/** An instance stopped, and last changing state more than `days` ago. */
export const instanceLongStopped = (
  instance: Pick<Instance, 'runState' | 'timeRunStateUpdated'>,
  days: number,
  now: number = Date.now(),
) => instance.runState === 'stopped' && now - timeOf(instance.timeRunStateUpdated) > days * DAY_MS

/** An instance whose CPU over the last week is worth reading: a running one. */
export const instanceRunning = (instance: Pick<Instance, 'runState'>) =>
  instance.runState === 'running'

/** The last week's vCPU time by state of one instance, as the instance's CPU chart reads it. */
export const weekCpuQuery = (instanceId: string) =>
  instanceMetricQuery({
    metric: 'virtual_machine:vcpu_usage',
    field: 'instance_id',
    instanceId,
    range: TIME_RANGES.find((r) => r.key === '7d')!,
    groupBy: ['state'],
  })

/**
 * The mean share (0–100) of vCPU time spent busy (every state but idle) over the result's
 * points, as the CPU chart's "Busy vCPU time" card averages it; undefined with no points.
 */
export function busyCpuPercent(result: OxqlQueryResult | undefined): number | undefined {
  const { rows, series } = toChartRows(result, {
    labelField: 'state',
    fallbackLabel: 'all',
    formatTime: (t) => String(t.getTime()),
  })
  // a point where every state is zero is no reading, not an idle one
  const figures = asShares(rows, series)
    .filter((_, i) => series.some((s) => Number(rows[i][s]) > 0))
    .map((row) => rowFigure(row, series, ['idle']))
  if (figures.length === 0) return undefined
  return figures.reduce((sum, v) => sum + v, 0) / figures.length
}

/** Busy under `percent` of the time: idle enough to stop. An unknown share is not idle. */
export const cpuIdle = (busy: number | undefined, percent: number) =>
  busy !== undefined && busy < percent

/** What one resource holds of the silo's quota (floating IPs count against none). */
export type QuotaHeld = { cpus: number; memory: number; storage: number }

const NOTHING: QuotaHeld = { cpus: 0, memory: 0, storage: 0 }

export const diskHolds = (d: Pick<Disk, 'size'>): QuotaHeld => ({
  ...NOTHING,
  storage: d.size ?? 0,
})
export const snapshotHolds = (s: Pick<Snapshot, 'size'>): QuotaHeld => ({
  ...NOTHING,
  storage: s.size ?? 0,
})
export const instanceHolds = (i: Pick<Instance, 'ncpus' | 'memory'>): QuotaHeld => ({
  ...NOTHING,
  cpus: i.ncpus ?? 0,
  memory: i.memory ?? 0,
})

/** What a list's items hold together. */
export const totalHeld = (held: readonly QuotaHeld[]): QuotaHeld =>
  held.reduce(
    (sum, h) => ({
      cpus: sum.cpus + h.cpus,
      memory: sum.memory + h.memory,
      storage: sum.storage + h.storage,
    }),
    NOTHING,
  )
