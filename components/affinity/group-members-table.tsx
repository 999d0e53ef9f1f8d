import type { ColumnDef } from '@tanstack/react-table'
import { Server } from 'lucide-react'
import Link from 'next/link'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { LazyConfirmDialog as ConfirmDialog } from '@/components/ui/confirm-dialog-lazy'
import { EmptyState } from '@/components/ui/empty-state'
import { actionsColumn } from '@/components/ui/list-columns'
import { lazyWhenOpen } from '@/components/ui/lazy-when-open'
import { PagedTable } from '@/components/ui/paged-table'
import { StateBadge, instanceStateVariant } from '@/components/ui/state-badge'
import { toastSuccess } from '@/components/ui/toast'
import type { AntiAffinityGroupMember } from '@/lib/api/__generated__/Api'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { isTransitional } from '@/lib/instance-actions'
import { pb } from '@/lib/paths'

/** While a member is on its way to another state, look again this often. */
const TRANSITION_POLL_MS = 3000

// the combobox and its instance list load only when someone adds a member
const AddMemberModal = lazyWhenOpen(() =>
  import('./add-member-modal').then((m) => m.AddMemberModal),
)

type Member = AntiAffinityGroupMember['value']

export function GroupMembersTable({ project, group }: { project: string; group: string }) {
  const paged = usePagedApiQuery(
    'antiAffinityGroupMemberList',
    { path: { antiAffinityGroup: group }, query: { project } },
    {
      refetchInterval: (data) =>
        data?.items.some((m) => isTransitional(m.value.runState)) ? TRANSITION_POLL_MS : false,
    },
  )
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<Member>()
  const remove = useApiMutation('antiAffinityGroupMemberInstanceDelete', {
    invalidates: ['antiAffinityGroupMemberList', 'instanceAntiAffinityGroupList'],
  })

  const columns = useMemo<ColumnDef<AntiAffinityGroupMember>[]>(
    () => [
      {
        id: 'name',
        header: 'Instance',
        accessorFn: (m) => m.value.name,
        cell: ({ row }) => (
          <Link
            href={pb.instance({ project, instance: row.original.value.name })}
            title={row.original.value.name}
            className="block max-w-xs truncate font-medium text-primary hover:underline"
          >
            {row.original.value.name}
          </Link>
        ),
      },
      {
        id: 'state',
        header: 'State',
        accessorFn: (m) => m.value.runState,
        cell: ({ row }) => (
          <StateBadge
            state={row.original.value.runState}
            variant={instanceStateVariant[row.original.value.runState]}
          />
        ),
      },
      actionsColumn(
        (m) => m.value.name,
        (m) => [
          {
            label: 'Remove from group',
            destructive: true,
            onSelect: () => setRemoving(m.value),
          },
        ],
      ),
    ],
    [project],
  )

  return (
    <section aria-labelledby="members-heading" className="mt-10">
      <PagedTable
        header={
          <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
            <h2 id="members-heading" className="text-lg font-semibold">
              Members
            </h2>
            <Button onClick={() => setAdding(true)}>Add instance</Button>
          </div>
        }
        paged={paged}
        caption={`Members of ${group}`}
        columns={columns}
        getRowId={(m) => m.value.id}
        emptyState={
          <EmptyState
            icon={<Server className="h-6 w-6" aria-hidden />}
            title="No members"
            // the Add instance button is right above
            body="Add stopped instances to keep them on separate sleds."
          />
        }
      />
      <AddMemberModal open={adding} onOpenChange={setAdding} project={project} group={group} />
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title="Remove from group"
        description={
          <>
            Are you sure you want to remove instance{' '}
            <strong className="break-all">{removing?.name}</strong> from anti-affinity group{' '}
            <strong className="break-all">{group}</strong>?
          </>
        }
        confirmLabel="Remove"
        destructive
        errorTitle="Could not remove instance from group"
        onConfirm={async () => {
          if (!removing) return
          await remove.mutateAsync({
            path: { antiAffinityGroup: group, instance: removing.name },
            query: { project },
          })
          toastSuccess(`Instance ${removing.name} removed from ${group}`)
        }}
      />
    </section>
  )
}
