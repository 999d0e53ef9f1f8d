import type { ColumnDef } from '@tanstack/react-table'
import { RefreshCw, Server } from 'lucide-react'
import Link from 'next/link'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { LazyConfirmDialog as ConfirmDialog } from '@/components/ui/confirm-dialog-lazy'
import { EmptyState } from '@/components/ui/empty-state'
import { actionsColumn, createdColumn, textColumn } from '@/components/ui/list-columns'
import { PageHeader } from '@/components/ui/page-header'
import { PagedTable } from '@/components/ui/paged-table'
import { StateBadge, instanceStateVariant } from '@/components/ui/state-badge'
import { toastError, toastSuccess } from '@/components/ui/toast'
import type { Instance } from '@/lib/api/__generated__/Api'
import type { ApiError } from '@/lib/api/errors'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { formatBytes } from '@/lib/format/bytes'
import { timeAgo } from '@/lib/format/date'
import { instanceCannotReason, isTransitional, type InstanceAction } from '@/lib/instance-actions'
import { pb } from '@/lib/paths'

/** While any listed instance is on its way somewhere, look again this often. */
const TRANSITION_POLL_MS = 3000

const updatedAt = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium', hourCycle: 'h23' })

export function InstancesTable({ project }: { project: string }) {
  const paged = usePagedApiQuery(
    'instanceList',
    { query: { project } },
    {
      refetchInterval: (data) =>
        data?.items.some((i) => isTransitional(i.runState)) ? TRANSITION_POLL_MS : false,
    },
  )
  const [deleting, setDeleting] = useState<Instance>()
  const invalidates = ['instanceList', 'instanceView'] as const
  const start = useApiMutation('instanceStart', { invalidates: [...invalidates] })
  const stop = useApiMutation('instanceStop', { invalidates: [...invalidates] })
  const reboot = useApiMutation('instanceReboot', { invalidates: [...invalidates] })
  const del = useApiMutation('instanceDelete', { invalidates: [...invalidates] })

  const columns = useMemo<ColumnDef<Instance>[]>(() => {
    const run = (
      action: InstanceAction,
      label: string,
      doing: string,
      mutate: (p: { path: { instance: string }; query: { project: string } }) => Promise<unknown>,
    ) => {
      return (i: Instance) => ({
        label,
        disabled: !!instanceCannotReason(action, i.runState),
        disabledReason: instanceCannotReason(action, i.runState),
        onSelect: () =>
          void mutate({ path: { instance: i.name }, query: { project } }).then(
            () => toastSuccess(`${doing} ${i.name}`),
            (e: ApiError) => toastError(`Could not ${label.toLowerCase()} ${i.name}`, e.message),
          ),
      })
    }
    const startItem = run('start', 'Start', 'Starting', start.mutateAsync)
    const stopItem = run('stop', 'Stop', 'Stopping', stop.mutateAsync)
    const rebootItem = run('reboot', 'Reboot', 'Rebooting', reboot.mutateAsync)
    return [
      {
        id: 'Name',
        header: 'Name',
        accessorFn: (i) => i.name,
        cell: ({ row }) => (
          <Link
            href={pb.instance({ project, instance: row.original.name })}
            className="font-medium hover:underline"
          >
            {row.original.name}
          </Link>
        ),
      },
      textColumn('vCPUs', (i) => String(i.ncpus)),
      textColumn('Memory', (i) => formatBytes(i.memory)),
      {
        header: 'State',
        accessorKey: 'runState',
        cell: ({ row }) => (
          <span className="flex items-center gap-2">
            <StateBadge
              state={row.original.runState}
              variant={instanceStateVariant[row.original.runState]}
            />
            <span className="text-xs text-muted-foreground">
              {timeAgo(row.original.timeRunStateUpdated)}
            </span>
          </span>
        ),
      },
      createdColumn(),
      actionsColumn(
        (i) => i.name,
        (i) => [
          startItem(i),
          stopItem(i),
          rebootItem(i),
          {
            label: 'Delete',
            destructive: true,
            disabled: !!instanceCannotReason('delete', i.runState),
            disabledReason: instanceCannotReason('delete', i.runState),
            onSelect: () => setDeleting(i),
          },
        ],
      ),
    ]
  }, [project, start.mutateAsync, stop.mutateAsync, reboot.mutateAsync])

  const { query } = paged
  return (
    <>
      <PagedTable
        header={
          <PageHeader
            title="Instances"
            icon={<Server className="h-5 w-5" aria-hidden />}
            actions={
              <>
                {query.dataUpdatedAt > 0 && (
                  <div className="flex items-center gap-2 text-sm text-muted-foreground">
                    <span>Updated {updatedAt.format(query.dataUpdatedAt)}</span>
                    <Button
                      variant="outline"
                      size="icon"
                      aria-label="Refresh instances"
                      onClick={() => void query.refetch()}
                    >
                      <RefreshCw aria-hidden className={query.isFetching ? 'animate-spin' : ''} />
                    </Button>
                  </div>
                )}
                <Button asChild>
                  <Link href={pb.instancesNew({ project })}>New instance</Link>
                </Button>
              </>
            }
          />
        }
        paged={paged}
        caption={`Instances in ${project}`}
        columns={columns}
        getRowId={(i) => i.id}
        emptyState={
          <EmptyState
            icon={<Server className="h-6 w-6" aria-hidden />}
            title="No instances"
            body="This project has no instances yet."
            action={
              <Button asChild variant="outline">
                <Link href={pb.instancesNew({ project })}>New instance</Link>
              </Button>
            }
          />
        }
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title="Delete instance"
        description={
          <>
            Are you sure you want to delete instance <strong>{deleting?.name}</strong>? Its disks
            are detached and kept.
          </>
        }
        confirmLabel="Delete"
        destructive
        errorTitle="Could not delete instance"
        onConfirm={async () => {
          if (!deleting) return
          await del.mutateAsync({ path: { instance: deleting.name }, query: { project } })
          toastSuccess(`Instance ${deleting.name} deleted`)
        }}
      />
    </>
  )
}
