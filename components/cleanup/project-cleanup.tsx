import type { ColumnDef } from '@tanstack/react-table'
import { Eraser } from 'lucide-react'
import * as React from 'react'
import { deleteVerb, type BulkVerb } from '@/components/kit/data-table/bulk-actions'
import { useRefusals, type Refusals } from '@/components/kit/use-refusals'
import { Button } from '@/components/ui/button'
import { lazyOnRender } from '@/components/ui/lazy'
import { PageHeader } from '@/components/ui/page-header'
import type { Disk, FloatingIp, Instance, Snapshot } from '@/lib/api/__generated__/Api'
import { useFilteredPages } from '@/lib/api/filtered-pages'
import * as op from '@/lib/api/ops'
import { useApiMutation } from '@/lib/api/query'
import { instanceParams } from '@/lib/api/selectors'
import { pb } from '@/lib/core/paths'
import {
  DEFAULT_SNAPSHOT_AGE_DAYS,
  DEFAULT_STOPPED_FOR_DAYS,
  SNAPSHOT_AGE_DAYS,
  STOPPED_FOR_DAYS,
  diskCleanable,
  diskHolds,
  floatingIpCleanable,
  instanceHolds,
  instanceLongStopped,
  snapshotHolds,
  snapshotOlderThan,
} from '@/lib/domain/cleanup'
import { diskCannotReason } from '@/lib/domain/disk'
import { instanceCannotReason } from '@/lib/domain/instance'
import { snapshotDeleteReason } from '@/lib/domain/snapshot'
import {
  CleanupList,
  ThresholdSelect,
  days,
  heldColumn,
  instanceColumns,
  nameColumn,
  projectInstances,
  timeText,
} from './cleanup-list'

// the idle instances read a metric per running instance: their code and reads wait for the
// section to be opened
const IdleInstances = lazyOnRender(() => import('./idle-instances').then((m) => m.IdleInstances))

/**
 * A project's resources that hold quota, or an address, doing nothing: each list read
 * page by page from the project's own, with what each row holds and the selected rows'
 * actions (issue 47).
 */
export function ProjectCleanup({ project }: { project: string }) {
  const refused = useRefusals(project)
  return (
    <>
      <PageHeader title="Cleanup" icon={<Eraser className="h-5 w-5" aria-hidden />} />
      <p className="mb-6 max-w-3xl text-sm text-muted-foreground">
        What in {project} holds the silo’s quota or an address without doing anything. Each list
        looks through the project’s own a page at a time: look through more to go on.
      </p>
      <DetachedDisks project={project} refused={refused} />
      <SpareFloatingIps project={project} refused={refused} />
      <OldSnapshots project={project} refused={refused} />
      <StoppedInstances project={project} refused={refused} />
      <IdleSection project={project} refused={refused} />
    </>
  )
}

type ListProps = { project: string; refused: Refusals }

function DetachedDisks({ project, refused }: ListProps) {
  const search = useFilteredPages(op.diskList, { query: { project } }, diskCleanable)
  const { mutateAsync: remove } = useApiMutation(op.diskDelete)
  const verbs = React.useMemo<BulkVerb<Disk>[]>(
    () => [
      {
        ...deleteVerb<Disk>(
          (d) => remove({ path: { disk: d.name }, query: { project } }),
          (d) => diskCannotReason('delete', d),
        ),
        refused: refused('disk.delete'),
      },
    ],
    [remove, project, refused],
  )
  const columns = React.useMemo<ColumnDef<Disk>[]>(
    () => [
      nameColumn<Disk>((d) => pb.disk({ project, disk: d.name })),
      heldColumn<Disk>(diskHolds),
      { id: 'Created', header: 'Created', accessorFn: (d) => timeText(d.timeCreated) },
    ],
    [project],
  )
  return (
    <CleanupList
      id="cleanup-disks"
      title="Detached disks"
      about="Disks attached to no instance: each holds its size of the silo’s storage."
      search={search}
      noun={['disk', 'disks']}
      what="disks"
      columns={columns}
      verbs={verbs}
      held={diskHolds}
    />
  )
}

function SpareFloatingIps({ project, refused }: ListProps) {
  const search = useFilteredPages(op.floatingIpList, { query: { project } }, floatingIpCleanable)
  const { mutateAsync: remove } = useApiMutation(op.floatingIpDelete)
  const verbs = React.useMemo<BulkVerb<FloatingIp>[]>(
    () => [
      {
        ...deleteVerb<FloatingIp>(
          (f) => remove({ path: { floatingIp: f.name }, query: { project } }),
          (f) => (f.instanceId ? 'Attached to an instance: detach it first' : undefined),
        ),
        refused: refused('floatingIp.delete'),
      },
    ],
    [remove, project, refused],
  )
  const columns = React.useMemo<ColumnDef<FloatingIp>[]>(
    () => [
      nameColumn<FloatingIp>(),
      {
        id: 'Holds',
        header: 'Holds',
        accessorFn: (f) => f.ip ?? '',
        cell: ({ row }) => (
          <span>
            <span className="font-mono">{row.original.ip ?? '—'}</span>
            <span className="text-muted-foreground"> (an address, no quota)</span>
          </span>
        ),
      },
      { id: 'Created', header: 'Created', accessorFn: (f) => timeText(f.timeCreated) },
    ],
    [],
  )
  return (
    <CleanupList
      id="cleanup-floating-ips"
      title="Floating IPs attached to nothing"
      about="Addresses of the project’s own that no instance uses: each keeps an address of its pool."
      search={search}
      noun={['floating IP', 'floating IPs']}
      what="floating IPs"
      columns={columns}
      verbs={verbs}
      heldNote="Floating IPs count against no quota: deleting them gives their addresses back to their pools."
    />
  )
}

function OldSnapshots({ project, refused }: ListProps) {
  const [age, setAge] = React.useState(DEFAULT_SNAPSHOT_AGE_DAYS)
  const keep = React.useCallback((s: Snapshot) => snapshotOlderThan(s, age), [age])
  const search = useFilteredPages(op.snapshotList, { query: { project } }, keep)
  const { mutateAsync: remove } = useApiMutation(op.snapshotDelete)
  const verbs = React.useMemo<BulkVerb<Snapshot>[]>(
    () => [
      {
        ...deleteVerb<Snapshot>(
          (s) => remove({ path: { snapshot: s.name }, query: { project } }),
          (s) => snapshotDeleteReason(s.state),
        ),
        refused: refused('snapshot.delete'),
      },
    ],
    [remove, project, refused],
  )
  const columns = React.useMemo<ColumnDef<Snapshot>[]>(
    () => [
      nameColumn<Snapshot>(),
      heldColumn<Snapshot>(snapshotHolds),
      { id: 'Taken', header: 'Taken', accessorFn: (s) => timeText(s.timeCreated) },
    ],
    [],
  )
  return (
    <CleanupList
      id="cleanup-snapshots"
      title="Old snapshots"
      about={`Snapshots taken more than ${days(age)} ago: each holds its size of the silo’s storage.`}
      control={
        <ThresholdSelect
          id="snapshot-age"
          label="Older than"
          value={age}
          choices={SNAPSHOT_AGE_DAYS.map((d) => ({ value: d, label: days(d) }))}
          onChange={setAge}
        />
      }
      search={search}
      noun={['snapshot', 'snapshots']}
      what="snapshots"
      columns={columns}
      verbs={verbs}
      held={snapshotHolds}
    />
  )
}

function StoppedInstances({ project, refused }: ListProps) {
  const [stoppedFor, setStoppedFor] = React.useState(DEFAULT_STOPPED_FOR_DAYS)
  const keep = React.useCallback((i: Instance) => instanceLongStopped(i, stoppedFor), [stoppedFor])
  const search = useFilteredPages(op.instanceList, projectInstances(project), keep)
  const { mutateAsync: remove } = useApiMutation(op.instanceDelete)
  const verbs = React.useMemo<BulkVerb<Instance>[]>(
    () => [
      {
        ...deleteVerb<Instance>(
          (i) => remove(instanceParams({ project, instance: i.name })),
          (i) => instanceCannotReason('delete', i.runState),
        ),
        refused: refused('instance.delete'),
      },
    ],
    [remove, project, refused],
  )
  const columns = React.useMemo(
    () =>
      instanceColumns<Instance>(project, {
        id: 'Stopped since',
        header: 'Stopped since',
        accessorFn: (i) => timeText(i.timeRunStateUpdated),
      }),
    [project],
  )
  return (
    <CleanupList
      id="cleanup-stopped"
      title="Long-stopped instances"
      about={`Instances stopped for more than ${days(stoppedFor)}: each holds its vCPUs and memory of the silo’s quota.`}
      control={
        <ThresholdSelect
          id="stopped-for"
          label="Stopped for"
          value={stoppedFor}
          choices={STOPPED_FOR_DAYS.map((d) => ({ value: d, label: days(d) }))}
          onChange={setStoppedFor}
        />
      }
      search={search}
      noun={['instance', 'instances']}
      what="instances"
      columns={columns}
      verbs={verbs}
      held={instanceHolds}
    />
  )
}

/** Closed until asked: its reads (one metric per running instance) start when it opens. */
function IdleSection(props: ListProps) {
  const [open, setOpen] = React.useState(false)
  if (open) return <IdleInstances {...props} />
  return (
    <section aria-labelledby="cleanup-idle" className="mb-10">
      <h2 id="cleanup-idle" className="mb-1 text-lg font-semibold">
        Idle running instances
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">
        Running instances whose vCPUs stayed mostly idle over the last week. It reads each running
        instance’s CPU, a few at a time.
      </p>
      <Button variant="outline" size="sm" aria-expanded={false} onClick={() => setOpen(true)}>
        Check the CPU of running instances
      </Button>
    </section>
  )
}
