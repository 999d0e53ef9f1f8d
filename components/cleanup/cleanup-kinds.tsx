import type { ColumnDef } from '@tanstack/react-table'
import * as React from 'react'
import { deleteVerb, type BulkVerb } from '@/components/kit/data-table/bulk-actions'
import type { Disk, FloatingIp, Instance, Snapshot } from '@/lib/api/__generated__/Api'
import * as op from '@/lib/api/ops'
import { useApiMutation } from '@/lib/api/query'
import { instanceParams } from '@/lib/api/selectors'
import { pb } from '@/lib/core/paths'
import {
  SNAPSHOT_AGE_DAYS,
  STOPPED_FOR_DAYS,
  diskHolds,
  instanceHolds,
  snapshotHolds,
} from '@/lib/domain/cleanup'
import { diskCannotReason } from '@/lib/domain/disk'
import { instanceCannotReason } from '@/lib/domain/instance'
import type { Action } from '@/lib/domain/permissions'
import { snapshotDeleteReason } from '@/lib/domain/snapshot'
import {
  CleanupList,
  ThresholdSelect,
  days,
  heldColumn,
  instanceColumns,
  nameColumn,
  projectColumn,
  timeText,
  type Located,
  type Search,
} from './cleanup-list'

/**
 * What the user's roles say of a delete: `verb`, the reason the whole verb is refused given
 * the selected rows (a project's page: the project's; the silo's: when every selected row's
 * project refuses it); `row`, the reason one row is skipped (its project's).
 */
export type RoleRules = {
  verb: (action: Action, selected: readonly { project: string }[]) => string | undefined
  row: (action: Action, project: string) => string | undefined
}

/**
 * Where a list's rows come from: one project (`across` false) or the silo's projects, each
 * row then with its Project column; `deleted` is told of each row the delete went through
 * for (the silo's reads refresh that project's list).
 */
type KindProps<T> = {
  search: Search<Located<T>>
  roles: RoleRules
  across?: boolean
  deleted?: (row: Located<T>) => void
  /** what the rows are looked through in, for the empty and "look through more" words */
  what?: string
  /** rows are still being read beside those shown (the silo's projects' lists) */
  waiting?: boolean
  notes?: React.ReactNode
}

/** Delete, each row through the API's call for one in its own project, with the role rules. */
function useDeleteVerbs<T extends { id: string; name: string; project: string }>(
  action: Action,
  remove: (row: T) => Promise<unknown>,
  state: (row: T) => string | undefined,
  roles: RoleRules,
  deleted: ((row: T) => void) | undefined,
) {
  return React.useCallback(
    (selected: T[]): BulkVerb<T>[] => [
      {
        ...deleteVerb<T>(
          async (row) => {
            await remove(row)
            deleted?.(row)
          },
          // the role's reason comes before the state's
          (row) => roles.row(action, row.project) ?? state(row),
        ),
        refused: roles.verb(action, selected),
      },
    ],
    [action, remove, state, roles, deleted],
  )
}

const diskState = (d: Disk) => diskCannotReason('delete', d)

export function DetachedDisks({
  search,
  roles,
  across,
  deleted,
  what,
  waiting,
  notes,
}: KindProps<Disk>) {
  const { mutateAsync } = useApiMutation(op.diskDelete)
  const remove = React.useCallback(
    (d: Located<Disk>) => mutateAsync({ path: { disk: d.name }, query: { project: d.project } }),
    [mutateAsync],
  )
  const verbs = useDeleteVerbs('disk.delete', remove, diskState, roles, deleted)
  const columns = React.useMemo<ColumnDef<Located<Disk>>[]>(
    () => [
      nameColumn<Located<Disk>>((d) => pb.disk({ project: d.project, disk: d.name })),
      ...(across ? [projectColumn<Located<Disk>>()] : []),
      heldColumn<Located<Disk>>(diskHolds),
      { id: 'Created', header: 'Created', accessorFn: (d) => timeText(d.timeCreated) },
    ],
    [across],
  )
  return (
    <CleanupList
      id="cleanup-disks"
      title="Detached disks"
      about="Disks attached to no instance: each holds its size of the silo’s storage."
      search={search}
      level={across ? 3 : 2}
      waiting={waiting}
      notes={notes}
      noun={['disk', 'disks']}
      what={what ?? 'disks'}
      columns={columns}
      verbs={verbs}
      held={diskHolds}
    />
  )
}

const ipState = (f: FloatingIp) =>
  f.instanceId ? 'Attached to an instance: detach it first' : undefined

export function SpareFloatingIps({
  search,
  roles,
  across,
  deleted,
  what,
  waiting,
  notes,
}: KindProps<FloatingIp>) {
  const { mutateAsync } = useApiMutation(op.floatingIpDelete)
  const remove = React.useCallback(
    (f: Located<FloatingIp>) =>
      mutateAsync({ path: { floatingIp: f.name }, query: { project: f.project } }),
    [mutateAsync],
  )
  const verbs = useDeleteVerbs('floatingIp.delete', remove, ipState, roles, deleted)
  const columns = React.useMemo<ColumnDef<Located<FloatingIp>>[]>(
    () => [
      nameColumn<Located<FloatingIp>>(),
      ...(across ? [projectColumn<Located<FloatingIp>>()] : []),
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
    [across],
  )
  return (
    <CleanupList
      id="cleanup-floating-ips"
      title="Floating IPs attached to nothing"
      about={`Addresses of the ${across ? 'projects’' : 'project’s'} own that no instance uses: each keeps an address of its pool.`}
      search={search}
      level={across ? 3 : 2}
      waiting={waiting}
      notes={notes}
      noun={['floating IP', 'floating IPs']}
      what={what ?? 'floating IPs'}
      columns={columns}
      verbs={verbs}
      heldNote="Floating IPs count against no quota: deleting them gives their addresses back to their pools."
    />
  )
}

const snapshotState = (s: Snapshot) => snapshotDeleteReason(s.state)

export function OldSnapshots({
  search,
  roles,
  across,
  deleted,
  what,
  waiting,
  notes,
  age,
  onAge,
}: KindProps<Snapshot> & { age: number; onAge: (days: number) => void }) {
  const { mutateAsync } = useApiMutation(op.snapshotDelete)
  const remove = React.useCallback(
    (s: Located<Snapshot>) =>
      mutateAsync({ path: { snapshot: s.name }, query: { project: s.project } }),
    [mutateAsync],
  )
  const verbs = useDeleteVerbs('snapshot.delete', remove, snapshotState, roles, deleted)
  const columns = React.useMemo<ColumnDef<Located<Snapshot>>[]>(
    () => [
      nameColumn<Located<Snapshot>>(),
      ...(across ? [projectColumn<Located<Snapshot>>()] : []),
      heldColumn<Located<Snapshot>>(snapshotHolds),
      { id: 'Taken', header: 'Taken', accessorFn: (s) => timeText(s.timeCreated) },
    ],
    [across],
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
          onChange={onAge}
        />
      }
      search={search}
      level={across ? 3 : 2}
      waiting={waiting}
      notes={notes}
      noun={['snapshot', 'snapshots']}
      what={what ?? 'snapshots'}
      columns={columns}
      verbs={verbs}
      held={snapshotHolds}
    />
  )
}

const instanceState = (i: Instance) => instanceCannotReason('delete', i.runState)
const projectOf = (i: Located<Instance>) => i.project

export function StoppedInstances({
  search,
  roles,
  across,
  deleted,
  what,
  waiting,
  notes,
  stoppedFor,
  onStoppedFor,
}: KindProps<Instance> & { stoppedFor: number; onStoppedFor: (days: number) => void }) {
  const { mutateAsync } = useApiMutation(op.instanceDelete)
  const remove = React.useCallback(
    (i: Located<Instance>) => mutateAsync(instanceParams({ project: i.project, instance: i.name })),
    [mutateAsync],
  )
  const verbs = useDeleteVerbs('instance.delete', remove, instanceState, roles, deleted)
  const columns = React.useMemo(() => {
    const [name, ...rest] = instanceColumns<Located<Instance>>(projectOf, {
      id: 'Stopped since',
      header: 'Stopped since',
      accessorFn: (i) => timeText(i.timeRunStateUpdated),
    })
    return across ? [name, projectColumn<Located<Instance>>(), ...rest] : [name, ...rest]
  }, [across])
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
          onChange={onStoppedFor}
        />
      }
      search={search}
      level={across ? 3 : 2}
      waiting={waiting}
      notes={notes}
      noun={['instance', 'instances']}
      what={what ?? 'instances'}
      columns={columns}
      verbs={verbs}
      held={instanceHolds}
    />
  )
}
