import type { ColumnDef } from '@tanstack/react-table'
import * as React from 'react'
import type { BulkVerb } from '@/components/kit/data-table/bulk-actions'
import type { Refusals } from '@/components/kit/use-refusals'
import type { Instance } from '@/lib/api/__generated__/Api'
import { useFilteredPages } from '@/lib/api/filtered-pages'
import * as op from '@/lib/api/ops'
import { apiRead, useQueuedApiQueries, useReadQueue } from '@/lib/api/queued-queries'
import { useApiMutation } from '@/lib/api/query'
import { instanceParams } from '@/lib/api/selectors'
import {
  DEFAULT_IDLE_CPU_PERCENT,
  IDLE_CPU_PERCENT,
  busyCpuPercent,
  cpuIdle,
  instanceHolds,
  instanceRunning,
  weekCpuQuery,
} from '@/lib/domain/cleanup'
import { instanceCannotReason } from '@/lib/domain/instance'
import { CleanupList, ThresholdSelect, instanceColumns, projectInstances } from './cleanup-list'

/** Metric reads in flight at once: a project of hundreds of running instances waits its turn. */
const CPU_READS_IN_FLIGHT = 4

type IdleInstance = Instance & { busy: number }

/**
 * Running instances whose vCPUs were busy under a chosen share of the last week, from the
 * metric the instance's CPU chart reads, one read per running instance found, a few at a
 * time. Rendered only once the section is opened.
 */
export function IdleInstances({ project, refused }: { project: string; refused: Refusals }) {
  const [under, setUnder] = React.useState(DEFAULT_IDLE_CPU_PERCENT)
  const running = useFilteredPages(op.instanceList, projectInstances(project), instanceRunning)
  const queue = useReadQueue(CPU_READS_IN_FLIGHT)
  const reads = React.useMemo(
    () =>
      (running.found ?? []).map((i) =>
        apiRead(
          op.timeseriesQuery,
          { query: { project }, body: { query: weekCpuQuery(i.id) } },
          busyCpuPercent,
        ),
      ),
    [running.found, project],
  )
  const cpu = useQueuedApiQueries(reads, {
    queue,
    scope: ['cleanup-cpu', project],
    enabled: true,
  })
  const checked = cpu.filter((r) => r.answered).length
  const failed = cpu.filter((r) => r.error).length
  // cpu is a new array each render; its answers are what matter
  const answers = cpu.map((r) => r.data ?? '').join()
  const found = React.useMemo(
    () =>
      running.found?.flatMap((instance, i): IdleInstance[] => {
        const busy = cpu[i]?.data
        return cpuIdle(busy, under) ? [{ ...instance, busy: busy! }] : []
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `answers` stands for `cpu`
    [running.found, under, answers],
  )
  const waiting = checked < reads.length

  const { mutateAsync: stop } = useApiMutation(op.instanceStop)
  const verbs = React.useMemo<BulkVerb<IdleInstance>[]>(
    () => [
      {
        label: 'Stop',
        done: 'stopping',
        run: (i) => stop(instanceParams({ project, instance: i.name })),
        refuse: (i) => instanceCannotReason('stop', i.runState),
        refused: refused('instance.stop'),
      },
    ],
    [stop, project, refused],
  )
  const columns = React.useMemo<ColumnDef<IdleInstance>[]>(
    () =>
      instanceColumns<IdleInstance>(() => project, {
        id: 'Busy',
        header: 'Busy vCPU time, last week',
        accessorFn: (i) => i.busy,
        cell: ({ row }) => `${row.original.busy.toFixed(1)}%`,
      }),
    [project],
  )
  return (
    <CleanupList
      id="cleanup-idle"
      title="Idle running instances"
      about={`Running instances whose vCPUs were busy less than ${under}% of the last week, as their CPU charts show it: each holds its vCPUs and memory of the silo’s quota.`}
      control={
        <ThresholdSelect
          id="idle-under"
          label="Busy under"
          value={under}
          choices={IDLE_CPU_PERCENT.map((p) => ({ value: p, label: `${p}%` }))}
          onChange={setUnder}
        />
      }
      search={{ ...running, found: running.found && found }}
      noun={['instance', 'instances']}
      what="instances"
      columns={columns}
      verbs={verbs}
      held={instanceHolds}
      waiting={waiting}
      notes={
        running.found && (
          <p role="status" className="mb-2 text-sm text-muted-foreground">
            Read the CPU of {checked} of {reads.length} running instances
            {failed > 0 && `; ${failed} could not be read`}
            {waiting ? '…' : '.'}
          </p>
        )
      }
    />
  )
}
