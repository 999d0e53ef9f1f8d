import type { ColumnDef } from '@tanstack/react-table'
import { Server } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { actionsColumn } from '@/components/ui/list-columns'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import { StateBadge, instanceStateVariant } from '@/components/kit/state-badge'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { AntiAffinityGroupMember } from '@/lib/api/__generated__/Api'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { instanceSettling } from '@/lib/api/poll'
import { pb } from '@/lib/core/paths'
import * as op from '@/lib/api/ops'

// the combobox and its instance list load only when someone adds a member
const AddMemberModal = lazyWhenOpen(() =>
  import('./add-member-modal').then((m) => m.AddMemberModal),
)

export function GroupMembersTable({ project, group }: { project: string; group: string }) {
  const paged = usePagedApiQuery(
    op.antiAffinityGroupMemberList,
    { path: { antiAffinityGroup: group }, query: { project } },
    { pollWhile: (data) => data.items.some((m) => instanceSettling(m.value.runState)) },
  )
  const [adding, setAdding] = useState(false)
  const [confirmation, confirm] = useConfirm()
  const { mutateAsync: remove } = useApiMutation(op.antiAffinityGroupMemberInstanceDelete)

  const columns = useMemo<ColumnDef<AntiAffinityGroupMember>[]>(
    () => [
      {
        id: 'name',
        header: 'Instance',
        accessorFn: (m) => m.value.name,
        cell: ({ row }) => (
          <IntentLink
            href={pb.instance({ project, instance: row.original.value.name })}
            title={row.original.value.name}
            className="block max-w-xs truncate font-medium text-primary hover:underline"
          >
            {row.original.value.name}
          </IntentLink>
        ),
      },
      {
        id: 'state',
        header: 'State',
        meta: { state: true },
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
            onSelect: () =>
              confirm({
                verb: 'Remove',
                kind: 'instance',
                name: m.value.name,
                where: (
                  <>
                    from anti-affinity group <strong className="break-words">{group}</strong>
                  </>
                ),
                onConfirm: async () => {
                  await remove({
                    path: { antiAffinityGroup: group, instance: m.value.name },
                    query: { project },
                  })
                  toastSuccess(`Instance ${m.value.name} removed from ${group}`)
                },
              }),
          },
        ],
      ),
    ],
    [project, group, confirm, remove],
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
        what="members"
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
      {confirmation}
    </section>
  )
}
