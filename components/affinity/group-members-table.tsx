import type { ColumnDef } from '@tanstack/react-table'
import { Server } from 'lucide-react'
import { useMemo, useState } from 'react'
import { GatedButton } from '@/components/ui/gated-button'
import { refusedBy } from '@/components/ui/row-action'
import { useRefusals } from '@/components/kit/use-refusals'
import { EmptyState } from '@/components/ui/empty-state'
import { actionsColumn, linkColumn } from '@/components/ui/list-columns'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import { InstanceStateBadge } from '@/components/instances/instance-state-badge'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import { pollWhileAny } from '@/lib/api/poll'
import { instanceSettling } from '@/lib/domain/instance'
import { pb } from '@/lib/core/paths'
import { groupAction, type GroupKind, type Member } from './group-kinds'

// the combobox and its instance list load only when someone adds a member
const AddMemberModal = lazyWhenOpen(() =>
  import('./add-member-modal').then((m) => m.AddMemberModal),
)

// a member that is stopping or starting shows its new state when it has one
const settling = pollWhileAny((m: Member) => instanceSettling(m.value.runState))

type Props = { kind: GroupKind; project: string; group: string }

export function GroupMembersTable({ kind, project, group }: Props) {
  const paged = kind.useMembers({ project, group }, settling)
  const [adding, setAdding] = useState(false)
  const [confirmation, confirm] = useConfirm()
  const { mutateAsync: remove } = kind.useRemoveMember()
  const refused = useRefusals(project)

  const columns = useMemo<ColumnDef<Member>[]>(
    () => [
      linkColumn(
        'Instance',
        (m) => m.value.name,
        (m) => pb.instance({ project, instance: m.value.name }),
      ),
      {
        id: 'state',
        header: 'State',
        meta: { state: true },
        accessorFn: (m) => m.value.runState,
        cell: ({ row }) => <InstanceStateBadge state={row.original.value.runState} />,
      },
      actionsColumn(
        (m) => m.value.name,
        (m) => [
          refusedBy(refused(groupAction(kind, 'member.remove')), {
            label: 'Remove from group',
            destructive: true,
            onSelect: () =>
              confirm({
                verb: 'Remove',
                kind: 'instance',
                name: m.value.name,
                where: (
                  <>
                    from {kind.noun} <strong className="break-words">{group}</strong>
                  </>
                ),
                onConfirm: async () => {
                  await remove({ project, group, instance: m.value.name })
                  toastSuccess(`Instance ${m.value.name} removed from ${group}`)
                },
              }),
          }),
        ],
      ),
    ],
    [kind, project, group, confirm, remove, refused],
  )

  return (
    <section aria-labelledby="members-heading" className="mt-10">
      <PagedTable
        header={
          <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
            <h2 id="members-heading" className="text-lg font-semibold">
              Members
            </h2>
            <GatedButton
              reason={refused(groupAction(kind, 'member.add'))}
              onClick={() => setAdding(true)}
            >
              Add instance
            </GatedButton>
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
            body={
              kind.key === 'affinity'
                ? 'Add stopped instances to keep them together on one sled.'
                : 'Add stopped instances to keep them on separate sleds.'
            }
          />
        }
      />
      <AddMemberModal
        kind={kind}
        open={adding}
        onOpenChange={setAdding}
        project={project}
        group={group}
      />
      {confirmation}
    </section>
  )
}
